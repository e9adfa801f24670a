import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@coast/domain';
import { HEAD_BYTES, typeFromHead } from '../uploads/content-type';
import { cleanFileName, isDocxFile } from '../uploads/receive';
import { attachment, downloadName } from '../uploads/staff-download';
import { documentPath, storedDocuments, uploadsDir, type StoredDocument } from '../uploads/storage';

/**
 * The owners' private documents (mandate, EPC certificate...): files in a folder of the private uploads
 * directory (never public/, never the media library, which REST and GraphQL list), each under a random
 * name, described by its `owner-document` entry's `file` ({ id, name, type, size }, as a visitor's
 * document is). The visitors' sweep (uploads/storage.ts) reads only the directory's top level.
 */
export const ownerDocumentsDir = (strapi: Core.Strapi) => path.join(uploadsDir(strapi), 'owner-documents');

export async function ensureOwnerDocumentsDir(strapi: Core.Strapi) {
  await fs.promises.mkdir(ownerDocumentsDir(strapi), { recursive: true, mode: 0o700 });
}

/** An entry's `file` as stored, or null. */
export const storedFile = (value: unknown): StoredDocument | null => storedDocuments(value ? [value] : [])[0] ?? null;

export type KeptFile = { readonly ok: true; readonly file: StoredDocument } | { readonly ok: false; readonly reason: 'fileType' | 'fileTooLarge' };

/**
 * Keeps a file staff uploaded (spooled by strapi::body) when its content is a PDF, JPEG, PNG or DOCX of
 * at most UPLOAD_MAX_BYTES: copied into the folder under a random name.
 */
export async function keepFile(strapi: Core.Strapi, spooled: string, originalName: string | undefined, dir = ownerDocumentsDir(strapi)): Promise<KeptFile> {
  const stat = await fs.promises.stat(spooled);
  if (stat.size > UPLOAD_MAX_BYTES) return { ok: false, reason: 'fileTooLarge' };
  const handle = await fs.promises.open(spooled, 'r');
  const head = Buffer.alloc(HEAD_BYTES);
  try {
    await handle.read(head, 0, HEAD_BYTES, 0);
  } finally {
    await handle.close();
  }
  const kind = stat.size > 0 ? typeFromHead(head) : null;
  const type = kind === 'zip' ? ((await isDocxFile(spooled, stat.size).catch(() => false)) ? 'docx' : null) : kind;
  if (!type) return { ok: false, reason: 'fileType' };
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const id = crypto.randomBytes(16).toString('hex');
  await fs.promises.copyFile(spooled, path.join(dir, id), fs.constants.COPYFILE_EXCL);
  await fs.promises.chmod(path.join(dir, id), 0o600);
  return { ok: true, file: { id, name: cleanFileName(originalName), type, size: stat.size } };
}

/**
 * Files chosen while a new document is being written (before it has an id): kept here until the entry is
 * created with them (`claimStagedFile`), swept after a day when it never is.
 */
export const stagedDir = (strapi: Core.Strapi) => path.join(ownerDocumentsDir(strapi), 'staged');
const STAGED_FOR_MS = 24 * 60 * 60 * 1000;

export async function sweepStagedFiles(strapi: Core.Strapi, now = Date.now()) {
  const dir = stagedDir(strapi);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const at = documentPath(dir, name);
    const stat = at ? await fs.promises.stat(at).catch(() => null) : null;
    if (at && stat && now - stat.mtimeMs > STAGED_FOR_MS) await fs.promises.rm(at, { force: true });
  }
}

/** Moves a staged file to the documents' folder; its description with the size on disk, or null when there is no such staged file. */
export async function claimStagedFile(strapi: Core.Strapi, file: StoredDocument | null): Promise<StoredDocument | null> {
  const from = file ? documentPath(stagedDir(strapi), file.id) : null;
  const to = file ? documentPath(ownerDocumentsDir(strapi), file.id) : null;
  const stat = from ? await fs.promises.stat(from).catch(() => null) : null;
  if (!file || !from || !to || !stat?.isFile()) return null;
  await fs.promises.rename(from, to);
  return { ...file, size: stat.size };
}

export async function removeFile(strapi: Core.Strapi, file: StoredDocument | null) {
  const at = file ? documentPath(ownerDocumentsDir(strapi), file.id) : null;
  if (at) await fs.promises.rm(at, { force: true });
}

type Context = Parameters<Core.MiddlewareHandler>[0];

/** Answers with the file as a download that is never cached nor rendered; 404 when it is gone. */
export async function sendFile(strapi: Core.Strapi, ctx: Context, file: StoredDocument | null): Promise<boolean> {
  const at = file ? documentPath(ownerDocumentsDir(strapi), file.id) : null;
  const stat = at ? await fs.promises.stat(at).catch(() => null) : null;
  if (!file || !at || !stat) return false;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', attachment(downloadName(file)));
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.type = UPLOAD_TYPES[file.type].mime;
  ctx.length = stat.size;
  ctx.body = fs.createReadStream(at);
  return true;
}
