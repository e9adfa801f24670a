import type { Core } from '@strapi/strapi';
import type { Locale } from '@coast/domain';
import { importFeed, type ImportReport } from '../feed/import-feed';
import type { PictureSource } from '../feed/pictures';
import type { CrmClient } from './client';
import { CrmAnswerError } from './crm-error';
import { readEveryPage } from './pages';
import { projectIdOfListing as projectIdOf } from './project-record';
import type { CrmSettings } from './settings';
import { readSyncState, writeSyncState } from './sync-state';
import { syncProjects, type ProjectSyncReport } from './sync-projects';

export interface CrmSyncOptions {
  readonly client: CrmClient;
  readonly settings: CrmSettings;
  readonly pictures: PictureSource;
  /** Read everything, not only the changes since the last sync. */
  readonly full?: boolean;
  /** Past the retire guard (see feed/retire-guard.ts). */
  readonly force?: boolean;
  readonly log?: { info(msg: string): void; warn(msg: string): void };
}

export interface CrmSyncReport extends ImportReport {
  readonly mode: 'full' | 'changes';
  /** The CRM's deleted ids it reported (changes only). */
  readonly deletedInCrm: number;
  readonly languages: Locale[];
  /** The CRM's new-build projects (crm/sync-projects.ts). */
  readonly projects: ProjectSyncReport;
}

type Row = Record<string, unknown>;
const TEXT_FIELDS = ['Title', 'ShortDescription', 'Description'] as const;
/** A project row's texts per language: its description (its name is its own, one in every language). */
const PROJECT_TEXT_FIELDS = ['Description'] as const;

/** Adds each row's texts in `locale` (the given fields) to the texts by row id. */
function collectTexts(texts: Map<unknown, Row[]>, locale: Locale, rows: readonly Row[], fields: readonly string[]): void {
  for (const row of rows) {
    const entry: Row = { Language: locale };
    for (const field of fields) entry[field] = row[field] ?? null;
    texts.set(row.ID, [...(texts.get(row.ID) ?? []), entry]);
  }
}

/** The Dutch rows with their texts in the other languages (`LanguageTexts`, read by the mappers). */
const withTexts = (rows: readonly Row[], texts: ReadonlyMap<unknown, Row[]>): Row[] => rows.map((row) => ({ ...row, LanguageTexts: texts.get(row.ID) ?? [] }));

/** Every page of GetPropertyList in one CRM language. */
function readAllPages(client: CrmClient, settings: CrmSettings, languageId: number, changeSince: string | null): Promise<Row[]> {
  return readEveryPage(client, 'GetPropertyList', settings.pageSize, {
    LanguageId: languageId,
    DescriptionLanguageId: languageId,
    ...(changeSince ? { ChangeSince: changeSince } : {}),
  });
}

/** Every page of GetProjectList (the projects on the web) in one CRM language. */
function readProjectPages(client: CrmClient, settings: CrmSettings, languageId: number): Promise<Row[]> {
  return readEveryPage(client, 'GetProjectList', settings.pageSize, { LanguageId: languageId, DescriptionLanguageId: languageId, IsPublishInternet: true });
}

/** The CRM's deleted ids since the last sync (GetDeletedPropertyIDs, GetDeletedProjectIDs). */
async function deletedIds(client: CrmClient, endpoint: string, changeSince: string): Promise<number[]> {
  const deleted = await client.call(endpoint, { ChangeSince: changeSince });
  if (!Array.isArray(deleted)) throw new CrmAnswerError(`${endpoint}: the value is not a list of ids`);
  return deleted.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Brings the site in line with the CRM: the property list in Dutch (the feed's language),
 * with each listing's title and descriptions read again in the other site languages; after the first
 * sync only the changes since the last one, and the CRM's deleted ids. Every answer is read before
 * anything is written, so a failed answer (Success false, not JSON, an HTTP error, no answer in time)
 * stops the sync with nothing changed and is recorded for staff. The rest is the file import's path:
 * records compared by hash, the retire guard, pictures downloaded once and reused, the same report.
 * The CRM's projects (GetProjectList, in Dutch and again per language for the description) are read with
 * the rest and written after the listings.
 */
export async function syncFromCrm(strapi: Core.Strapi, options: CrmSyncOptions): Promise<CrmSyncReport> {
  const { client, settings } = options;
  const state = await readSyncState(strapi);
  const startedAt = new Date().toISOString();
  const changeSince = options.full ? null : state.changeSince;
  const languages = settings.languageIds.map(([locale]) => locale);
  try {
    const [[, feedLanguageId], ...others] = settings.languageIds as [readonly [Locale, number], ...(readonly [Locale, number])[]];
    const records = await readAllPages(client, settings, feedLanguageId, changeSince);
    const texts = new Map<unknown, Row[]>();
    for (const [locale, languageId] of others) collectTexts(texts, locale, await readAllPages(client, settings, languageId, changeSince), TEXT_FIELDS);
    const retireIds = changeSince ? await deletedIds(client, 'GetDeletedPropertyIDs', changeSince) : [];
    // Projects: the whole list every time (the service takes no ChangeSince for it; they are few), in Dutch,
    // then again in each other language for the description, as for the listings.
    const projectTexts = new Map<unknown, Row[]>();
    const dutchProjects = await readProjectPages(client, settings, feedLanguageId);
    for (const [locale, languageId] of others) collectTexts(projectTexts, locale, await readProjectPages(client, settings, languageId), PROJECT_TEXT_FIELDS);
    const projectRows = withTexts(dutchProjects, projectTexts);
    const projectRetireIds = changeSince ? await deletedIds(client, 'GetDeletedProjectIDs', changeSince) : null;

    const items = withTexts(records, texts);
    const report = await importFeed(
      strapi,
      { GetPropertyListJsonResult: { Items: items } },
      { pictures: options.pictures, force: options.force, log: options.log, ...(changeSince ? { partial: { retireIds } } : {}) },
    );
    // After the listings, so the retire guard's refusal leaves the projects as they were too.
    const listingProjects = new Map<number, number>();
    for (const row of records) {
      const projectId = projectIdOf(row);
      if (projectId) listingProjects.set(Number(row.ID), projectId);
    }
    const projects = await syncProjects(strapi, { rows: projectRows, retireIds: projectRetireIds, listingProjects }, options.pictures);
    const result: CrmSyncReport = { ...report, mode: changeSince ? 'changes' : 'full', deletedInCrm: retireIds.length, languages, projects };
    await writeSyncState(strapi, { lastRunAt: startedAt, lastResult: 'ok', lastError: null, lastReport: { ...report, projects }, changeSince: startedAt });
    return result;
  } catch (error) {
    const refused = (error as { code?: string })?.code === 'FEED_IMPORT_REFUSED';
    await writeSyncState(strapi, { ...state, lastRunAt: startedAt, lastResult: refused ? 'refused' : 'failed', lastError: (error as Error).message });
    throw error;
  }
}
