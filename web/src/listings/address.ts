import { COUNTRY_NAMES, boxNumber, countryFromId, feedValue, type FeedText, type Locale } from '@coast/domain';
import { t } from '@/i18n';

interface AddressInput {
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly boxNr?: string | null;
  readonly zip?: string | null;
  readonly cityName?: string | null;
  readonly publishAddress?: boolean | null;
}

interface CountryInput {
  readonly countryId?: number | null;
  readonly countryName?: string | null;
}

/** 'Zevekotestraat 14 bus 2', or null when the listing hides its address (PublishAddress 0) or has none. */
export function streetLine(p: AddressInput, locale: Locale): string | null {
  if (p.publishAddress === false || !p.street) return null;
  const boxNr = boxNumber(p.boxNr);
  const box = boxNr ? ` ${t(locale, 'addressBox', boxNr)}` : '';
  return `${p.street}${p.houseNumber ? ` ${p.houseNumber}` : ''}${box}`;
}

/** '8470 Gistel': always shown, also when the street is hidden. */
export function townLine(p: AddressInput): string {
  return [p.zip, p.cityName].filter(Boolean).join(' ');
}

/**
 * The country of a listing abroad ('Luxembourg'), in the page language; null for a Belgian listing or
 * one whose country is unknown (the agency's listings are Belgian unless the feed says otherwise).
 */
export function foreignCountry(p: CountryInput, locale: Locale): FeedText | null {
  const country = countryFromId(p.countryId);
  if (country === 'belgium') return null;
  if (country) return { text: COUNTRY_NAMES[locale][country], lang: locale };
  // An id this agency does not use: the feed's own country name, unless it names Belgium.
  if (!p.countryName || isBelgium(p.countryName)) return null;
  return feedValue(p.countryName, locale);
}

const isBelgium = (name: string) => Object.values(COUNTRY_NAMES).some((names) => names.belgium.toLowerCase() === name.trim().toLowerCase());

/** '9530 Wiltz, Luxembourg' for a listing abroad (so its postcode does not read as a Belgian one), else the town line. */
export function placeLine(p: AddressInput & CountryInput, locale: Locale): string {
  const country = foreignCountry(p, locale);
  return country ? `${townLine(p)}, ${country.text}` : townLine(p);
}
