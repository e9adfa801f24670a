import type { Core } from '@strapi/strapi';
import { hashSecret, newSecret } from './secrets';

const USER = 'plugin::users-permissions.user';

/**
 * Set-password links (invitation and forgot password) reuse Users & Permissions' resetPasswordToken
 * column, holding `<expiry ms>.<hash of the secret>`: one live link per owner, so a new one revokes the
 * old, and clearing it (on use, on any password change) revokes it. The link carries `<expiry>.<secret>`.
 */
export async function issueSetPasswordLink(strapi: Core.Strapi, ownerId: number, validMs: number, now = new Date()): Promise<string> {
  const expires = now.getTime() + validMs;
  const secret = newSecret();
  await strapi.db.query(USER).update({ where: { id: ownerId }, data: { resetPasswordToken: `${expires}.${hashSecret(secret)}` } });
  return `${expires}.${secret}`;
}

/** The owner a link's code belongs to, if it is live; the link is spent at once (single use). */
export async function spendSetPasswordLink(strapi: Core.Strapi, code: string, now = new Date()): Promise<number | null> {
  const match = /^(\d{10,16})\.([\w-]{20,100})$/.exec(code);
  if (!match) return null;
  const [, expires, secret] = match;
  const owner = (await strapi.db.query(USER).findOne({ where: { resetPasswordToken: `${expires}.${hashSecret(secret!)}` }, select: ['id', 'blocked'] })) as {
    id: number;
    blocked: boolean | null;
  } | null;
  if (!owner) return null;
  await strapi.db.query(USER).update({ where: { id: owner.id }, data: { resetPasswordToken: null } });
  if (owner.blocked || Number(expires) <= now.getTime()) return null;
  return owner.id;
}
