import type { Core } from '@strapi/strapi';
import type { ImportReport } from '../feed/import-feed';

/** What staff see of the CRM sync (and where the next incremental sync starts). */
export interface CrmSyncState {
  /** When the last sync started and how it ended. */
  readonly lastRunAt: string | null;
  readonly lastResult: 'ok' | 'failed' | 'refused' | null;
  /** The reason of the last failure or refusal, as the report says it (never a credential). */
  readonly lastError: string | null;
  readonly lastReport: ImportReport | null;
  /** The start of the last successful sync: the next one asks the CRM for the changes since then. */
  readonly changeSince: string | null;
}

const EMPTY: CrmSyncState = { lastRunAt: null, lastResult: null, lastError: null, lastReport: null, changeSince: null };

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'crm', key: 'sync' });

export async function readSyncState(strapi: Core.Strapi): Promise<CrmSyncState> {
  const stored = (await store(strapi).get({})) as Partial<CrmSyncState> | null;
  return { ...EMPTY, ...(stored ?? {}) };
}

export async function writeSyncState(strapi: Core.Strapi, state: CrmSyncState): Promise<void> {
  await store(strapi).set({ value: state });
}
