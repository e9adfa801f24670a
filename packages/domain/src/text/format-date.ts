/** The agency's time zone: a date is the day it is in Belgium, on the server and in any browser. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

export interface FormatDateOptions {
  readonly timeZone?: string;
}

function dayMonthYear(day: number, month: number, year: number): string {
  return `${day}-${month}-${year}`;
}

/**
 * Day-month-year without padding: 5 March 2026 → '5-3-2026'. Takes a Date, a
 * timestamp or an ISO string; a plain date ('2026-03-05') is taken as that calendar day whatever the
 * time zone. Invalid input gives '' (never 'NaN-NaN-NaN').
 */
export function formatDate(value: Date | string | number | null | undefined, options: FormatDateOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (plain) {
      const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return '';
      return dayMonthYear(day, month, year);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: options.timeZone ?? AGENCY_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return dayMonthYear(part('day'), part('month'), part('year'));
  } catch {
    // A runtime without time-zone data: UTC is the best shared answer.
    return dayMonthYear(date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear());
  }
}
