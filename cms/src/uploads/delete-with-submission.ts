import type { Core } from '@strapi/strapi';
import { removeDocuments, storedDocuments, uploadsDir } from './storage';

const SUBMISSION = 'api::submission.submission';

/**
 * A request staff delete in the admin takes its documents with it: their files are deleted once the
 * request is. (The retention job deletes its own; anything left over is swept: storage.ts.)
 */
export function deleteDocumentsWithSubmission(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SUBMISSION || context.action !== 'delete') return next();
    const { documentId } = context.params as { documentId?: string };
    const row = documentId ? await strapi.db.query(SUBMISSION).findOne({ where: { documentId }, select: ['documents'] }) : null;
    const result = await next();
    const documents = storedDocuments(row?.documents);
    if (documents.length) await removeDocuments(uploadsDir(strapi), documents);
    return result;
  });
}
