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
export async function keepFile(strapi: Core.Strapi, spooled: string, originalName: string | undefined): Promise<KeptFile> {
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
  await ensureOwnerDocumentsDir(strapi);
  const id = crypto.randomBytes(16).toString('hex');
  await fs.promises.copyFile(spooled, path.join(ownerDocumentsDir(strapi), id), fs.constants.COPYFILE_EXCL);
  await fs.promises.chmod(path.join(ownerDocumentsDir(strapi), id), 0o600);
  return { ok: true, file: { id, name: cleanFileName(originalName), type, size: stat.size } };
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
