import type { Core } from '@strapi/strapi';
import { sweepUnreferencedDocuments } from '../uploads/storage';
import { eraseExpiredSubmissions, retentionMonths } from './erase-expired';

export const RETENTION_EVERY_MS = 6 * 60 * 60_000;
const FIRST_AFTER_MS = 60_000;
/** The last run's time, in Strapi's core store (no content type of its own: nobody edits it). */
const CORE_STORE = 'strapi::core-store';
const LAST_RUN_KEY = 'coast_retention_last_run';

let timers: NodeJS.Timeout[] = [];

/**
 * Several CMS instances on one database each run the retention timer: the first to move the stored last
 * run time (read more than half a period old) claims this run, with an UPDATE conditional on the value it
 * read; the others find it moved and skip. The very first run (no row yet) may happen on two instances at
 * once, which erasing tolerates (it only deletes what is due).
 */
export async function claimRetentionRun(strapi: Core.Strapi, everyMs = RETENTION_EVERY_MS, now = new Date()): Promise<boolean> {
  const store = strapi.db.query(CORE_STORE);
  const value = JSON.stringify(now.toISOString());
  const row: { id: number; value: string | null } | null = await store.findOne({
    where: { key: LAST_RUN_KEY },
    select: ['id', 'value'],
    orderBy: { id: 'asc' },
  });
  if (!row) {
    await store.create({ data: { key: LAST_RUN_KEY, value, type: 'string', environment: null, tag: null } });
    return true;
  }
  const last = (() => {
    try {
      return Date.parse(JSON.parse(row.value ?? '""'));
    } catch {
      return Number.NaN; // not a time: claimed below like an old one
    }
  })();
  if (Number.isFinite(last) && last > now.getTime() - everyMs / 2) return false;
  const { count } = await store.updateMany({ where: { id: row.id, value: row.value }, data: { value } });
  return count === 1;
}

/** One run of the job, when this instance claims it: what it erased and swept, or null when another instance has this period. */
export async function runRetention(strapi: Core.Strapi, now = new Date()): Promise<{ erased: number; swept: number } | null> {
  if (!(await claimRetentionRun(strapi, RETENTION_EVERY_MS, now))) return null;
  const erased = await eraseExpiredSubmissions(strapi, now);
  if (erased) strapi.log.info(`Retention: erased ${erased} request(s) older than ${retentionMonths()} months, with their mails and documents`);
  const swept = await sweepUnreferencedDocuments(strapi);
  if (swept) strapi.log.info(`Retention: deleted ${swept} document file(s) no request names any more`);
  return { erased, swept };
}

/**
 * Runs the retention job a minute after start and every six hours, once per period across all CMS
 * instances on the database (claimRetentionRun). FORMS_RETENTION_MONTHS sets the retention period.
 */
export function scheduleRetention(strapi: Core.Strapi) {
  if (timers.length) return;
  const run = () => runRetention(strapi).catch((error: unknown) => strapi.log.error(`Retention: ${(error as Error)?.message ?? error}`));
  timers = [setTimeout(run, FIRST_AFTER_MS).unref(), setInterval(run, RETENTION_EVERY_MS).unref()];
}

export function stopRetention() {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
}
