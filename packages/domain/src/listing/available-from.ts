import type { Localized } from '../i18n/localized';
import type { Locale } from '../i18n/locales';
import { formatDate } from '../text/format-date';

/**
 * When the buyer or tenant can move in, by the feed's FreeAvailable code (Omnicasa: 1 at the deed ...
 * 7 at a date, given in FreeAvailableDate). Stored by name; 'atDate' needs the date.
 */
export const AVAILABLE_FROM_CODES = {
  atDeed: 1,
  afterWorks: 2,
  byAgreement: 3,
  atSaleAgreement: 4,
  immediately: 5,
  subjectToLease: 6,
  atDate: 7,
} as const;

export type AvailableFrom = keyof typeof AVAILABLE_FROM_CODES;
export const AVAILABLE_FROM_VALUES = Object.keys(AVAILABLE_FROM_CODES) as readonly AvailableFrom[];

const v = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

const NAMES: Readonly<Record<Exclude<AvailableFrom, 'atDate'>, Localized>> = {
  atDeed: v('Bij akte', "À l'acte", 'On signing the deed', 'Bei Beurkundung'),
  afterWorks: v('Na de werken', 'Après travaux', 'After the works', 'Nach Abschluss der Arbeiten'),
  byAgreement: v('In overleg', 'À convenir', 'To be agreed', 'Nach Vereinbarung'),
  atSaleAgreement: v('Bij compromis', 'À la signature du compromis', 'On signing the sale agreement', 'Bei Unterzeichnung des Vorvertrags'),
  immediately: v('Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'),
  subjectToLease: v(
    'Mits respect van de huurovereenkomst',
    'Moyennant respect du bail en cours',
    'Subject to the current lease',
    'Unter Wahrung des laufenden Mietvertrags',
  ),
};

const FROM_DATE: Localized = v('Vanaf {0}', 'À partir du {0}', 'From {0}', 'Ab {0}');

/** The name of a feed's FreeAvailable code; an unknown code: null. */
export function parseAvailableFrom(value: unknown): AvailableFrom | null {
  const code = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  const found = (Object.entries(AVAILABLE_FROM_CODES) as [AvailableFrom, number][]).find(([, c]) => c === code);
  return found ? found[0] : null;
}

/**
 * 'In overleg', 'Vanaf 1-3-2027' ...: the move-in line in a site language. A date given with another
 * kind is left out (the kind says it); 'atDate' without a date, or a date alone, says the date only
 * when there is one. Nothing known: null.
 */
export function availableFromText(kind: string | null | undefined, date: string | null | undefined, locale: Locale): string | null {
  const day = date ? formatDate(date) : '';
  if (kind && kind !== 'atDate' && kind in NAMES) return NAMES[kind as keyof typeof NAMES][locale];
  return day ? FROM_DATE[locale].replace('{0}', day) : null;
}
