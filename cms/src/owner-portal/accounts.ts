import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

export interface OwnerAccount {
  readonly id: number;
  readonly email: string;
  readonly username: string;
  readonly language: string | null;
  readonly password: string | null;
  readonly blocked: boolean | null;
}

/** An owner by e-mail (addresses are stored lower-cased by Users & Permissions). */
export async function findOwnerByEmail(strapi: Core.Strapi, email: string): Promise<OwnerAccount | null> {
  return (await strapi.db.query(USER).findOne({
    where: { email: email.trim().toLowerCase(), provider: 'local' },
    select: ['id', 'email', 'username', 'language', 'password', 'blocked'],
  })) as OwnerAccount | null;
}

export async function findOwner(strapi: Core.Strapi, id: number): Promise<OwnerAccount | null> {
  return (await strapi.db
    .query(USER)
    .findOne({ where: { id }, select: ['id', 'email', 'username', 'language', 'password', 'blocked'] })) as OwnerAccount | null;
}

let dummyHash: Promise<string> | null = null;
/** A hash of a random password, made by the same service and cost as every owner's (computed once). */
function dummyPasswordHash(strapi: Core.Strapi): Promise<string> {
  dummyHash ??= (
    strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password: crypto.randomBytes(24).toString('base64url') }) as Promise<{ password: string }>
  ).then((values) => values.password);
  return dummyHash;
}

/**
 * Whether the password is the owner's (bcrypt, as Users & Permissions stores it). An unknown, blocked
 * or password-less account is checked against a dummy hash of the same cost, so the answer's time does
 * not tell which addresses are owners.
 */
export async function passwordMatches(strapi: Core.Strapi, owner: OwnerAccount | null, password: string): Promise<boolean> {
  const users = strapi.plugin('users-permissions').service('user');
  // Made before either branch, so the first login of a run costs the same whoever it is for.
  const dummy = await dummyPasswordHash(strapi);
  const stored = owner && !owner.blocked && owner.password ? owner.password : null;
  const matches = (await users.validatePassword(password, stored ?? dummy)) as boolean;
  return stored !== null && matches;
}

/** Sets a new password (hashed by Users & Permissions' service) and confirms the account. */
export async function setOwnerPassword(strapi: Core.Strapi, ownerId: number, password: string) {
  await strapi.plugin('users-permissions').service('user').edit(ownerId, { password, confirmed: true, resetPasswordToken: null });
}
