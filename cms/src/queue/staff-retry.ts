import type { Core, UID } from '@strapi/strapi';
import { GIVE_UP_AFTER_MS } from './leased-worker';

/**
 * Staff retry a failed row of a queue (a mail, a message to the CRM) by setting its delivery back to
 * "pending" in the admin (from failed, or from sent to send it again): it then starts afresh (attempt
 * count 0, due now, another 24 hours of retries), instead of being given up again at once for its old
 * deadline.
 */
export function resetRetriedRows(strapi: Core.Strapi, queues: readonly UID.ContentType[]) {
  strapi.documents.use(async (context, next) => {
    if ((queues as readonly string[]).includes(context.uid) && context.action === 'update') {
      const uid = context.uid as UID.ContentType;
      const params = context.params as { documentId?: string; data?: Record<string, unknown> };
      const current = params.documentId ? await strapi.db.query(uid).findOne({ where: { documentId: params.documentId }, select: ['delivery'] }) : null;
      if (params.data?.delivery === 'pending' && current && current.delivery !== 'pending') {
        const now = new Date();
        params.data = {
          ...params.data,
          attempts: 0,
          nextAttemptAt: now.toISOString(),
          giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
          leaseOwner: null,
          leaseUntil: null,
        };
      }
    }
    return next();
  });
}
