import type { Locale } from '../i18n/locales';
import { displayPhone } from './display-phone';

/**
 * A phone number as a visitor typed it in a form, written the way the site writes numbers, for the
 * mails that repeat it. A Belgian number (national, +32, 0032, with or without a '(0)') is shown by
 * `displayPhone` in the mail's language; a foreign one keeps its country code and the visitor's own
 * groups (its grouping cannot be guessed), written with '+' and spaces; anything else is only trimmed.
 */
export function displayTypedPhone(typed: string | null | undefined, locale: Locale): string {
  const text = (typed ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return '';
  // '+32 (0)478 …': the trunk 0 in brackets is not dialled after a country code.
  const cleaned = text.replace(/\(\s*0\s*\)/g, ' ');
  const international = cleaned.startsWith('+') ? cleaned.slice(1) : cleaned.startsWith('00') ? cleaned.slice(2) : null;
  if (international === null) {
    const digits = cleaned.replace(/\D/g, '');
    return /^0\d{8,9}$/.test(digits) ? displayPhone(digits, locale) : text;
  }
  const digits = international.replace(/\D/g, '');
  if (/^32\d{8,9}$/.test(digits)) return displayPhone(`+${digits}`, locale);
  return /^\d{6,15}$/.test(digits) ? `+${international.replace(/\D+/g, ' ').trim()}` : text;
}
