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

/** A number for a tel: link: digits, with a leading '+' kept. */
export function phoneHref(phone: string | null | undefined): string {
  if (typeof phone !== 'string') return '';
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return digits === '' ? '' : `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
