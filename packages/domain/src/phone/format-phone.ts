import { belgianNationalDigits } from './belgian-number';

/**
 * Groups a phone number for display. Only digits count: 10 digits → 4-2-2-2
 * ('0478 12 34 56'), 9 digits → 3-2-2-2 ('059 12 34 56'); anything else (international '+32 …',
 * short numbers) is returned unchanged, since guessing its grouping could mislead.
 */
export function formatPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined) return '';
  const original = String(phone);
  const digits = original.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9) return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return original;
}

/**
 * The one tel: link of a number, on every page whatever its language, and anywhere else a link is made:
 * international E.164 ('tel:+3259278450'), which dials from abroad as well as from Belgium. A Belgian
 * number in any form (national, +32, 0032, a tel: link) gets the country code in place of its trunk 0;
 * a number with + or 00 keeps its own country code; anything else (short numbers: 112) its digits.
 */
export function phoneHref(phone: string | null | undefined): string {
  if (typeof phone !== 'string') return '';
  const trimmed = phone.trim().replace(/^tel:/i, '');
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  const belgian = belgianNationalDigits(trimmed);
  if (belgian) return `tel:+32${belgian.slice(1)}`;
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:${digits}`;
}
