import { AGENCY_TIME_ZONE } from './format-date';

/** A day and time of day as a clock in Belgium shows them: '2026-12-03' and '14:30'. */
export interface AgencyWallTime {
  readonly date: string;
  readonly time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What a clock in Belgium shows at an instant. */
function wallClock(instant: number): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.formatToParts(new Date(instant)).find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

/** The instant at which Belgian clocks show a day and time ('2026-12-03', '14:30' or '14:30:00.000'); null when malformed. */
export function agencyInstant(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wanted = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(wanted)) return null;
  // Belgium is one or two hours ahead of UTC: correct by the offset the clock shows, twice around a change of hour.
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) {
    const c = wallClock(instant);
    instant += wanted - Date.UTC(c.y, c.m - 1, c.d, c.h, c.mi, c.s);
  }
  return new Date(instant);
}

/** The Belgian day and time of day ('14:30') of an instant; null when it is not one. */
export function agencyWallTime(value: string | Date): AgencyWallTime | null {
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return null;
  const c = wallClock(instant);
  return { date: `${c.y}-${pad(c.m)}-${pad(c.d)}`, time: `${pad(c.h)}:${pad(c.mi)}` };
}
