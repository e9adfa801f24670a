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

/** Whether the password is the owner's (bcrypt, as Users & Permissions stores it). */
export async function passwordMatches(strapi: Core.Strapi, owner: OwnerAccount, password: string): Promise<boolean> {
  if (!owner.password) return false;
  return strapi.plugin('users-permissions').service('user').validatePassword(password, owner.password) as Promise<boolean>;
}

/** Sets a new password (hashed by Users & Permissions' service) and confirms the account. */
export async function setOwnerPassword(strapi: Core.Strapi, ownerId: number, password: string) {
  await strapi.plugin('users-permissions').service('user').edit(ownerId, { password, confirmed: true, resetPasswordToken: null });
}
