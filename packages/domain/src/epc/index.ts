export { EPC_CLASSES, isEpcClass, epcLetter, epcDisplayText } from './classes';
export type { EpcClass } from './classes';
export { EPC_COLORS } from './colors';
export { EPC_SCALES } from './scales';
export type { EpcScale, EpcScaleStep } from './scales';
export { parseEnergyValue } from './energy-value';
export { epcClassFromValue } from './class-from-value';
export { parseEpcLabelText } from './parse-label-text';
export { EPC_UNIT, epcLabel } from './label';
export type { EpcLabel, EpcLabelInput } from './label';
export {
  RENOVATION_DEADLINE_YEARS,
  RENOVATION_OBLIGATION_FROM_YEAR,
  needsRenovationNotice,
  renovationNotice,
} from './renovation-notice';
