import type { Core } from '@strapi/strapi';

const CRM_SYNC = 'api::crm-sync.crm-sync';

/**
 * Several CMS instances on one database each run the CRM schedule: the first to move the sync state's
 * last run time past half a period claims this run with one conditional UPDATE, and only it syncs; the
 * others find the time just moved and skip. Before the first sync ever (no state row) there is nothing to
 * claim: that one run may happen twice, which a sync tolerates (it only writes what the CRM says).
 */
export async function claimScheduledSync(strapi: Core.Strapi, everyMs: number, now = new Date()): Promise<boolean> {
  const row: { id: number } | null = await strapi.db.query(CRM_SYNC).findOne({ select: ['id'] });
  if (!row) return true;
  const { count } = await strapi.db.query(CRM_SYNC).updateMany({
    where: { id: row.id, $or: [{ lastRunAt: { $null: true } }, { lastRunAt: { $lt: new Date(now.getTime() - everyMs / 2) } }] },
    data: { lastRunAt: now },
  });
  return count === 1;
}
