import type { Core } from '@strapi/strapi';
import { keepFile, removeFile, sendFile, stagedDir, storedFile, sweepStagedFiles } from './document-files';

const DOCUMENT = 'api::owner-document.owner-document';

/** Where the admin uploads and fetches an owner document's file: /owner-document-files/{entry documentId}, or /staged before its first save. */
export const OWNER_FILE_PREFIX = '/owner-document-files';

type Context = Parameters<Core.MiddlewareHandler>[0];
interface Spooled {
  readonly filepath?: string;
  readonly path?: string;
  readonly originalFilename?: string | null;
  readonly name?: string | null;
}

const entryOf = async (strapi: Core.Strapi, ctx: Context) => {
  const documentId = String(ctx.params.documentId ?? '');
  if (!/^[a-z0-9]{1,64}$/.test(documentId)) return null;
  return (await strapi.db.query(DOCUMENT).findOne({ where: { documentId }, select: ['id', 'file'] })) as { id: number; file: unknown } | null;
};

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'No such document' } };
};

/** The multipart part `file`, checked by its content and kept in `dir`; null when refused (the answer is set). */
const received = async (strapi: Core.Strapi, ctx: Context, dir?: string) => {
  const files = (ctx.request as unknown as { files?: Record<string, Spooled | Spooled[]> }).files ?? {};
  const part = files.file;
  const spooled = Array.isArray(part) ? part[0] : part;
  const at = spooled?.filepath ?? spooled?.path;
  if (!spooled || !at) {
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Choose a file' } };
    return null;
  }
  const kept = await keepFile(strapi, at, spooled.originalFilename ?? spooled.name ?? undefined, dir);
  if (!kept.ok) {
    ctx.status = kept.reason === 'fileTooLarge' ? 413 : 400;
    ctx.body = {
      data: null,
      error: { status: ctx.status, name: 'ValidationError', message: kept.reason === 'fileTooLarge' ? 'At most 10 MB' : 'Only PDF, JPEG, PNG or DOCX' },
    };
    return null;
  }
  return kept.file;
};

/** A new file for the entry (multipart part `file`): checked by its content, the old file deleted. */
const upload = (strapi: Core.Strapi) => async (ctx: Context) => {
  const entry = await entryOf(strapi, ctx);
  if (!entry) return notFound(ctx);
  const file = await received(strapi, ctx);
  if (!file) return;
  // Written past the document service on purpose: its middleware drops `file` from any other save (keep-files.ts).
  await strapi.db.query(DOCUMENT).update({ where: { id: entry.id }, data: { file } });
  await removeFile(strapi, storedFile(entry.file));
  ctx.body = { data: file };
};

/** A file for a document not saved yet: staged, and claimed when the entry is created with it (keep-files.ts). */
const stage = (strapi: Core.Strapi) => async (ctx: Context) => {
  await sweepStagedFiles(strapi);
  const file = await received(strapi, ctx, stagedDir(strapi));
  if (file) ctx.body = { data: file };
};

const download = (strapi: Core.Strapi) => async (ctx: Context) => {
  const entry = await entryOf(strapi, ctx);
  if (!(await sendFile(strapi, ctx, storedFile(entry?.file)))) notFound(ctx);
};

/**
 * The staff's way to an owner document's file: admin routes (an admin session's token or an admin API
 * token), for whoever may edit (upload) or read (download) owner documents in the content manager. The
 * entry's side panel in the admin uses them (src/admin/owner-document-file.tsx).
 */
export function registerOwnerDocumentFiles(strapi: Core.Strapi) {
  const allowed = (action: 'create' | 'read' | 'update') => [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [[`plugin::content-manager.explorer.${action}`, DOCUMENT]] } },
  ];
  strapi.server.routes({
    type: 'admin',
    prefix: OWNER_FILE_PREFIX,
    routes: [
      // Before '/:documentId', which would take "staged" for an id.
      { method: 'POST', path: '/staged', info: {}, handler: stage(strapi), config: { policies: allowed('create') } },
      { method: 'POST', path: '/:documentId', info: {}, handler: upload(strapi), config: { policies: allowed('update') } },
      { method: 'GET', path: '/:documentId', info: {}, handler: download(strapi), config: { policies: allowed('read') } },
    ],
  });
}
