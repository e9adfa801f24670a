import type { Locale } from '../i18n/locales';
import { belgianNationalDigits } from './belgian-number';
import { formatPhone } from './format-phone';

/**
 * Which way a language's pages write Belgian numbers. Dutch and French readers call from Belgium and
 * know the national form; English and German readers often call from abroad and need the country code.
 */
export const PHONE_STYLE_OF_LOCALE: Readonly<Record<Locale, 'national' | 'international'>> = {
  nl: 'national',
  fr: 'national',
  en: 'international',
  de: 'international',
};

/**
 * The one way a phone number is shown on a page of this language (every place: top bar, footer,
 * contact card, team, agent, brochure). A Belgian number is grouped by the spec's rule (10 digits
 * 4-2-2-2, 9 digits 3-2-2-2: '059 27 84 50'); in English and German it is written with the country
 * code and without the trunk 0, grouped the same way ('+32 59 27 84 50', '+32 478 12 34 56').
 * Anything else (foreign, short numbers) follows `formatPhone`: unchanged.
 */
export function displayPhone(phone: string | number | null | undefined, locale: Locale): string {
  if (phone === null || phone === undefined) return '';
  const national = belgianNationalDigits(String(phone));
  if (!national) return formatPhone(phone);
  const grouped = formatPhone(national);
  return PHONE_STYLE_OF_LOCALE[locale] === 'national' ? grouped : `+32 ${grouped.slice(1)}`;
}

/** Whether a text is only a phone number (digits and the usual separators), so it can be shown in the page's form. */
export function isPhoneText(text: string): boolean {
  return /^\+?[\d\s./()-]{6,}$/.test(text.trim()) && /\d{2}/.test(text);
}
