/**
 * Form inputs arrive as strings (react-hook-form, FormData) or as JSON values (the server). These
 * helpers turn them into what the schemas check; '' and blanks become undefined ("not filled in").
 */

const blank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A number typed by a Belgian visitor: '245000', '245.000', '245 000', '€ 245.000,50', '1250,5'.
 * A dot followed by exactly three digits is a thousands separator ('245.000' is 245000, not 245);
 * a comma is the decimal mark. Unreadable text gives NaN, so the schema can say "not a number".
 */
export function parseNumberInput(value: unknown): number | undefined {
  if (blank(value)) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.replace(/[€\s\u00a0\u202f]/g, '').replace(/^eur/i, '');
  if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+(?:,\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return Number.NaN;
}

/** A checkbox or yes/no value: true, 'true', 'on', '1', 'yes' / false, 'false', 'off', '0', 'no'. */
export function parseBooleanInput(value: unknown): unknown {
  if (blank(value)) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', 'on', '1', 'yes', 'ja', 'oui', 'y'].includes(text)) return true;
    if (['false', 'off', '0', 'no', 'nee', 'non', 'n'].includes(text)) return false;
  }
  return value; // left for the schema to reject
}

/** A multi-choice value as a list: one string becomes [string]; nothing chosen becomes []. */
export function parseListInput(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !blank(item));
  if (value === false || blank(value)) return [];
  if (typeof value === 'string' || typeof value === 'number') return [value];
  return value;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A complete calendar date as 'YYYY-MM-DD': from a date input ('2026-03-05') or typed day-month-year
 * ('5-3-2026', '05/03/2026', '5.3.2026'). Incomplete or impossible dates (31-2-2026) give null.
 */
export function parseDateInput(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) parts = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  if (!parts || !isCalendarDate(...parts)) return null;
  const [year, month, day] = parts;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A phone number: phone characters only (+, digits, spaces, . / ( ) -) and 9 to 15 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s./()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

/** Postcodes of the countries this agency serves: 4 digits (BE, LU, optionally 'L-'), 5 digits (FR). */
export function isValidZip(value: string): boolean {
  return /^(?:[A-Za-z]{1,2}[- ]?)?\d{4,5}$/.test(value.trim());
}
