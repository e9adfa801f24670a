import fs from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { envelopeValue, propertyListItems } from '../crm/envelope';
import { projectIdOfListing } from '../crm/project-record';
import { syncProjects, type ProjectSyncReport } from '../crm/sync-projects';
import { importFeed, type ImportOptions, type ImportReport } from './import-feed';

/** The committed listing snapshot (the spec's figures, no projects), relative to the CMS folder. */
export const SNAPSHOT_PATH = path.join('data', 'feed', 'snapshot.nl.json');
/** The committed new-build projects in the web service's shape: GetProjectList and their units' GetPropertyList rows. */
export const PROJECT_FEED_PATH = path.join('data', 'feed', 'projects.nl.json');

export interface CommittedFeed {
  /** The snapshot's listings and the projects' units, as one feed (an import of one alone would retire the other). */
  readonly listings: { GetPropertyListJsonResult: { Items: unknown[]; RowCount: number } };
  /** GetProjectList's rows. */
  readonly projectRows: readonly unknown[];
  /** Unit id → its project's CRM id (the rows' ProjectID). */
  readonly listingProjects: ReadonlyMap<number, number>;
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await fs.readFile(file, 'utf8'));

/** Reads the snapshot and the project feed from the CMS folder. */
export async function readCommittedFeed(appRoot: string): Promise<CommittedFeed> {
  const snapshot = propertyListItems(await readJson(path.join(appRoot, SNAPSHOT_PATH))).items;
  const projectFeed = await readJson(path.join(appRoot, PROJECT_FEED_PATH));
  const units = propertyListItems(projectFeed).items;
  const list = envelopeValue(projectFeed, 'GetProjectList') as { Items?: unknown } | null;
  if (!list || !Array.isArray(list.Items)) throw new Error(`${PROJECT_FEED_PATH}: GetProjectListJsonResult.Value.Items is missing`);
  const listingProjects = new Map<number, number>();
  for (const row of units) {
    const projectId = row && typeof row === 'object' ? projectIdOfListing(row as Record<string, unknown>) : null;
    if (projectId) listingProjects.set(Number((row as { ID: unknown }).ID), projectId);
  }
  const items = [...snapshot, ...units];
  return { listings: { GetPropertyListJsonResult: { Items: items, RowCount: items.length } }, projectRows: list.Items, listingProjects };
}

/**
 * Imports the committed feed the way a CRM sync does: the listings first (the importer, its guard and
 * alerts), then the projects, published, with the units linked to them.
 */
export async function importCommittedFeed(strapi: Core.Strapi, options: ImportOptions): Promise<{ listings: ImportReport; projects: ProjectSyncReport }> {
  const feed = await readCommittedFeed(strapi.dirs.app.root);
  const listings = await importFeed(strapi, feed.listings, options);
  const projects = await syncProjects(strapi, { rows: feed.projectRows, retireIds: null, listingProjects: feed.listingProjects }, options.pictures);
  for (const f of projects.failed) (options.log ?? strapi.log).warn(`Project ${f.id} not imported: ${f.reason}`);
  return { listings, projects };
}
