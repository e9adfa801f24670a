import type { Core } from '@strapi/strapi';
import { findOwner } from './accounts';
import { mailSetPasswordLink } from './mails';
import { endOwnerSessions } from './sessions';

const USER = 'plugin::users-permissions.user';

/**
 * An owner that staff create in the admin (unconfirmed, or without a password) gets the invitation mail
 * with a link to choose a password (in the owner's language). Seeded demo owners are confirmed, have a
 * password and get none.
 * Named for its main duty; it also revokes links and sessions when a password changes.
 */
export function inviteNewOwners(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterCreate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (typeof id !== 'number') return;
      const owner = await findOwner(strapi, id);
      if (!owner || owner.blocked || !owner.email) return;
      // The admin's form demands a password: an owner staff create unconfirmed is invited all the same,
      // and the password staff typed is dropped, so only the owner's own choice opens the portal.
      const { confirmed } = (await strapi.db.query(USER).findOne({ where: { id }, select: ['confirmed'] })) as { confirmed: boolean | null };
      if (owner.password && confirmed !== false) return;
      if (owner.password) await strapi.db.query(USER).update({ where: { id }, data: { password: null } });
      await mailSetPasswordLink(strapi, owner, 'owner-invitation');
    },
    // Any password change (the owner's, or staff's in the admin) revokes live links and ends every session.
    async afterUpdate(event) {
      const data = (event.params as { data?: { password?: unknown } }).data;
      const id = (event.result as { id?: number } | undefined)?.id;
      if (!data?.password || typeof id !== 'number') return;
      await strapi.db.query(USER).update({ where: { id }, data: { resetPasswordToken: null } });
      await endOwnerSessions(strapi, id);
    },
  });
}
