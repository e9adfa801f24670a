// The owner portal's statistics reads on 3 years of daily views for 50 listings: the
// queries the portal page makes (cms/src/views/statistics.ts, the compiled copy in cms/dist, built by
// `cd cms && pnpm exec tsc -p .` or any CMS test run) on a fresh SQLite database with the CMS's table
// and unique (listing, day) index. Reports p50/p95 of one portal page's server work: the statistics of
// every listing of an owner with 50 listings. Target: p95 < 200 ms. Run: node bench/portal-views.mjs
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const require = createRequire(path.resolve('cms/package.json'));
// knex is Strapi's (through @strapi/strapi → @strapi/database), not a workspace dependency of its own.
const strapiRequire = createRequire(createRequire(require.resolve('@strapi/strapi')).resolve('@strapi/database'));
const knexPath = strapiRequire.resolve('knex');
const knex = require(knexPath)({
  client: 'better-sqlite3',
  connection: { filename: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')), 'views.db') },
  useNullAsDefault: true,
});
const { viewStatistics } = require('./dist/src/views/statistics.js');
const { VIEWS_TABLE } = require('./dist/src/views/table.js');
const { addDays, agencyToday } = require('@coast/domain');

const LISTINGS = 50;
const DAYS = 3 * 365;
const RUNS = 100;

await knex.schema.createTable(VIEWS_TABLE, (t) => {
  t.increments('id');
  t.string('document_id');
  t.integer('external_id');
  t.date('day');
  t.integer('count');
  t.datetime('created_at');
  t.datetime('updated_at');
});
await knex.raw(`CREATE UNIQUE INDEX listing_views_listing_day ON ${VIEWS_TABLE} (external_id, day)`);
const today = agencyToday();
for (let l = 1; l <= LISTINGS; l += 1) {
  const rows = Array.from({ length: DAYS }, (_, i) => ({ external_id: l, day: addDays(today, i - DAYS + 1), count: (l * 7 + i) % 23 }));
  for (let i = 0; i < rows.length; i += 150) await knex(VIEWS_TABLE).insert(rows.slice(i, i + 150));
}
const strapi = { db: { connection: knex } };
const times = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: LISTINGS }, (_, l) => viewStatistics(strapi, l + 1)));
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(
  `portal statistics, ${LISTINGS} listings x ${DAYS} days (${LISTINGS * DAYS} rows), ${RUNS} page renders: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (target p95 < 200 ms)`,
);
await knex.destroy();
