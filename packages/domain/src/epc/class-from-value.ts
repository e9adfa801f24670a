import type { BelgianRegion } from '../postcode/belgian-region';
import type { EpcClass } from './classes';
import { parseEnergyValue } from './energy-value';
import { EPC_SCALES } from './scales';

/** The class of an energy value on a region's scale; null when the value or the region is unknown. */
export function epcClassFromValue(value: unknown, region: BelgianRegion | null | undefined): EpcClass | null {
  const energy = parseEnergyValue(value);
  if (energy === null || !region) return null;
  for (const step of EPC_SCALES[region]) {
    if (step.upTo === null) return step.class;
    if (step.inclusive ? energy <= step.upTo : energy < step.upTo) return step.class;
  }
  return null;
}
