import { formatEuro, formatNumber, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { listingTexts } from './texts';

/** A number in the language's format ('1.917', '1 917', '1,917'; '85,5' / '85.5'). */
export const number = (locale: Locale, value: number): string => formatNumber(value, locale) ?? String(value);

/** A count worth showing: a positive number ('0 showers' says nothing a visitor needs). */
export const count = (value: number | null | undefined): string | null => (value && value > 0 ? String(value) : null);

export const area = (locale: Locale, value: number | null | undefined): string | null =>
  value && value > 0 ? t(locale, 'squareMetres', number(locale, value)) : null;

export const metres = (locale: Locale, value: number | null | undefined): string | null =>
  value && value > 0 ? listingTexts(locale, 'metres', number(locale, value)) : null;

export const euro = (locale: Locale, value: number | null | undefined): string | null =>
  typeof value === 'number' && value > 0 ? formatEuro(value, locale) : null;

export const yesNo = (locale: Locale, value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : t(locale, value ? 'yes' : 'no');

export const year = (value: number | null | undefined): string | null => (value && value > 0 ? String(value) : null);
