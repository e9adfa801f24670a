import { epcClassFromValue } from '../epc/class-from-value';
import { RENOVATION_DEADLINE_YEARS } from '../epc/renovation-notice';
import { SURFACE_RATIOS, WORK_UNITS, type HomeKind, type RenovationWork, type WorkCost } from './works';

/** The Flemish labels a visitor can choose: the obligation and the calculator speak of Flemish letters. */
export const CALCULATOR_LABELS = ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'] as const;
export type CalculatorLabel = (typeof CALCULATOR_LABELS)[number];

/**
 * The energy score (kWh/m² per year) a label stands for when only the label is known: the middle of
 * its range on the Flemish scale; F is open-ended, 600 is a typical F.
 */
export const LABEL_SCORES: Readonly<Record<CalculatorLabel, number>> = { a_plus: -20, a: 50, b: 150, c: 250, d: 350, e: 450, f: 600 };

/** Older homes cost more to renovate (old walls, irregular roofs, more finishing): a surcharge by construction year. */
export function ageSurcharge(constructionYear: number): number {
  if (constructionYear < 1945) return 0.2;
  if (constructionYear < 1970) return 0.1;
  return 0;
}

export interface RenovationInput {
  readonly homeKind: HomeKind;
  /** Living surface, m². */
  readonly livingSurface: number;
  readonly constructionYear: number;
  readonly label: CalculatorLabel;
  readonly works: readonly RenovationWork[];
}

export interface WorkEstimate {
  readonly work: RenovationWork;
  /** Units the cost is counted on: m² of roof, wall, floor or glazing, or 1 (the home). */
  readonly quantity: number;
  readonly costLow: number;
  readonly costHigh: number;
}

export interface RenovationResult {
  /** Per chosen work that has a cost, in the table's order. */
  readonly works: readonly WorkEstimate[];
  /** The total range in euro, rounded to hundreds (the age surcharge included). */
  readonly costLow: number;
  readonly costHigh: number;
  readonly scoreBefore: number;
  readonly scoreAfter: number;
  readonly labelAfter: CalculatorLabel;
  /** Whether the renovation obligation applies: the label is E or F (homes bought from 2023). */
  readonly obligation: boolean;
  /** Whether the label after the works is D or better. */
  readonly meetsObligation: boolean;
  readonly deadlineYears: number;
}

const roundToHundred = (euro: number) => Math.round(euro / 100) * 100;
const LABEL_RANK: Readonly<Record<CalculatorLabel, number>> = { a_plus: 0, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };

/** The Flemish label of a score, in the calculator's letters (the Flemish scale has no others). */
function labelOfScore(score: number): CalculatorLabel {
  return (epcClassFromValue(score, 'flanders') as CalculatorLabel | null) ?? 'f';
}

/**
 * The renovation cost calculator: what the chosen works cost and what label they
 * bring. Each work's quantity is the living surface times the kind of home's ratio (SURFACE_RATIOS),
 * or 1 for a work counted per home; its cost is quantity times staff's unit cost range; an old home
 * adds ageSurcharge. Savings combine multiplicatively (two works of 20% save 36%, not 40%): each
 * saves its share of what the others leave. The label after is the Flemish class of the new score.
 * Works staff did not price are left out. Pure: the same input always gives the same result.
 */
export function calculateRenovation(input: RenovationInput, costs: readonly WorkCost[]): RenovationResult {
  const surcharge = 1 + ageSurcharge(input.constructionYear);
  const chosen = costs.filter((c) => input.works.includes(c.work));
  const works = chosen.map((c): WorkEstimate => {
    const unit = WORK_UNITS[c.work];
    const quantity = unit === 'home' ? 1 : Math.round(input.livingSurface * SURFACE_RATIOS[input.homeKind][unit] * 10) / 10;
    return { work: c.work, quantity, costLow: quantity * c.costLow * surcharge, costHigh: quantity * c.costHigh * surcharge };
  });
  const scoreBefore = LABEL_SCORES[input.label];
  const remaining = chosen.reduce((left, c) => left * (1 - Math.min(100, Math.max(0, c.energyGain)) / 100), 1);
  // A score below zero (a home producing more than it uses) stays where it is: savings shrink use, not production.
  const scoreAfter = scoreBefore > 0 ? Math.round(scoreBefore * remaining) : scoreBefore;
  const labelAfter = labelOfScore(scoreAfter);
  const obligation = input.label === 'e' || input.label === 'f';
  return {
    works: works.map((w) => ({ ...w, costLow: Math.round(w.costLow), costHigh: Math.round(w.costHigh) })),
    costLow: roundToHundred(works.reduce((sum, w) => sum + w.costLow, 0)),
    costHigh: roundToHundred(works.reduce((sum, w) => sum + w.costHigh, 0)),
    scoreBefore,
    scoreAfter,
    labelAfter,
    obligation,
    meetsObligation: LABEL_RANK[labelAfter] <= LABEL_RANK.d,
    deadlineYears: RENOVATION_DEADLINE_YEARS,
  };
}
