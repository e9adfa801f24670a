import { regionFromPostcode, type BelgianRegion } from '../postcode/belgian-region';
import { epcDisplayText, type EpcClass } from './classes';
import { epcClassFromValue } from './class-from-value';
import { EPC_COLORS } from './colors';
import { parseEnergyValue } from './energy-value';
import { parseEpcLabelText } from './parse-label-text';

export const EPC_UNIT = 'kWh/m²';

/** What an EPC label on a listing shows. */
export interface EpcLabel {
  readonly class: EpcClass;
  /** As printed on the label: 'A+', 'B', 'C-'. */
  readonly text: string;
  /** Hex colour of the label. */
  readonly color: string;
  /** Energy score in kWh/m² per year, when known. */
  readonly value: number | null;
  readonly unit: typeof EPC_UNIT;
  readonly region: BelgianRegion | null;
  /** Whether the class came from the certificate's label text or was derived from the value. */
  readonly source: 'labelText' | 'value';
}

export interface EpcLabelInput {
  /** The feed's EnergyPerformance. */
  readonly value?: unknown;
  /** The feed's EPCLabelText. */
  readonly labelText?: unknown;
  /** Region directly, or derived from postcode (and countryId) when absent. */
  readonly region?: BelgianRegion | null;
  readonly postcode?: string | number | null;
  readonly countryId?: string | number | null;
}

/**
 * The label of a listing. The certificate's own label text wins over the class derived from the value:
 * the law asks for the label on the certificate, and scales changed over the years. The value (with the
 * region's scale) is the fallback. Nothing usable: null (show no label).
 */
export function epcLabel(input: EpcLabelInput): EpcLabel | null {
  const region = input.region ?? regionFromPostcode(input.postcode, input.countryId);
  const value = parseEnergyValue(input.value);
  const fromText = parseEpcLabelText(input.labelText);
  const cls = fromText ?? epcClassFromValue(value, region);
  if (!cls) return null;
  return {
    class: cls,
    text: epcDisplayText(cls),
    color: EPC_COLORS[cls],
    value,
    unit: EPC_UNIT,
    region,
    source: fromText ? 'labelText' : 'value',
  };
}
