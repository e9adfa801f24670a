import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
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
  return [String(p.externalId), named ? listingHeading(p, locale) : '', p.cityName?.trim()].filter(Boolean).join(' · ');
}
