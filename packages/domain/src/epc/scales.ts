import type { BelgianRegion } from '../postcode/belgian-region';
import type { EpcClass } from './classes';

/**
 * One step of a scale: the class holds for values below `upTo` (or up to and including it when
 * `inclusive`); the last step has no upper bound. Steps are checked in order.
 */
export interface EpcScaleStep {
  readonly class: EpcClass;
  readonly upTo: number | null;
  readonly inclusive: boolean;
}

export type EpcScale = readonly EpcScaleStep[];

const below = (cls: EpcClass, upTo: number): EpcScaleStep => ({ class: cls, upTo, inclusive: false });
const upToIncluding = (cls: EpcClass, upTo: number): EpcScaleStep => ({ class: cls, upTo, inclusive: true });
const rest = (cls: EpcClass): EpcScaleStep => ({ class: cls, upTo: null, inclusive: false });

/**
 * Flanders: below 0 A+; 0-100 A; 100-200 B; ...; 400-500 E; above 500 F.
 * The ranges share their ends, so: lower bound inclusive, upper exclusive (100 is B, 500 is F).
 */
const FLANDERS: EpcScale = [below('a_plus', 0), below('a', 100), below('b', 200), below('c', 300), below('d', 400), below('e', 500), rest('f')];

/**
 * Wallonia: below 0 A++; 0-45 A+; 45-85 A; 85-170 B; ...; 425-510 F; above 510 G.
 * Same convention as Flanders: lower bound inclusive, upper exclusive (45 is A, 510 is G).
 */
const WALLONIA: EpcScale = [
  below('a_plusplus', 0),
  below('a_plus', 45),
  below('a', 85),
  below('b', 170),
  below('c', 255),
  below('d', 340),
  below('e', 425),
  below('f', 510),
  rest('g'),
];

/**
 * Brussels is written in whole numbers (1-23 A, 24-45 A-, ...), so each class runs
 * up to and including its upper number and a value between two ranges (23.5) goes to the next class.
 * 0 is not "below 0", so it is A. The source's f_sub range 223-345 is a typo for 323-345 (f ends at
 * 322). Above 345 is G (the source's "above 346" leaves 346 itself unassigned otherwise).
 */
const BRUSSELS: EpcScale = [
  below('a_plus', 0),
  upToIncluding('a', 23),
  upToIncluding('a_sub', 45),
  upToIncluding('b_plus', 62),
  upToIncluding('b', 79),
  upToIncluding('b_sub', 95),
  upToIncluding('c_plus', 113),
  upToIncluding('c', 132),
  upToIncluding('c_sub', 150),
  upToIncluding('d_plus', 170),
  upToIncluding('d', 190),
  upToIncluding('d_sub', 210),
  upToIncluding('e_plus', 232),
  upToIncluding('e', 253),
  upToIncluding('e_sub', 275),
  upToIncluding('f_plus', 298),
  upToIncluding('f', 322),
  upToIncluding('f_sub', 345),
  rest('g'),
];

export const EPC_SCALES: Readonly<Record<BelgianRegion, EpcScale>> = {
  flanders: FLANDERS,
  wallonia: WALLONIA,
  brussels: BRUSSELS,
};
