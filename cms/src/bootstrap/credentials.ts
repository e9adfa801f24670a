import type { Core } from '@strapi/strapi';

/**
 * The first start creates the agency's admin account from ADMIN_EMAIL / ADMIN_PASSWORD (the setup script
 * generates a password into cms/.env and prints it). Nothing is created when they are not set.
 */
export async function ensureAdminUser(strapi: Core.Strapi) {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.db.query('admin::user');
  if ((await users.count({ where: { email } })) > 0) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await strapi.service('admin::user').create({
    email,
    firstname: 'Agency',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Admin user ${email} created`);
}

/**
 * The site reads drafts (preview) with a read-only API token. Its secret comes from the environment
 * (SITE_READ_TOKEN) so the site and the CMS can share it without a manual step; only its hash is stored.
 */
export async function ensureSiteReadToken(strapi: Core.Strapi) {
  const token = process.env.SITE_READ_TOKEN;
  if (!token) return;
  const tokens = strapi.service('admin::api-token');
  const accessKey = tokens.hash(token);
  const query = strapi.db.query('admin::api-token');
  const existing = await query.findOne({ where: { name: 'site-read' } });
  if (existing && existing.accessKey === accessKey) return;
  if (existing) await query.delete({ where: { id: existing.id } });
  await query.create({
    data: {
      name: 'site-read',
      description: 'Read-only token of the website (published and preview reads)',
      type: 'read-only',
      kind: 'content-api',
      accessKey,
      lifespan: null,
      expiresAt: null,
    },
  });
}
