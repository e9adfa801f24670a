/** A Belgian number's national digits ('059278450'), from the national, +32 or 0032 form (or a tel: link); else null. */
export function belgianNationalDigits(phone: string): string | null {
  const trimmed = phone.trim().replace(/^tel:/i, '');
  const digits = trimmed.replace(/\D/g, '');
  const national = trimmed.startsWith('+32') ? `0${digits.slice(2)}` : digits.startsWith('0032') ? `0${digits.slice(4)}` : digits;
  return /^0\d{8,9}$/.test(national) ? national : null;
}
