import type { Locale } from '../i18n/locales';

/** The agency's time zone: a date is the day it is in Belgium, on the server and in any browser. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

export interface FormatDateOptions {
  readonly timeZone?: string;
}

interface CalendarDay {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

/**
 * The calendar day of a Date, a timestamp or an ISO string, in Belgium (or `timeZone`); a plain date
 * ('2026-03-05') is taken as that day whatever the time zone. Invalid input gives null.
 */
function calendarDay(value: Date | string | number | null | undefined, timeZone = AGENCY_TIME_ZONE): CalendarDay | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (plain) {
      const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
      return { day, month, year };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { day: part('day'), month: part('month'), year: part('year') };
  } catch {
    // A runtime without time-zone data: UTC is the best shared answer.
    return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
  }
}

/**
 * Day-month-year without padding: 5 March 2026 → '5-3-2026'. Takes a Date, a
 * timestamp or an ISO string; a plain date ('2026-03-05') is taken as that calendar day whatever the
 * time zone. Invalid input gives '' (never 'NaN-NaN-NaN').
 */
export function formatDate(value: Date | string | number | null | undefined, options: FormatDateOptions = {}): string {
  const d = calendarDay(value, options.timeZone);
  return d ? `${d.day}-${d.month}-${d.year}` : '';
}

/**
 * A date as Belgians write it in each language, numeric and unpadded: '5/3/2026' in Dutch, French and
 * English, '5.3.2026' in German; with `year: false` (a graph's axis, a short list) '5/3' and '5.3.'.
 * The day is Belgium's, as in formatDate; invalid input gives ''.
 */
export function formatLocalDate(value: Date | string | number | null | undefined, locale: Locale, { year = true }: { readonly year?: boolean } = {}): string {
  const d = calendarDay(value);
  if (!d) return '';
  if (locale === 'de') return year ? `${d.day}.${d.month}.${d.year}` : `${d.day}.${d.month}.`;
  return year ? `${d.day}/${d.month}/${d.year}` : `${d.day}/${d.month}`;
}
