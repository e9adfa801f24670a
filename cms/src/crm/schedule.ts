import type { Core } from '@strapi/strapi';
import { downloadPictures } from '../feed/pictures';
import { crmClient } from './client';
import { claimScheduledSync } from './schedule-claim';
import { crmSettings } from './settings';
import { syncFromCrm, type CrmSyncReport } from './sync';

let timer: NodeJS.Timeout | null = null;
let running: Promise<CrmSyncReport> | null = null;

export const crmSyncRunning = () => running !== null;

/** One sync at a time in this process: a sync still running when the next is due is not doubled. */
export function runCrmSync(strapi: Core.Strapi, options: { full?: boolean; force?: boolean } = {}) {
  const settings = crmSettings();
  if (!settings) throw new Error('The CRM link is not configured (CRM_BASE_URL, CRM_CUSTOMER_NAME, CRM_CUSTOMER_PASSWORD)');
  if (running) return running;
  running = syncFromCrm(strapi, { client: crmClient(settings), settings, pictures: downloadPictures, ...options }).finally(() => (running = null));
  return running;
}

/**
 * Syncs with the CRM every CRM_SYNC_MINUTES, on one CMS instance at a time (off when 0 or unset, the default, and when the link is not
 * configured). A failure is logged and recorded for staff; the next run tries again.
 */
export function scheduleCrmSync(strapi: Core.Strapi) {
  const settings = crmSettings();
  if (!settings || settings.syncMinutes === 0 || timer) return;
  const every = settings.syncMinutes * 60_000;
  const run = async () => {
    // One instance per period syncs (several CMS instances on one database: crm/schedule-claim.ts).
    if (!(await claimScheduledSync(strapi, every).catch(() => false))) return;
    await runCrmSync(strapi).then(
      (report) =>
        strapi.log.info(
          `CRM sync: ${JSON.stringify({
            created: report.created,
            updated: report.updated,
            removed: report.removed,
            failed: report.failed.length,
            projects: {
              created: report.projects.created,
              updated: report.projects.updated,
              removed: report.projects.removed,
              failed: report.projects.failed.length,
            },
          })}`,
        ),
      (error: unknown) => strapi.log.error(`CRM sync: ${(error as Error)?.message ?? error}`),
    );
  };
  timer = setInterval(run, every).unref();
}

export function stopCrmSync() {
  if (timer) clearInterval(timer);
  timer = null;
}
