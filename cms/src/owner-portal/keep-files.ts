import type { Core } from '@strapi/strapi';
import { claimStagedFile, removeFile, storedFile } from './document-files';

const DOCUMENT = 'api::owner-document.owner-document';

/**
 * An owner document's `file` is written only by the upload route (staff-documents.ts): a save in the
 * admin sends the form's old value back, which must not undo an upload made meanwhile, so it is dropped
 * from every update. A new entry may come with a file staged for it (chosen before its first save): that
 * file is claimed, anything else dropped. Deleting the entry deletes its file.
 */
export function keepOwnerDocumentFiles(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== DOCUMENT) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    if (context.action === 'create' && params.data) {
      const claimed = await claimStagedFile(strapi, storedFile(params.data.file));
      if (claimed) params.data.file = claimed;
      else delete params.data.file;
    }
    if (context.action === 'update' && params.data) delete params.data.file;
    if (context.action !== 'delete') return next();
    const row = params.documentId ? await strapi.db.query(DOCUMENT).findOne({ where: { documentId: params.documentId }, select: ['file'] }) : null;
    const result = await next();
    await removeFile(strapi, storedFile(row?.file));
    return result;
  });
}
