import type { Core } from '@strapi/strapi';
import { pictureIdsOf, storePicture } from '../feed/import-feed';
import type { PictureSource } from '../feed/pictures';
import { documentData } from '../typing/documents';
import { toCrmProject, type CrmProject } from './project-record';

const PROJECT = 'api::project.project';
const PROPERTY = 'api::property.property';

export interface ProjectSyncReport {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Unpublished: deleted in the CRM, off the web there, or (full sync) no longer in its list. Never deleted. */
  removed: number;
  /** Listings newly linked to the project the CRM names for them. */
  linked: number;
  picturesStored: number;
  failed: { id: string; reason: string }[];
}

export interface ProjectBatch {
  /** Every row of GetProjectList. */
  readonly rows: readonly unknown[];
  /** The CRM's deleted project ids (a sync of changes); null: a full sync, every CRM project the list lacks leaves. */
  readonly retireIds: readonly number[] | null;
  /** Listing id → the project id the CRM names for it, from the listing rows read in this sync. */
  readonly listingProjects: ReadonlyMap<number, number>;
}

/**
 * Brings the CRM's new-build projects onto the site, after its answers were all read: each
 * project by its CRM id, published, compared by hash (an unchanged one is not written), its pictures
 * stored once and reused; projects gone from the CRM are unpublished, never deleted; listings the CRM
 * puts in a project are linked to it. Projects staff made (without a CRM id) are left alone, and so
 * are links the CRM does not name (staff's own links survive, as with the file import).
 */
export async function syncProjects(strapi: Core.Strapi, batch: ProjectBatch, pictures: PictureSource): Promise<ProjectSyncReport> {
  const report: ProjectSyncReport = { received: batch.rows.length, created: 0, updated: 0, unchanged: 0, removed: 0, linked: 0, picturesStored: 0, failed: [] };
  const onWeb = new Map<number, CrmProject>();
  const offWeb = new Set<number>();
  const inList = new Set<number>();
  batch.rows.forEach((raw, i) => {
    const result = toCrmProject(raw, i);
    if (!result.ok) {
      // A malformed row is still in the CRM: its project is not taken off the site for it.
      if (/^\d+$/.test(result.id)) inList.add(Number(result.id));
      return void report.failed.push({ id: result.id, reason: result.reason });
    }
    inList.add(result.project.externalId);
    if (onWeb.has(result.project.externalId))
      return void report.failed.push({ id: String(result.project.externalId), reason: 'duplicate ID in the project list' });
    if (result.project.onWeb) onWeb.set(result.project.externalId, result.project);
    else offWeb.add(result.project.externalId);
  });

  for (const project of onWeb.values()) {
    try {
      report[await writeProject(strapi, project, pictures, report)]++;
    } catch (error) {
      report.failed.push({ id: String(project.externalId), reason: (error as Error).message });
    }
  }

  const deleted = batch.retireIds ? new Set(batch.retireIds) : null;
  const published = await strapi
    .documents(PROJECT)
    .findMany({ status: 'published', filters: { externalId: { $notNull: true } }, fields: ['externalId'], limit: 100_000 });
  for (const p of published) {
    const id = Number(p.externalId);
    const gone = offWeb.has(id) || (deleted ? deleted.has(id) && !onWeb.has(id) : !inList.has(id));
    if (!gone) continue;
    await strapi.documents(PROJECT).unpublish({ documentId: p.documentId });
    report.removed++;
  }

  for (const [externalId, projectId] of batch.listingProjects) {
    if (!onWeb.has(projectId)) continue;
    if (await linkListing(strapi, externalId, projectId)) report.linked++;
  }
  return report;
}

async function writeProject(
  strapi: Core.Strapi,
  project: CrmProject,
  source: PictureSource,
  report: ProjectSyncReport,
): Promise<'created' | 'updated' | 'unchanged'> {
  const filters = { externalId: project.externalId };
  const draft = await strapi.documents(PROJECT).findFirst({ filters, fields: ['sourcePictureIds'] });
  const live = draft ? await strapi.documents(PROJECT).findFirst({ filters, status: 'published', fields: ['sourceHash'] }) : null;
  if (draft && live?.sourceHash === project.hash) return 'unchanged';

  const known = pictureIdsOf(draft?.sourcePictureIds);
  for (const [index, picture] of project.pictures.entries()) {
    if (known[String(picture.ID)]) continue;
    try {
      known[String(picture.ID)] = await storePicture(strapi, source, picture, project.externalId, index, project.data.name, 'project');
      report.picturesStored++;
    } catch (error) {
      // Keep what was stored so the next sync does not store it twice, then report the project.
      if (draft) await strapi.documents(PROJECT).update({ documentId: draft.documentId, data: { sourcePictureIds: known } });
      throw new Error(`picture not stored: ${(error as Error).message}`);
    }
  }
  // Pictures the CRM dropped leave the media library.
  const wanted = new Set(project.pictures.map((p) => String(p.ID)));
  for (const [key, fileId] of Object.entries(known)) {
    if (wanted.has(key)) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
    delete known[key];
  }

  // The address fields pass through access/project-address.ts, which derives the public shown* ones.
  const data = documentData<typeof PROJECT>({
    ...project.data,
    images: project.pictures.map((p) => known[String(p.ID)]!),
    sourceHash: project.hash,
    sourcePictureIds: known,
  });
  if (!draft) {
    await strapi.documents(PROJECT).create({ data, status: 'published' });
    return 'created';
  }
  await strapi.documents(PROJECT).update({ documentId: draft.documentId, data });
  await strapi.documents(PROJECT).publish({ documentId: draft.documentId });
  return 'updated';
}

/** Links the listing to the project unless it already is; whether it wrote. */
async function linkListing(strapi: Core.Strapi, externalId: number, projectId: number): Promise<boolean> {
  const listing = await strapi.documents(PROPERTY).findFirst({ filters: { externalId }, fields: ['id'], populate: { project: { fields: ['externalId'] } } });
  if (!listing || Number((listing.project as { externalId?: unknown } | null | undefined)?.externalId) === projectId) return false;
  const project = await strapi.documents(PROJECT).findFirst({ filters: { externalId: projectId }, fields: ['id'] });
  if (!project) return false;
  await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: { project: project.documentId } });
  return true;
}
