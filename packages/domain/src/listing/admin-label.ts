import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { ELLIPSIS } from '../text/limits';
import { truncateText } from '../text/truncate';
import { listingHeading, type ListingHeadingInput } from './heading';

/** The fields a listing's admin label is made of. */
export interface ListingLabelInput extends ListingHeadingInput {
  readonly cityName?: string | null;
}

/** Fields whose change changes the label (the CMS keeps the label when one of them is written). */
export const LISTING_LABEL_SOURCES = ['externalId', 'typeDescription', 'mainTypeName', 'title', 'language', 'cityName'] as const;

/**
 * How staff tell listings apart in the admin (lists, relation pickers): its reference first, so a
 * listing is found by it, then its heading and town in the feed's language: "4512001 · Penthouse · Oostende".
 */
export function listingAdminLabel(p: ListingLabelInput): string {
  const locale: Locale = p.language === 'fr' || p.language === 'en' || p.language === 'de' ? p.language : DEFAULT_LOCALE;
  const named = [p.typeDescription, p.mainTypeName, p.title].some((t) => typeof t === 'string' && t.trim() !== '');
  const reference = String(p.externalId);
  const city = p.cityName?.trim() ?? '';
  // A string field holds 255 characters: a long type description is cut, the reference and town always fit.
  const room = ADMIN_LABEL_MAX - reference.length - city.length - 2 * SEPARATOR.length;
  const heading = named && room > ELLIPSIS.length ? truncateText(listingHeading(p, locale), room - ELLIPSIS.length) : '';
  const label = [reference, heading, city].filter(Boolean).join(SEPARATOR);
  // A town name past the room left (a feed error) is cut too.
  return label.length <= ADMIN_LABEL_MAX ? label : truncateText(label, ADMIN_LABEL_MAX - ELLIPSIS.length);
}

const ADMIN_LABEL_MAX = 255;
const SEPARATOR = ' · ';
