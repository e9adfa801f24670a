import crypto from 'crypto';
import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import { feedItems, validateFeedRecord, type FeedPicture, type FeedRecord } from './feed-record';
import { toPropertyData } from './to-property-data';
import { upsertCities, upsertPropertyTypes, cityKey } from './reference-data';
import type { PictureSource } from './pictures';
import { checkRetireGuard, maxRetireShareOf } from './retire-guard';
import { fitShortTexts } from './fit-text';
import { documentData } from '../typing/documents';
import { alertAfterImport } from '../search-alerts/after-import';
import type { ListingChange } from '../search-alerts/match';

export { FeedImportRefused, DEFAULT_MAX_RETIRE_SHARE } from './retire-guard';

const PROPERTY = 'api::property.property';
/** Bump when the mapping changes, so the next import rewrites every listing once. */
const MAPPING_VERSION = 2;
const PICTURE_CONCURRENCY = 4;

export interface ImportReport {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  typesChanged: number;
  citiesCreated: number;
  picturesStored: number;
  failed: { id: string; reason: string }[];
  /** Records imported with a change, e.g. a short-text field cut to its maximum length. */
  warnings: { id: string; reason: string }[];
  /** Search alerts this import queued (new matches and price drops) and the instant mails written for them. */
  alerts: { queued: number; mailed: number };
}

export interface ImportOptions {
  pictures: PictureSource;
  log?: Logger;
  /** Import even when the guard refuses: the feed retires more than the allowed share, or is empty. */
  force?: boolean;
  /** Share (0 to 1) of the listings in the feed one import may retire; default FEED_MAX_RETIRE_SHARE, else 0.2. */
  maxRetireShare?: number;
  /**
   * An incremental batch (the CRM's changes since the last sync): listings it does not carry stay as they
   * are; those in `retireIds` (the CRM's deleted ids) are retired, under the same guard.
   */
  partial?: { retireIds: readonly number[] };
}

type Logger = { info(msg: string): void; warn(msg: string): void };

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hashRecord = (r: FeedRecord) =>
  crypto
    .createHash('sha256')
    .update(`${MAPPING_VERSION}:${stableStringify(r)}`)
    .digest('hex');

/**
 * Imports a listing feed: creates and updates listings, their types and cities; a second run with the
 * same feed changes nothing (records are compared by hash); listings that left the feed are marked
 * unavailable, never deleted; a malformed record is reported with its id and reason and the rest lands.
 * A feed that would retire too many listings at once (or an empty one) is refused before any write,
 * with FeedImportRefused, unless `force` (see retire-guard.ts).
 */
export async function importFeed(strapi: Core.Strapi, feed: unknown, options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? { info: (m: string) => strapi.log.info(m), warn: (m: string) => strapi.log.warn(m) };
  const items = feedItems(feed);
  const maxRetireShare = maxRetireShareOf(options.maxRetireShare);
  const report: ImportReport = {
    received: items.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    typesChanged: 0,
    citiesCreated: 0,
    picturesStored: 0,
    failed: [],
    warnings: [],
    alerts: { queued: 0, mailed: 0 },
  };
  const changes: ListingChange[] = [];

  const valid: FeedRecord[] = [];
  const seenIds = new Set<number>();
  items.forEach((raw, i) => {
    const result = validateFeedRecord(raw, i);
    // A listing whose record is malformed is still in the feed: never mark it as gone.
    const rawId = Number(raw && typeof raw === 'object' && 'ID' in raw ? raw.ID : undefined);
    if (Number.isInteger(rawId) && rawId > 0) seenIds.add(rawId);
    if (!result.ok) return void report.failed.push({ id: result.id, reason: result.reason });
    if (valid.some((v) => v.ID === result.record.ID)) return void report.failed.push({ id: String(result.record.ID), reason: 'duplicate ID in the feed' });
    valid.push(result.record);
  });

  // The guard, from the feed's ids and one read, before anything is written (types, cities, listings, pictures).
  const listed = await strapi.documents(PROPERTY).findMany({ filters: { isInFeed: true }, fields: ['externalId'], limit: 100_000 });
  const gone = options.partial ? new Set(options.partial.retireIds) : null;
  // A full feed retires every listing it no longer carries; a batch only the ids the CRM deleted.
  const retiring = listed.filter((p) => !seenIds.has(Number(p.externalId)) && (!gone || gone.has(Number(p.externalId))));
  const forced = checkRetireGuard({
    received: items.length,
    inFeed: listed.length,
    toRetire: retiring.length,
    maxRetireShare,
    force: options.force === true,
    incremental: Boolean(gone),
  });
  if (forced) log.warn(forced);

  report.typesChanged = await upsertPropertyTypes(strapi, valid);
  const cities = await upsertCities(strapi, valid);
  report.citiesCreated = cities.created;

  for (const record of valid) {
    try {
      const outcome = await importRecord(
        strapi,
        record,
        cities.ids.get(cityKey(record.CountryID, record.Zip, record.City))!,
        options.pictures,
        report,
        changes,
      );
      report[outcome]++;
    } catch (error) {
      report.failed.push({ id: String(record.ID), reason: (error as Error).message });
    }
  }

  // Exactly the listings the guard counted.
  for (const p of retiring) {
    await strapi.documents(PROPERTY).update({
      documentId: p.documentId,
      data: { isInFeed: false, availability: 'unavailable', removedFromFeedAt: new Date().toISOString() },
    });
    report.removed++;
  }

  // New matches and price drops for the registered searches (search-alerts/), once every listing is written.
  report.alerts = await alertAfterImport(strapi, changes, log);

  for (const w of report.warnings) log.warn(`Feed record ${w.id}: ${w.reason}`);
  for (const f of report.failed) log.warn(`Feed record ${f.id} not imported: ${f.reason}`);
  log.info(
    `Feed import: ${report.received} records, ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.removed} no longer in the feed, ${report.failed.length} failed, ${report.picturesStored} pictures stored, ` +
      `${report.alerts.queued} search alerts queued (${report.alerts.mailed} mails)` +
      (report.warnings.length ? `, ${report.warnings.length} warnings` : ''),
  );
  return report;
}

async function importRecord(
  strapi: Core.Strapi,
  record: FeedRecord,
  cityId: string,
  source: PictureSource,
  report: ImportReport,
  changes: ListingChange[],
): Promise<'created' | 'updated' | 'unchanged'> {
  const sourceHash = hashRecord(record);
  const existing = await strapi.documents(PROPERTY).findFirst({
    filters: { externalId: record.ID },
    fields: ['sourceHash', 'isInFeed', 'sourcePictureIds', 'price'],
  });
  if (existing && existing.sourceHash === sourceHash && existing.isInFeed) return 'unchanged';

  const known = pictureIdsOf(existing?.sourcePictureIds);
  const pictures = (record.LargePictureItems ?? []) as FeedPicture[];
  const caption = [record.TypeDescription, record.City].filter(Boolean).join(' · ');
  // A few pictures at a time: drawing or downloading and the media library's thumbnail overlap.
  const missing = [...pictures.entries()].filter(([, p]) => !known[String(p.ID)]);
  for (let i = 0; i < missing.length; i += PICTURE_CONCURRENCY) {
    const batch = missing.slice(i, i + PICTURE_CONCURRENCY);
    const stored = await Promise.allSettled(batch.map(([index, picture]) => storePicture(strapi, source, picture, record.ID, index, caption)));
    batch.forEach(([, picture], j) => {
      const result = stored[j]!;
      if (result.status === 'fulfilled') {
        known[String(picture.ID)] = result.value;
        report.picturesStored++;
      }
    });
    const failure = stored.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      // Keep what was stored so a retry does not store it twice, then report the listing.
      if (existing) await strapi.documents(PROPERTY).update({ documentId: existing.documentId, data: { sourcePictureIds: known } });
      throw new Error(`picture not stored: ${(failure.reason as Error).message}`);
    }
  }
  const photoIds = pictures.map((p) => known[String(p.ID)]!);
  // Pictures the feed dropped leave the media library with the listing's reference to them.
  const wantedKeys = new Set(pictures.map((p) => String(p.ID)));
  for (const [key, fileId] of Object.entries(known)) {
    if (wantedKeys.has(key)) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
    delete known[key];
  }

  // Long texts are `text` attributes and stored whole; a value too long for a short one is cut, and said.
  const fitted = fitShortTexts(strapi, PROPERTY, toPropertyData(record));
  // Every feed document is kept privately; the public `documents` are derived from them (access/listing-facts.ts).
  const { documents: feedDocuments, ...fields } = fitted.data;
  const data = {
    ...fields,
    feedDocuments,
    city: cityId,
    photos: photoIds,
    thumbnail: photoIds[0] ?? null,
    sourceHash,
    sourcePictureIds: known,
  };
  if (existing) await strapi.documents(PROPERTY).update({ documentId: existing.documentId, data: documentData<typeof PROPERTY>(data) });
  else await strapi.documents(PROPERTY).create({ data: documentData<typeof PROPERTY>(data) });
  for (const reason of fitted.cuts) report.warnings.push({ id: String(record.ID), reason });
  const oldPrice = existing?.price === null || existing?.price === undefined ? null : Number(existing.price);
  changes.push({ externalId: record.ID, kind: !existing ? 'created' : existing.isInFeed ? 'updated' : 'returned', oldPrice });
  return existing ? 'updated' : 'created';
}

/** The listing's (or CRM project's) stored feed picture id → media file id (a JSON field the importer writes); a copy. */
export function pictureIdsOf(stored: unknown): Record<string, number> {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** Fetches one feed picture and stores it in the media library; the media file's id. Also for CRM projects (`kind`). */
export async function storePicture(
  strapi: Core.Strapi,
  source: PictureSource,
  picture: FeedPicture,
  externalId: number,
  index: number,
  caption: string,
  kind: 'listing' | 'project' = 'listing',
): Promise<number> {
  const { filepath, mimetype } = await source.fetch(picture, { externalId, index, caption });
  try {
    const stat = await fs.stat(filepath);
    const ext = mimetype === 'image/png' ? 'png' : mimetype === 'image/webp' ? 'webp' : 'jpg';
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${kind}-${externalId}-${picture.ID}.${ext}`, alternativeText: `${caption} (${index + 1})`, caption } },
        files: { filepath, originalFilename: `${kind}-${externalId}-${picture.ID}.${ext}`, mimetype, size: stat.size },
      });
    return file.id as number;
  } finally {
    await fs.rm(filepath, { force: true });
  }
}
