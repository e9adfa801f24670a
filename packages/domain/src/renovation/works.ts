/**
 * The renovation cost calculator's vocabulary: the kinds of home and the works a
 * visitor can choose. Ids are spelled one way across the CMS (the calculator module's enumerations),
 * the site and the calculation.
 */
export const HOME_KINDS = ['detached', 'semi-detached', 'terraced', 'apartment'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

export const RENOVATION_WORKS = ['roof', 'wall', 'floor', 'glazing', 'heat-pump', 'solar-panels', 'ventilation'] as const;
export type RenovationWork = (typeof RENOVATION_WORKS)[number];

/** What a work's unit cost is counted per: a square metre of the part of the home it covers, or the home. */
export type WorkUnit = 'm2-roof' | 'm2-wall' | 'm2-floor' | 'm2-glazing' | 'home';

export const WORK_UNITS: Readonly<Record<RenovationWork, WorkUnit>> = {
  roof: 'm2-roof',
  wall: 'm2-wall',
  floor: 'm2-floor',
  glazing: 'm2-glazing',
  'heat-pump': 'home',
  'solar-panels': 'home',
  ventilation: 'home',
};

/**
 * Square metres of roof, outer wall, ground floor and windows per square metre of living surface, by
 * kind of home: a detached house has four outer walls, a terraced one two, an apartment shares its roof
 * and floor with its neighbours. Rules of thumb (Flemish energy advice uses the same orders of size);
 * they make a range, not a quote.
 */
export const SURFACE_RATIOS: Readonly<Record<HomeKind, Readonly<Record<Exclude<WorkUnit, 'home'>, number>>>> = {
  detached: { 'm2-roof': 0.7, 'm2-wall': 1.1, 'm2-floor': 0.6, 'm2-glazing': 0.2 },
  'semi-detached': { 'm2-roof': 0.6, 'm2-wall': 0.8, 'm2-floor': 0.55, 'm2-glazing': 0.18 },
  terraced: { 'm2-roof': 0.5, 'm2-wall': 0.5, 'm2-floor': 0.5, 'm2-glazing': 0.16 },
  apartment: { 'm2-roof': 0.3, 'm2-wall': 0.4, 'm2-floor': 0.3, 'm2-glazing': 0.15 },
};

/** What staff set per work in the CMS: the unit cost range in euro and the share of energy it saves. */
export interface WorkCost {
  readonly work: RenovationWork;
  /** Euro per unit (WORK_UNITS), lowest and highest. */
  readonly costLow: number;
  readonly costHigh: number;
  /** Percent of the home's energy score (kWh/m² per year) the work saves, 0-100. */
  readonly energyGain: number;
}

/**
 * The table a calculator uses when staff set none: Flemish prices of 2025 (materials and labour, VAT
 * excluded) and the savings energy advisers quote. Staff replace them in the CMS.
 */
export const DEFAULT_WORK_COSTS: readonly WorkCost[] = [
  { work: 'roof', costLow: 60, costHigh: 120, energyGain: 20 },
  { work: 'wall', costLow: 50, costHigh: 180, energyGain: 20 },
  { work: 'floor', costLow: 30, costHigh: 70, energyGain: 8 },
  { work: 'glazing', costLow: 300, costHigh: 550, energyGain: 10 },
  { work: 'heat-pump', costLow: 10000, costHigh: 18000, energyGain: 35 },
  { work: 'solar-panels', costLow: 5000, costHigh: 8000, energyGain: 15 },
  { work: 'ventilation', costLow: 6000, costHigh: 10000, energyGain: 10 },
];

/** A kind of home from a listing's type (WebID 2 flat, 3 studio) and number of facades (4, 3, 2). */
export function homeKindOfListing(listing: { readonly webId: number | null; readonly facades: number | null }): HomeKind | null {
  if (listing.webId === 2 || listing.webId === 3) return 'apartment';
  if (listing.webId !== 1) return null;
  if (listing.facades === 4) return 'detached';
  if (listing.facades === 3) return 'semi-detached';
  if (listing.facades === 2) return 'terraced';
  return null;
}
