import type { Core } from '@strapi/strapi';
import { addDays, agencyToday } from '@coast/domain';
import { VIEWS_TABLE } from '../views/table';
import { seedDemoOwnerRecords } from './demo-owner-records';

/** The demo owners `npm start` prints (scripts/start.sh), each with two listings. */
export const DEMO_OWNERS = [
  { email: 'eigenaar@kustvastgoed.local', username: 'An Peeters', language: 'nl' },
  { email: 'proprietaire@kustvastgoed.local', username: 'Claire Dubois', language: 'fr' },
] as const;

const DAYS = 90;

/** A made-up but steady number of views for a day (more at weekends), the same on every seed. */
const viewsOn = (externalId: number, i: number) => ((externalId * 31 + i * 17) % 9) + (i % 7 >= 5 ? 6 : 2);

/**
 * Two demo owners with a password from the environment (DEMO_OWNER_PASSWORD, written into cms/.env by
 * scripts/lib.sh; without it no owner is made), two listings each with 90 days of views, an agent,
 * viewings, communications, online media and documents. Once only.
 */
export async function seedDemoOwners(strapi: Core.Strapi) {
  const password = process.env.DEMO_OWNER_PASSWORD;
  if (!password) return;
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: DEMO_OWNERS[0].email } })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const listings = (await strapi.db
    .query('api::property.property')
    .findMany({ select: ['id', 'externalId'], orderBy: { externalId: 'asc' }, limit: 2 * DEMO_OWNERS.length })) as {
    id: number;
    externalId: number;
  }[];
  const today = agencyToday();
  const stamp = new Date().toISOString();
  for (const [n, owner] of DEMO_OWNERS.entries()) {
    const user = (await strapi
      .plugin('users-permissions')
      .service('user')
      .add({ ...owner, password, provider: 'local', confirmed: true, blocked: false, role: role?.id })) as { id: number };
    for (const [i, listing] of listings.slice(2 * n, 2 * n + 2).entries()) {
      await strapi.db.query('api::property.property').update({ where: { id: listing.id }, data: { owner: user.id } });
      const rows = Array.from({ length: DAYS }, (_, i) => ({
        external_id: listing.externalId,
        day: addDays(today, i - DAYS + 1),
        count: viewsOn(listing.externalId, i),
        created_at: stamp,
        updated_at: stamp,
      }));
      await strapi.db.connection(VIEWS_TABLE).insert(rows).onConflict(['external_id', 'day']).ignore();
      await seedDemoOwnerRecords(strapi, listing, 2 * n + i);
    }
  }
  strapi.log.info(`Seeded the demo owners ${DEMO_OWNERS.map((o) => o.email).join(', ')} with 90 days of views, viewings, communications and documents`);
}
