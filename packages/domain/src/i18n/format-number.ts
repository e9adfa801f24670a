import type { Locale } from './locales';

interface NumberStyle {
  readonly group: string;
  readonly decimal: string;
}

/**
 * Each language's number format, character for character what Intl gives for nl-BE, fr-BE, de-BE and
 * en-GB ('1.917', '1 917' with a narrow no-break space, '1.917', '1,917'). Written by hand so the server
 * and every browser print the same string. Euro amounts keep their own Belgian style (price/format-euro.ts).
 */
const STYLES: Readonly<Record<Locale, NumberStyle>> = {
  nl: { group: '.', decimal: ',' },
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/**
 * A count, area or length in the language's format: thousands grouped, at most `decimals` decimals
 * (trailing zeros dropped: 85.5 → '85,5', 85 → '85'). Not a finite number: null.
 */
export function formatNumber(value: number, locale: Locale, decimals = 1): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const style = STYLES[locale];
  const factor = 10 ** Math.max(0, Math.floor(decimals));
  const scaled = Math.round(Math.abs(value) * factor);
  const whole = Math.floor(scaled / factor);
  const fraction =
    factor > 1
      ? String(scaled % factor)
          .padStart(String(factor).length - 1, '0')
          .replace(/0+$/, '')
      : '';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${style.decimal}${fraction}` : ''}`;
}
