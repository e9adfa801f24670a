import type { Core } from '@strapi/strapi';
import { sendDueAlerts } from './dispatch';
import { eraseRegistrations } from './manage';
import { REGISTRATIONS } from './register';
import { retentionCutoff, retentionMonths } from '../retention/erase-expired';

/** An unconfirmed registration is deleted after this long (its confirmation link stops working then too). */
export const UNCONFIRMED_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Deletes the registrations never confirmed within 7 days, with their request and mails; returns how many. */
export async function purgeUnconfirmed(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const stale: Array<{ id: number; submission?: { documentId: string } | null }> = await strapi.db.query(REGISTRATIONS).findMany({
    where: { state: 'unconfirmed', createdAt: { $lt: new Date(now.getTime() - UNCONFIRMED_KEEP_MS) } },
    select: ['id'],
    populate: { submission: { select: ['documentId'] } },
    limit: 1000,
  });
  await eraseRegistrations(
    strapi,
    stale.map((r) => ({ id: r.id, submissionId: r.submission?.documentId ?? null })),
  );
  return stale.length + (stale.length === 1000 ? await purgeUnconfirmed(strapi, now) : 0);
}

/**
 * Deletes the registrations unsubscribed longer ago than the forms' retention period
 * (FORMS_RETENTION_MONTHS), with their request and mails: staff see them meanwhile, then they go.
 */
export async function purgeUnsubscribed(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const old: Array<{ id: number; submission?: { documentId: string } | null }> = await strapi.db.query(REGISTRATIONS).findMany({
    where: { state: 'unsubscribed', unsubscribedAt: { $lt: retentionCutoff(now, retentionMonths()) } },
    select: ['id'],
    populate: { submission: { select: ['documentId'] } },
    limit: 1000,
  });
  await eraseRegistrations(
    strapi,
    old.map((r) => ({ id: r.id, submissionId: r.submission?.documentId ?? null })),
  );
  return old.length;
}

/** One run of the job: the purges, then every alert that is due (the daily and weekly digests, instant leftovers). */
export async function runSearchAlertJob(strapi: Core.Strapi, now = new Date()) {
  const purged = (await purgeUnconfirmed(strapi, now)) + (await purgeUnsubscribed(strapi, now));
  const mailed = await sendDueAlerts(strapi, { now });
  return { purged, mailed };
}

let timer: NodeJS.Timeout | null = null;

/**
 * Runs the job every SEARCH_ALERT_JOB_MINUTES (default 15) in every CMS process: both steps are safe to
 * run at once on several instances (deletes are idempotent, a mail claims its registration first).
 */
export function scheduleSearchAlerts(strapi: Core.Strapi) {
  if (timer) return;
  const minutes = Number.parseInt(process.env.SEARCH_ALERT_JOB_MINUTES ?? '', 10);
  const every = (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000;
  timer = setInterval(() => {
    runSearchAlertJob(strapi)
      .then(({ purged, mailed }) => {
        if (purged || mailed) strapi.log.info(`Search alerts: ${mailed} mail(s) queued, ${purged} unconfirmed registration(s) deleted`);
      })
      .catch((error: unknown) => strapi.log.error(`Search alerts: ${(error as Error)?.message ?? error}`));
  }, every).unref();
}

export function stopSearchAlerts() {
  if (timer) clearInterval(timer);
  timer = null;
}
