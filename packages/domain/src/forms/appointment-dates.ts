import { AGENCY_TIME_ZONE } from '../text/format-date';

/**
 * How far ahead a visit can be booked. A rent listing is usually let within a few weeks, and staff set one
 * capacity per slot rather than keeping a calendar: 60 days covers any realistic visit and keeps the
 * bookings staff must honour within the period they plan for (a listing let in the meantime leaves few
 * bookings to cancel).
 */
export const APPOINTMENT_HORIZON_DAYS = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in Belgium as 'YYYY-MM-DD' (the agency's day, whatever the server's or the browser's zone). */
export function agencyToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** A calendar day `days` after (or before) an ISO day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The first and last day a visit can be booked on: tomorrow (never today: staff need the notice) to the horizon. */
export function appointmentDateRange(now: Date = new Date()): { readonly first: string; readonly last: string } {
  const today = agencyToday(now);
  return { first: addDays(today, 1), last: addDays(today, APPOINTMENT_HORIZON_DAYS) };
}

/** Why a day cannot be booked ('dateTooEarly': today or before, 'dateTooLate': past the horizon), or null. */
export function appointmentDateProblem(isoDate: string, now: Date = new Date()): 'dateTooEarly' | 'dateTooLate' | null {
  const { first, last } = appointmentDateRange(now);
  if (isoDate < first) return 'dateTooEarly';
  if (isoDate > last) return 'dateTooLate';
  return null;
}
