/**
 * Search alerts at scale: 100,000 confirmed registrations against an import that changes
 * 1,000 listings (700 new, 300 price drops), on PostgreSQL. Times the CMS's matching as the importer
 * runs it (cms/src/search-alerts/match.ts `queueAlerts`, the compiled copy in cms/dist: build it with
 * `cd cms && pnpm exec tsc -p .` or any CMS test run), which writes one pending alert per registration,
 * listing and reason; then the same import again (everything already announced: nothing written).
 * Target: under 10 s.
 *
 *   node bench/alerts.mjs            (PostgreSQL on 127.0.0.1:5432, user postgres; PGHOST/PGPORT/PGUSER/PGPASSWORD)
 *   BENCH_REGISTRATIONS=100000 BENCH_CHANGES=1000 BENCH_LISTINGS=20000 node bench/alerts.mjs
 *
 * The tables are the CMS's (search_registrations, search_criteria, search_alerts, properties) with the
 * columns the matching reads and the indexes their schema.json declares; a fresh database is created
 * and dropped. Data are drawn from a seeded generator: 25 coast towns (half the searches name the town,
 * half its zip), the nine property types, 1 to 3 types and zones per search, price bounds and bedrooms
 * on most searches, as a visitor fills in the form.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CMS = path.join(ROOT, 'cms');
const require = createRequire(path.join(CMS, 'package.json'));
const strapiRequire = createRequire(createRequire(require.resolve('@strapi/strapi')).resolve('@strapi/database'));
const knexFactory = require(strapiRequire.resolve('knex'));
const { Client } = require('pg');
const { queueAlerts } = require(path.join(CMS, 'dist', 'src', 'search-alerts', 'match.js'));
const { criterionRows } = require(path.join(CMS, 'dist', 'src', 'search-alerts', 'criteria.js'));

const env = process.env;
const REGISTRATIONS = Number(env.BENCH_REGISTRATIONS ?? 100_000);
const CHANGES = Number(env.BENCH_CHANGES ?? 1_000);
const LISTINGS = Math.max(CHANGES, Number(env.BENCH_LISTINGS ?? 20_000));
const TARGET_MS = 10_000;
const pgConfig = { host: env.PGHOST ?? '127.0.0.1', port: Number(env.PGPORT ?? 5432), user: env.PGUSER ?? 'postgres', password: env.PGPASSWORD ?? '' };
const database = `coast_bench_alerts_${process.pid}`;

const TOWNS = [
  ['8400', 'Oostende'],
  ['8470', 'Gistel'],
  ['8430', 'Middelkerke'],
  ['8420', 'De Haan'],
  ['8450', 'Bredene'],
  ['8460', 'Oudenburg'],
  ['8480', 'Ichtegem'],
  ['8490', 'Jabbeke'],
  ['8300', 'Knokke-Heist'],
  ['8370', 'Blankenberge'],
  ['8380', 'Zeebrugge'],
  ['8620', 'Nieuwpoort'],
  ['8660', 'De Panne'],
  ['8670', 'Koksijde'],
  ['8000', 'Brugge'],
  ['8200', 'Sint-Andries'],
  ['8310', 'Assebroek'],
  ['8340', 'Damme'],
  ['8377', 'Zuienkerke'],
  ['8432', 'Leffinge'],
  ['8433', 'Westende'],
  ['8434', 'Lombardsijde'],
  ['8600', 'Diksmuide'],
  ['8630', 'Veurne'],
  ['8680', 'Koekelare'],
];
const TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// A small seeded generator (mulberry32), so every run draws the same data.
let seed = 13;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list)))];

async function admin(sql) {
  const client = new Client({ ...pgConfig, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createTables(knex) {
  await knex.schema.createTable('properties', (t) => {
    t.increments('id');
    t.integer('external_id');
    t.string('goal');
    t.integer('web_id');
    t.string('zip');
    t.string('city_name');
    t.decimal('price', 10, 2);
    t.integer('bedrooms');
    t.integer('garages');
    t.integer('parkings');
    t.string('availability');
    t.boolean('is_in_feed');
    t.index(['external_id'], 'properties_external_id');
  });
  await knex.schema.createTable('search_registrations', (t) => {
    t.increments('id');
    t.string('document_id');
    t.string('email');
    t.string('language');
    t.string('goal');
    t.string('frequency');
    t.string('state');
    t.datetime('last_alert_at');
    t.index(['state', 'frequency', 'last_alert_at'], 'search_registrations_due');
  });
  await knex.schema.createTable('search_criteria', (t) => {
    t.increments('id');
    t.string('document_id');
    t.integer('registration_id');
    t.string('goal');
    t.integer('web_id');
    t.string('zone');
    t.decimal('min_price', 10, 2);
    t.decimal('max_price', 10, 2);
    t.integer('min_bedrooms');
    t.boolean('garage');
    t.boolean('parking');
    t.index(['goal', 'web_id', 'zone', 'registration_id'], 'search_criteria_match');
    t.index(['registration_id'], 'search_criteria_registration');
  });
  await knex.schema.createTable('search_alerts', (t) => {
    t.increments('id');
    t.string('document_id');
    t.integer('registration_id');
    t.integer('listing_id');
    t.string('reason');
    t.decimal('price', 10, 2);
    t.decimal('old_price', 10, 2);
    t.string('state');
    t.string('mail_id');
    t.datetime('sent_at');
    t.datetime('created_at');
    t.datetime('updated_at');
    t.datetime('published_at');
    t.unique(['registration_id', 'listing_id', 'reason'], { indexName: 'search_alerts_once' });
  });
}

async function insertBatches(knex, table, rows, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await knex(table).insert(rows.slice(i, i + size));
}

/** A search as the form gives it: a budget on most, bedrooms on half, a garage on a few. */
function drawSearch() {
  const goal = random() < 0.75 ? 'buy' : 'rent';
  const base = goal === 'buy' ? 150_000 + Math.floor(random() * 500_000) : 600 + Math.floor(random() * 1_200);
  const bounded = random() < 0.8;
  return {
    goal,
    propertyTypes: some(TYPES, 3),
    zones: some(TOWNS, 3).map(([zip, town]) => (random() < 0.5 ? zip : town)),
    minPrice: bounded && random() < 0.4 ? Math.round(base * 0.7) : null,
    maxPrice: bounded ? base : null,
    minBedrooms: random() < 0.5 ? 1 + Math.floor(random() * 3) : null,
    garage: random() < 0.1 ? true : null,
    parking: null,
  };
}

function drawListing(externalId) {
  const goal = random() < 0.75 ? 'sale' : 'rent';
  const [zip, town] = pick(TOWNS);
  return {
    external_id: externalId,
    goal,
    web_id: pick(TYPES),
    zip,
    city_name: town,
    price: goal === 'sale' ? 120_000 + Math.floor(random() * 600_000) : 550 + Math.floor(random() * 1_400),
    bedrooms: Math.floor(random() * 5),
    garages: random() < 0.4 ? 1 : 0,
    parkings: random() < 0.3 ? 1 : 0,
    availability: goal === 'sale' ? 'for_sale' : 'for_rent',
    is_in_feed: true,
  };
}

await admin(`create database ${database}`);
const knex = knexFactory({ client: 'pg', connection: { ...pgConfig, database }, pool: { min: 1, max: 4 } });
try {
  const loadStarted = Date.now();
  await createTables(knex);
  const registrations = Array.from({ length: REGISTRATIONS }, (_, i) => ({ id: i + 1, search: drawSearch() }));
  await insertBatches(
    knex,
    'search_registrations',
    registrations.map(({ id, search }) => ({
      id,
      document_id: `r${id}`,
      email: `r${id}@example.be`,
      language: 'nl',
      goal: search.goal,
      frequency: 'instant',
      state: 'confirmed',
    })),
  );
  const criteria = registrations.flatMap(({ id, search }) =>
    criterionRows(id, search).map((r) => ({
      registration_id: r.registrationId,
      goal: r.goal,
      web_id: r.webId,
      zone: r.zone,
      min_price: r.minPrice,
      max_price: r.maxPrice,
      min_bedrooms: r.minBedrooms,
      garage: r.garage,
      parking: r.parking,
    })),
  );
  await insertBatches(knex, 'search_criteria', criteria);
  const listings = Array.from({ length: LISTINGS }, (_, i) => drawListing(1_000_000 + i));
  await insertBatches(knex, 'properties', listings);
  await knex.raw('analyze');
  console.log(
    `loaded ${REGISTRATIONS.toLocaleString('en')} confirmed registrations (${criteria.length.toLocaleString('en')} criterion rows), ` +
      `${LISTINGS.toLocaleString('en')} listings in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  // The import's changes: 70% new listings, 30% price drops (the listing's price now 5-15% lower than before).
  const changed = listings.slice(0, CHANGES);
  const changes = changed.map((l, i) =>
    i % 10 < 7
      ? { externalId: l.external_id, kind: 'created', oldPrice: null }
      : { externalId: l.external_id, kind: 'updated', oldPrice: Math.round(l.price * (1.05 + random() * 0.1)) },
  );
  const strapi = { db: { connection: knex } };
  const run = async (label) => {
    const started = process.hrtime.bigint();
    const queued = await queueAlerts(strapi, changes);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${label}: ${CHANGES.toLocaleString('en')} changed listings → ${queued.toLocaleString('en')} alerts queued in ${(ms / 1000).toFixed(2)} s`);
    return ms;
  };
  const first = await run('first import');
  const again = await run('same import again (all announced already)');
  const perRegistration = await knex('search_alerts').countDistinct({ n: 'registration_id' }).first();
  console.log(`registrations with an alert to send: ${Number(perRegistration.n).toLocaleString('en')}`);
  console.log(`target: under ${TARGET_MS / 1000} s: ${first < TARGET_MS && again < TARGET_MS ? 'met' : 'MISSED'}`);
} finally {
  await knex.destroy();
  await admin(`drop database if exists ${database} with (force)`);
}
