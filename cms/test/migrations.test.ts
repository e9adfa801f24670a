/**
 * The CMS's own database migrations (cms/database/migrations/), on a database of the shape before them:
 * Strapi 5 reserves the attribute name `status`, so the queues' column became `delivery` and the
 * requests' and registered searches' `state`. A database made by the older code must keep every value
 * through the rename, which runs before Strapi syncs the schema. Its own process and database (the
 * suites in cms.test.ts share another instance).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import { createTestDatabase } from './helpers/database';
import { bootContext, loadStrapi } from './helpers/strapi-instance';
import { strapiSecrets } from '../scripts/strapi-secrets';

const appDir = path.resolve(__dirname, '..');
/** Before the amounts that follow from the price became private, the feed's amounts were in the public columns. */
const PRICE_AMOUNT_COLUMNS = [
  'feed_notary_fees',
  'feed_registration_rights',
  'feed_vat',
  'feed_total_costs',
  'feed_deposit',
  'feed_agency_cost',
  'feed_viager_monthly_annuity',
];
const OLD_COLUMNS: [table: string, column: string][] = [
  ['outbox_mails', 'delivery'],
  ['crm_messages', 'delivery'],
  ['submissions', 'state'],
  ['search_registrations', 'state'],
];

test(`a database of the older shape keeps every state through the migrations, its links' typed icons become the site's icons, its listings' amounts derived again on start (${process.env.TEST_DATABASE ?? 'sqlite'})`, async () => {
  const db = await createTestDatabase(process.env.TEST_DATABASE ?? 'sqlite');
  Object.assign(process.env, {
    ...db.env,
    ...strapiSecrets(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    SITE_URL: 'https://www.kustvastgoed.test',
    SEED_ON_START: 'false',
    OUTBOX_WORKER: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
  });
  process.chdir(appDir);
  const { createStrapi } = loadStrapi();
  const context = await bootContext(appDir);
  try {
    // The older code's database: the same tables with `status`, one row in each state that matters.
    let strapi: Core.Strapi = await createStrapi(context).load();
    const knex = strapi.db.connection;
    for (const [table, column] of OLD_COLUMNS) await knex.schema.alterTable(table, (t) => t.renameColumn(column, 'status'));
    await knex('strapi_migrations').where('name', 'like', '2026.11.24T22%').del();
    await knex('strapi_migrations').where('name', 'like', '%link-icon-choices%').del();
    // Links of the older code, their icons typed by staff: two the site has in another spelling, one it
    // does not have, one as the site spells it.
    const typedIcons: Record<string, string | null> = { Phone: 'phone', 'arrow-up': 'arrowUp', rocket: null, mail: 'mail' };
    for (const icon of Object.keys(typedIcons)) await knex('components_shared_link').insert({ label: `Link ${icon}`, url: '/contact/', icon });
    const now = new Date();
    await knex('submissions').insert({ document_id: 'oldrequest', form: 'site-contact', language: 'nl', status: 'handled', published_at: now });
    await knex('search_registrations').insert({
      document_id: 'oldsearch',
      email: 'a@example.be',
      language: 'nl',
      goal: 'buy',
      frequency: 'daily',
      status: 'unsubscribed',
      published_at: now,
    });
    const mail = {
      kind: 'visitor-confirmation',
      language: 'nl',
      to_address: 'a@example.be',
      subject: 'S',
      body: 'B',
      attempts: 3,
      next_attempt_at: now,
      give_up_at: now,
      published_at: now,
    };
    await knex('outbox_mails').insert({ ...mail, document_id: 'oldmail', status: 'failed' });
    // Two listings of the older code: a hidden price whose 12 % duties were public, a shown one.
    await knex.schema.alterTable('properties', (t) => t.dropColumns(...PRICE_AMOUNT_COLUMNS));
    const listing = { goal: 'sale', published_at: now, is_in_feed: true, notary_fees: 3680, total_costs: 40160 };
    await knex('properties').insert({
      ...listing,
      document_id: 'oldhidden',
      external_id: 990171,
      feed_price: 304000,
      price: null,
      publish_price: false,
      registration_rights: 36480,
    });
    await knex('properties').insert({
      ...listing,
      document_id: 'oldshown',
      external_id: 990048,
      feed_price: 304000,
      price: 304000,
      publish_price: true,
      registration_rights: 6080,
    });
    await strapi.destroy();

    strapi = await createStrapi(context).load();
    try {
      const one = async (uid: UID.Schema, documentId: string): Promise<{ state?: string; delivery?: string }> =>
        strapi.db.query(uid).findOne({ where: { documentId } });
      assert.equal((await one('api::submission.submission', 'oldrequest')).state, 'handled');
      assert.equal((await one('api::search-registration.search-registration', 'oldsearch')).state, 'unsubscribed');
      assert.equal((await one('api::outbox-mail.outbox-mail', 'oldmail')).delivery, 'failed');
      // Derived again on start: the hidden price's amounts are private only; the shown one's are both.
      const amounts = ['notaryFees', 'registrationRights', 'totalCosts', 'feedNotaryFees', 'feedRegistrationRights', 'feedTotalCosts'];
      const listing = async (documentId: string) => {
        const row: Record<string, string | number | null> = await strapi.db.query('api::property.property').findOne({ where: { documentId }, select: amounts });
        return amounts.map((name) => (row[name] === null ? null : Number(row[name])));
      };
      assert.deepEqual(await listing('oldhidden'), [null, null, null, 3680, 36480, 40160]);
      assert.deepEqual(await listing('oldshown'), [3680, 6080, 40160, 3680, 6080, 40160]);
      const icons: { label: string; icon: string | null }[] = await strapi.db
        .connection('components_shared_link')
        .where('label', 'like', 'Link %')
        .select('label', 'icon');
      assert.deepEqual(Object.fromEntries(icons.map((r) => [r.label.slice('Link '.length), r.icon])), typedIcons);
      for (const [table] of OLD_COLUMNS)
        assert.equal(await strapi.db.connection.schema.hasColumn(table, 'status'), false, `${table} has no status column left`);
    } finally {
      await strapi.destroy();
    }
  } finally {
    await db.drop();
  }
});
