import type { Core } from '@strapi/strapi';
import { hashSecret } from '../owner-portal/secrets';
import { sessionIdleMs } from '../owner-portal/settings';

/**
 * Whether a beacon comes from the listing's own owner: the site forwards the visitor's owner session, and
 * when it is live and its owner is the listing's, the visit is the owner looking at their own advert, not
 * interest in it. Read only: looking at the public site neither extends nor ends the portal session.
 */
export async function isOwnersVisit(strapi: Core.Strapi, sessionSecret: string, externalId: number, now = new Date()): Promise<boolean> {
  if (!sessionSecret) return false;
  const session = (await strapi.db.query('api::owner-session.owner-session').findOne({
    where: { tokenHash: hashSecret(sessionSecret) },
    select: ['lastSeenAt', 'expiresAt'],
    populate: { owner: { select: ['id', 'blocked'] } },
  })) as { lastSeenAt: string; expiresAt: string; owner: { id: number; blocked: boolean | null } | null } | null;
  if (!session?.owner || session.owner.blocked) return false;
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > sessionIdleMs() || now >= new Date(session.expiresAt)) return false;
  return (await strapi.db.query('api::property.property').count({ where: { externalId, owner: { id: session.owner.id } } })) > 0;
}
