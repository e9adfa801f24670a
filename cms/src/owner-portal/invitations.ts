import type { Core } from '@strapi/strapi';
import { findOwner } from './accounts';
import { mailSetPasswordLink } from './mails';
import { endOwnerSessions } from './sessions';

/**
 * An owner that staff create in the admin without a password gets the invitation mail with a link to
 * choose one (in the owner's language). Seeded demo owners have a password and get none.
 * Named for its main duty; it also revokes links and sessions when a password changes.
 */
export function inviteNewOwners(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterCreate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (typeof id !== 'number') return;
      const owner = await findOwner(strapi, id);
      if (!owner || owner.password || owner.blocked || !owner.email) return;
      await mailSetPasswordLink(strapi, owner, 'owner-invitation');
    },
    // Any password change (the owner's, or staff's in the admin) revokes live links and ends every session.
    async afterUpdate(event) {
      const data = (event.params as { data?: { password?: unknown } }).data;
      const id = (event.result as { id?: number } | undefined)?.id;
      if (!data?.password || typeof id !== 'number') return;
      await strapi.db.query('plugin::users-permissions.user').update({ where: { id }, data: { resetPasswordToken: null } });
      await endOwnerSessions(strapi, id);
    },
  });
}
