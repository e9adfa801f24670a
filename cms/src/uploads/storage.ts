import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { UPLOAD_TYPE_IDS, type UploadType } from '@coast/domain';

/**
 * Where visitors' documents are kept: a directory of their own (PRIVATE_UPLOADS_DIR, default
 * cms/private-uploads, git-ignored), outside public/ (strapi::public serves only that) and outside the
 * media library (whose files REST and GraphQL list). Each file has a random name and no extension; what
 * it is and what it was called live in its submission's `documents`. Staff reach them through the
 * admin's download route only (staff-download.ts). Several CMS instances must share this directory.
 */
export function uploadsDir(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.app.root, process.env.PRIVATE_UPLOADS_DIR || 'private-uploads');
}

/** Creates the directory, readable by the CMS's user only. */
export async function ensureUploadsDir(strapi: Core.Strapi): Promise<string> {
  const dir = uploadsDir(strapi);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** A document as its submission records it. */
export interface StoredDocument {
  /** The file's random name in the directory (32 hex digits). */
  readonly id: string;
  /** The name the visitor's file had (cleaned: one line, no control characters). */
  readonly name: string;
  /** What its content is (read from its bytes). */
  readonly type: UploadType;
  readonly size: number;
}

const ID = /^[0-9a-f]{32}$/;

/** The file of a document id, or null for anything that is not one (no path can be smuggled in). */
export function documentPath(dir: string, id: string): string | null {
  return ID.test(id) ? path.join(dir, id) : null;
}

/** A submission's `documents` as stored (JSON), keeping only well-formed entries. */
export function storedDocuments(value: unknown): StoredDocument[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is StoredDocument =>
      Boolean(item) &&
      typeof item === 'object' &&
      ID.test(String(item.id)) &&
      typeof item.name === 'string' &&
      (UPLOAD_TYPE_IDS as readonly string[]).includes(item.type) &&
      typeof item.size === 'number',
  );
}

/** Deletes documents' files; one already gone is no error. */
export async function removeDocuments(dir: string, documents: ReadonlyArray<{ readonly id: string }>): Promise<void> {
  await Promise.all(
    documents.map(({ id }) => {
      const file = documentPath(dir, id);
      return file ? fs.rm(file, { force: true }) : Promise.resolve();
    }),
  );
}

/**
 * Deletes the files no submission names any more, once older than `graceMs` (a post being received
 * has files before its submission is stored): left by a CMS stopped mid-post, or by a submission
 * deleted around the retention job (which deletes its own files). Returns how many were deleted.
 */
export async function sweepUnreferencedDocuments(strapi: Core.Strapi, now = Date.now(), graceMs = 24 * 60 * 60_000): Promise<number> {
  const dir = uploadsDir(strapi);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  if (!names.length) return 0;
  const rows: Array<{ documents: unknown }> = await strapi.db
    .query('api::submission.submission')
    .findMany({ where: { documents: { $notNull: true } }, select: ['documents'] });
  const kept = new Set(rows.flatMap((row) => storedDocuments(row.documents).map((d) => d.id)));
  let deleted = 0;
  for (const name of names) {
    if (!ID.test(name) || kept.has(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
