import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { UPLOAD_TYPES } from '@coast/domain';
import { documentPath, storedDocuments, uploadsDir, type StoredDocument } from './storage';

const SUBMISSION = 'api::submission.submission';

/** Where the admin fetches a document: /visitor-documents/{submission documentId}/{document id}. */
export const STAFF_DOWNLOAD_PREFIX = '/visitor-documents';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The name a download is saved as: the visitor's, ending in the extension of what the content is. */
export function downloadName(document: StoredDocument): string {
  const { extensions } = UPLOAD_TYPES[document.type];
  const lower = document.name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(`.${extension}`)) ? document.name : `${document.name}.${extensions[0]}`;
}

/** Content-Disposition for any name: an ASCII fallback and the name itself (RFC 6266 / 5987). */
export function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const download = (strapi: Core.Strapi) => async (ctx: Context) => {
  const submissionId = String(ctx.params.submission ?? '');
  const documentId = String(ctx.params.document ?? '');
  const row = /^[a-z0-9]{1,64}$/.test(submissionId)
    ? await strapi.db.query(SUBMISSION).findOne({ where: { documentId: submissionId }, select: ['documents'] })
    : null;
  const document = storedDocuments(row?.documents).find((d) => d.id === documentId);
  const file = document ? documentPath(uploadsDir(strapi), document.id) : null;
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!document || !file || !stat) {
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'No such document' } };
    return;
  }
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', attachment(downloadName(document)));
  // Never rendered in the admin's origin, whatever a browser would make of it.
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.type = UPLOAD_TYPES[document.type].mime;
  ctx.length = stat.size;
  ctx.body = fs.createReadStream(file);
};

/**
 * The staff's way to a visitor's documents: an admin route (Strapi's admin authentication: an admin
 * session's access token or an admin API token), for whoever may read visitor requests in the content
 * manager. Anyone else gets 401 or 403; the files have no other address (uploads/storage.ts). The
 * submission's edit view lists them with a download button (src/admin/visitor-documents.tsx).
 */
export function registerStaffDownloads(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: STAFF_DOWNLOAD_PREFIX,
    routes: [
      {
        method: 'GET',
        path: '/:submission/:document',
        info: {},
        handler: download(strapi),
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', SUBMISSION]] } },
          ],
        },
      },
    ],
  });
}
