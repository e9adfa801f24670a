import { countryFromId, epcLabel, parseEnergyValue, renovationNotice, type EpcLabel, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { readableTextColor } from '@/ui/contrast';
import { EpcTag, type EpcView } from './epc-tag';

interface EpcInput {
  readonly energyPerformance?: number | null;
  readonly epcLabel?: string | null;
  readonly zip?: string | null;
  readonly countryId?: number | null;
}

/** What a listing's EPC shows: the label text, its colour (none abroad), the score, the Flemish renovation notice. */
export interface ListingEpc {
  readonly text: string | null;
  readonly color: string | null;
  readonly value: number | null;
  readonly label: EpcLabel | null;
}

/** Belgian unless the feed names another country: the agency's listings are at the Belgian coast. */
const isBelgian = (countryId: number | null | undefined) => countryId === null || countryId === undefined || countryFromId(countryId) === 'belgium';

/** Colour of a label of another country's scheme: neutral, since the Belgian colours would not mean the same. */
const FOREIGN_LABEL_COLOR = '#4a4f57';

/**
 * The EPC of a listing. Belgian listings: the class and colour of @coast/domain's regional scales.
 * Abroad (Luxembourg's energy passport...): the label text as the feed gives it, no Belgian scale, no
 * Flemish notice. Nothing to show: null.
 */
export function listingEpc(p: EpcInput): ListingEpc | null {
  if (isBelgian(p.countryId)) {
    const label = epcLabel({ value: p.energyPerformance, labelText: p.epcLabel, postcode: p.zip, countryId: p.countryId });
    return label ? { text: label.text, color: label.color, value: label.value, label } : null;
  }
  const text = p.epcLabel?.trim() || null;
  const value = parseEnergyValue(p.energyPerformance);
  return text || value !== null ? { text, color: text ? FOREIGN_LABEL_COLOR : null, value, label: null } : null;
}

/** The Flemish renovation notice of a listing's EPC, when its label asks for one. */
export function epcNotice(epc: ListingEpc | null, locale: Locale): string | null {
  return epc?.label ? renovationNotice(epc.label.class, locale, epc.label.region) : null;
}

/** The label as shown: colours and text; none when the listing shows no coloured label. */
export function epcView(listing: EpcInput): EpcView | undefined {
  const epc = listingEpc(listing);
  if (!epc?.text || !epc.color) return undefined;
  const textColor = readableTextColor(epc.color);
  return { text: epc.text, color: epc.color, ...(textColor ? { textColor } : {}) };
}

interface Props {
  readonly listing: EpcInput;
  readonly locale: Locale;
  /** The larger label of the listing's page. */
  readonly detailed?: boolean;
}

/** The EPC label of a listing (colour and letter from @coast/domain; abroad the text as given). */
export function EpcBadge({ listing, locale, detailed = false }: Props) {
  const epc = epcView(listing);
  return epc ? <EpcTag epc={epc} hiddenLabel={t(locale, 'epcLabel')} detailed={detailed} /> : null;
}
