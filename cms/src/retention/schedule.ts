import type { Core } from '@strapi/strapi';
import { sweepUnreferencedDocuments } from '../uploads/storage';
import { eraseExpiredSubmissions, retentionMonths } from './erase-expired';

const EVERY_MS = 6 * 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

let timers: NodeJS.Timeout[] = [];

/**
 * Runs the retention job a minute after start and every six hours (in every CMS process: erasing is
 * idempotent, so two instances doing it at once do no harm). FORMS_RETENTION_MONTHS sets the period.
 */
export function scheduleRetention(strapi: Core.Strapi) {
  if (timers.length) return;
  const run = () =>
    eraseExpiredSubmissions(strapi)
      .then(async (count) => {
        if (count) strapi.log.info(`Retention: erased ${count} request(s) older than ${retentionMonths()} months, with their mails and documents`);
        const swept = await sweepUnreferencedDocuments(strapi);
        if (swept) strapi.log.info(`Retention: deleted ${swept} document file(s) no request names any more`);
      })
      .catch((error: unknown) => strapi.log.error(`Retention: ${(error as Error)?.message ?? error}`));
  timers = [setTimeout(run, FIRST_AFTER_MS).unref(), setInterval(run, EVERY_MS).unref()];
}

export function stopRetention() {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
}
