import type { Core } from '@strapi/strapi';

const READ = ['find', 'findOne'];
const PUBLIC_CONTENT = ['menu-page', 'article', 'category', 'team-member', 'testimonial', 'property', 'property-type', 'city', 'project'];

/**
 * Least privilege: the public (and logged-in owners) read published content and nothing else.
 * Form endpoints are added by the forms issue. Anything else granted by hand in the admin is revoked on
 * start, so the code is the single source of truth for the public API surface.
 */
export const PUBLIC_ACTIONS = [
  ...PUBLIC_CONTENT.flatMap((name) => READ.map((a) => `api::${name}.${name}.${a}`)),
  'api::site-configuration.site-configuration.find',
  'api::cookie-consent.cookie-consent.find',
  'plugin::i18n.locales.listLocales',
];

/**
 * Nothing of Users & Permissions' own account API (login, register, password, /api/users): owners use
 * the portal's routes, and no one holds a Users & Permissions JWT any more.
 */
export const AUTHENTICATED_ACTIONS = PUBLIC_ACTIONS;

async function syncRole(strapi: Core.Strapi, type: string, allowed: string[]) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) return;
  const current: { id: number; action: string }[] = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } });
  for (const p of current) {
    if (!allowed.includes(p.action)) await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: p.id } });
  }
  for (const action of allowed) {
    if (!current.some((p) => p.action === action)) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }
}

export async function ensurePublicPermissions(strapi: Core.Strapi) {
  await syncRole(strapi, 'public', PUBLIC_ACTIONS);
  await syncRole(strapi, 'authenticated', AUTHENTICATED_ACTIONS);
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}
