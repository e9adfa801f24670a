import type { Core } from '@strapi/strapi';
import type { ImportReport } from '../feed/import-feed';
import { documentData } from '../typing/documents';
import type { ProjectSyncReport } from './sync-projects';

const CRM_SYNC = 'api::crm-sync.crm-sync';

/** What staff see of the CRM sync (the admin's "CRM sync"), and where the next incremental sync starts. */
export interface CrmSyncState {
  /** When the last sync started and how it ended. */
  readonly lastRunAt: string | null;
  readonly lastResult: 'ok' | 'failed' | 'refused' | null;
  /** The reason of the last failure or refusal, as the report says it (never a credential). */
  readonly lastError: string | null;
  /** The listings' report, with the projects' counts (none in a report from before projects were synced). */
  readonly lastReport: (ImportReport & { projects?: ProjectSyncReport }) | null;
  /** The start of the last successful sync: the next one asks the CRM for the changes since then. */
  readonly changeSince: string | null;
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export async function readSyncState(strapi: Core.Strapi): Promise<CrmSyncState> {
  const row = await strapi.documents(CRM_SYNC).findFirst({});
  return {
    lastRunAt: iso(row?.lastRunAt),
    lastResult: (row?.lastResult as CrmSyncState['lastResult']) ?? null,
    lastError: (row?.lastError as string | null) ?? null,
    lastReport: (row?.lastReport as CrmSyncState['lastReport']) ?? null,
    changeSince: iso(row?.changeSince),
  };
}

export async function writeSyncState(strapi: Core.Strapi, state: CrmSyncState): Promise<void> {
  const data = documentData<typeof CRM_SYNC>({ ...state, lastReport: state.lastReport as never });
  const row = await strapi.documents(CRM_SYNC).findFirst({ fields: ['id'] });
  if (row) await strapi.documents(CRM_SYNC).update({ documentId: row.documentId, data });
  else await strapi.documents(CRM_SYNC).create({ data });
}
