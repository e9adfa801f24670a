import type { Core } from '@strapi/strapi';
import { GIVE_UP_AFTER_MS } from './settings';

const OUTBOX = 'api::outbox-mail.outbox-mail';

/**
 * Staff retry a failed mail by setting its status back to "pending" in the admin (from failed, or from sent to send it
 * again): the mail then starts afresh (attempt count 0, due now, another 24 hours of retries), instead of being given up again at
 * once for its old deadline.
 */
export function resetRetriedMails(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === OUTBOX && context.action === 'update') {
      const params = context.params as { documentId?: string; data?: Record<string, unknown> };
      const current = params.documentId ? await strapi.db.query(OUTBOX).findOne({ where: { documentId: params.documentId }, select: ['status'] }) : null;
      if (params.data?.status === 'pending' && current && current.status !== 'pending') {
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
