import type { Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import { parseFeedCode } from './feed-code';

/** The feed's CountryID values seen for this agency. */
export const COUNTRY_IDS = { belgium: 10, luxembourg: 50, france: 33 } as const;

export type Country = keyof typeof COUNTRY_IDS;

export const COUNTRY_NAMES: Localized<Readonly<Record<Country, string>>> = {
  nl: { belgium: 'België', luxembourg: 'Luxemburg', france: 'Frankrijk' },
  fr: { belgium: 'Belgique', luxembourg: 'Luxembourg', france: 'France' },
  en: { belgium: 'Belgium', luxembourg: 'Luxembourg', france: 'France' },
  de: { belgium: 'Belgien', luxembourg: 'Luxemburg', france: 'Frankreich' },
};

export function countryFromId(id: unknown): Country | null {
  const code = parseFeedCode(id);
  const entry = Object.entries(COUNTRY_IDS).find(([, c]) => c === code);
  return entry ? (entry[0] as Country) : null;
}

/** The country's name in a language; null for an id this agency does not use (show the feed's CountryName). */
export function countryName(id: unknown, locale: Locale): string | null {
  const country = countryFromId(id);
  return country ? COUNTRY_NAMES[locale][country] : null;
}
