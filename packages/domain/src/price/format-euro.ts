import type { Locale } from '../i18n/locales';

interface EuroStyle {
  readonly group: string;
  readonly decimal: string;
  /** Where the sign goes, with its non-breaking space. */
  readonly prefix: string;
  readonly suffix: string;
}

/**
 * Belgian conventions per language, character for character what Intl gives for nl-BE, fr-BE and de-BE
 * ('€ 245.000', '245 000 €', '245.000 €'). English uses the Belgian (nl-BE) style rather than en-BE's
 * '€245,000', because the site shows Belgian prices. Written by hand rather than with Intl so the server
 * and every browser print the same string (no hydration mismatch across ICU versions).
 * Spaces are non-breaking (fr groups with U+202F, as Intl does) so a price never wraps.
 */
const STYLES: Readonly<Record<Locale, EuroStyle>> = {
  nl: { group: '.', decimal: ',', prefix: '€\u00a0', suffix: '' },
  en: { group: '.', decimal: ',', prefix: '€\u00a0', suffix: '' },
  fr: { group: '\u202f', decimal: ',', prefix: '', suffix: '\u00a0€' },
  de: { group: '.', decimal: ',', prefix: '', suffix: '\u00a0€' },
};

/**
 * An amount in euro, Belgian style. Whole amounts show no decimals ('€ 245.000'); an amount with cents
 * shows two ('€ 1.245,50'). Not a finite number: null (the caller decides what the visitor sees).
 */
export function formatEuro(amount: number, locale: Locale): string | null {
  const number = formatAmount(amount, locale);
  if (number === null) return null;
  const style = STYLES[locale];
  return `${style.prefix}${number}${style.suffix}`;
}

/** The number of an amount in Belgian style, without the euro sign ('2.400', '2 400' in French): for texts that say "euro" themselves. */
export function formatAmount(amount: number, locale: Locale): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const style = STYLES[locale];
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const number = fraction === 0 ? grouped : `${grouped}${style.decimal}${String(fraction).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${number}`;
}
