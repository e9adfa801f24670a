import { formatEuro, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { listingTexts } from './texts';

/** A count worth showing: a positive number ('0 showers' says nothing a visitor needs). */
export const count = (value: number | null | undefined): string | null => (value && value > 0 ? String(value) : null);

/** A length or area with a decimal comma where it has decimals (Belgian style; English too, as prices). */
const decimal = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ','));

export const area = (locale: Locale, value: number | null | undefined): string | null =>
  value && value > 0 ? t(locale, 'squareMetres', decimal(value)) : null;

export const metres = (locale: Locale, value: number | null | undefined): string | null =>
  value && value > 0 ? listingTexts(locale, 'metres', decimal(value)) : null;

export const euro = (locale: Locale, value: number | null | undefined): string | null =>
  typeof value === 'number' && value > 0 ? formatEuro(value, locale) : null;

export const yesNo = (locale: Locale, value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : t(locale, value ? 'yes' : 'no');

export const year = (value: number | null | undefined): string | null => (value && value > 0 ? String(value) : null);
