import type { Core } from '@strapi/strapi';
import { eraseCrmMessages } from './queue';

const SUBMISSION = 'api::submission.submission';
const REGISTRATION = 'api::search-registration.search-registration';

/**
 * A request or a search registration staff delete in the admin takes its messages to the CRM with it
 * (they repeat the person's data); one already sent stays in the CRM, which keeps its own records.
 */
export function eraseCrmMessagesWithRequest(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if ((context.uid !== SUBMISSION && context.uid !== REGISTRATION) || context.action !== 'delete') return next();
    const { documentId } = context.params as { documentId?: string };
    const rows: Array<{ id: number }> = documentId ? await strapi.db.query(context.uid).findMany({ where: { documentId }, select: ['id'] }) : [];
    const result = await next();
    const ids = rows.map((r) => r.id);
    if (ids.length) await eraseCrmMessages(strapi, context.uid === SUBMISSION ? { submissionIds: ids } : { registrationIds: ids });
    return result;
  });
}
