export { HOME_KINDS, RENOVATION_WORKS, WORK_UNITS, SURFACE_RATIOS, DEFAULT_WORK_COSTS, homeKindOfListing } from './works';
export type { HomeKind, RenovationWork, WorkUnit, WorkCost } from './works';
export { CALCULATOR_LABELS, LABEL_SCORES, ageSurcharge, calculateRenovation } from './calculate';
export type { CalculatorLabel, RenovationInput, RenovationResult, WorkEstimate } from './calculate';
export {
  CALCULATOR_PARAMS,
  CONSTRUCTION_YEAR_MIN,
  LIVING_SURFACE_MAX,
  LIVING_SURFACE_MIN,
  calculatorQuery,
  readCalculatorQuery,
  renovationInputSchema,
} from './input';
export type { CalculatorMessageKey, CalculatorPrefill } from './input';
