import type { Core } from '@strapi/strapi';
import { hashSecret, newSecret } from './secrets';
import { sessionIdleMs, sessionMaxMs } from './settings';

const SESSION = 'api::owner-session.owner-session';

export interface OwnerSession {
  readonly ownerId: number;
}

/** Opens a session for an owner; the secret goes in the cookie, only its hash in the database. */
export async function openSession(strapi: Core.Strapi, ownerId: number, now = new Date()): Promise<string> {
  const secret = newSecret();
  await strapi.db.query(SESSION).create({
    data: { tokenHash: hashSecret(secret), owner: ownerId, lastSeenAt: now, expiresAt: new Date(now.getTime() + sessionMaxMs()) },
  });
  return secret;
}

/**
 * The owner behind a cookie's secret, or null when it is unknown, idle too long or past its absolute end
 * (such a session is deleted). A live session's idle clock restarts.
 */
export async function resumeSession(strapi: Core.Strapi, secret: string, now = new Date()): Promise<OwnerSession | null> {
  if (!secret) return null;
  const row = (await strapi.db.query(SESSION).findOne({ where: { tokenHash: hashSecret(secret) }, populate: { owner: { select: ['id', 'blocked'] } } })) as {
    id: number;
    lastSeenAt: string;
    expiresAt: string;
    owner: { id: number; blocked: boolean | null } | null;
  } | null;
  if (!row) return null;
  const idle = now.getTime() - new Date(row.lastSeenAt).getTime() > sessionIdleMs();
  if (idle || now >= new Date(row.expiresAt) || !row.owner || row.owner.blocked) {
    await strapi.db.query(SESSION).delete({ where: { id: row.id } });
    return null;
  }
  await strapi.db.query(SESSION).update({ where: { id: row.id }, data: { lastSeenAt: now } });
  return { ownerId: row.owner.id };
}

/** Logout: the session is gone on the server, whatever the browser keeps. */
export async function endSession(strapi: Core.Strapi, secret: string) {
  if (secret) await strapi.db.query(SESSION).deleteMany({ where: { tokenHash: hashSecret(secret) } });
}

/** A password change ends every session of the owner (a thief's included). */
export async function endOwnerSessions(strapi: Core.Strapi, ownerId: number) {
  await strapi.db.query(SESSION).deleteMany({ where: { owner: ownerId } });
}
