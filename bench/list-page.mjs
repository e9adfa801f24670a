#!/usr/bin/env node
/**
 * List page benchmark: server time of the for-sale list, filtered and sorted, at the
 * snapshot's ~150 listings and at 100,000 listings in PostgreSQL.
 *   node bench/list-page.mjs        (after `pnpm install`; needs PostgreSQL on 127.0.0.1:5432, user postgres)
 *
 * 1. Creates a throw-away PostgreSQL database, starts the CMS from source on it (production, seeded:
 *    the site and the 150 listings of the snapshot) and the site's production build with `next start`
 *    (built when missing, or with BENCH_BUILD=1), on free loopback ports.
 * 2. Measures each scenario below at 150 listings, then generates listings up to BENCH_LISTINGS (100,000)
 *    with bulk SQL (copies of the snapshot's listings with their town and photo, prices, surfaces and
 *    dates varied, 3% no longer in the feed; bench/list-generate.sql), expires the site's cache through
 *    its webhook, and measures again.
 * Every sample is a URL the site has not rendered yet (another page, or another price bound), so it is
 * a render, not a page-cache hit: the CMS read of the listings included, the shared reads (towns and
 * types with their counts, menus) warm, as for a visitor trying a new filter. The first render after the
 * webhook (every read cold) is printed apart; sixty uncached renders follow it, not counted, so the code
 * is as warm for the first scenario as for the last. Time: request sent to last byte, one request at a time,
 * on loopback. The site reads the CMS through a pass-through here that times each read, so a render splits
 * into its CMS reads and the site's own work. Target: p95 under 100 ms. Prints a table; the raw samples go to
 * bench/results/list-page.json.
 *
 * Settings (environment): BENCH_LISTINGS=100000, BENCH_SAMPLES=25 (per scenario), BENCH_BUILD=1,
 * PGHOST / PGPORT / PGUSER / PGPASSWORD (default 127.0.0.1, 5432, postgres). The database is dropped at the
 * end, also on an error or Ctrl-C; the processes' logs stay in bench/results/list-logs/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, keepLogs, log, processGroup, SITE_NODE, siteNodeVersion } from './lib/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const CMS = path.join(ROOT, 'cms');
const RESULTS = path.join(ROOT, 'bench', 'results');
const require = createRequire(import.meta.url);
const { Client } = require(require.resolve('pg', { paths: [CMS] }));

const env = process.env;
const cfg = {
  listings: Number(env.BENCH_LISTINGS ?? 100_000),
  samples: Math.max(3, Number(env.BENCH_SAMPLES ?? 25)),
  build: env.BENCH_BUILD === '1',
  pg: { host: env.PGHOST ?? '127.0.0.1', port: Number(env.PGPORT ?? 5432), user: env.PGUSER ?? 'postgres', password: env.PGPASSWORD ?? '' },
};
const TARGET_MS = 100;
const WARM_UP_RENDERS = 60;
const NEXT_BIN = path.join(WEB, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true' };
const database = `coast_bench_list_${process.pid}_${Date.now().toString(36)}`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-bench-list-'));
const logs = path.join(work, 'logs');
fs.mkdirSync(logs);
async function pg(db, fn) {
  const client = new Client({ ...cfg.pg, database: db });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
let databaseCreated = false;
const { start, waitFor, cleanup } = processGroup({
  logs,
  cwd: ROOT,
  env: baseEnv,
  onExit: async () => {
    if (databaseCreated && env.BENCH_KEEP_DATABASE === '1') log(`Kept the database ${database} (BENCH_KEEP_DATABASE=1): drop it when done`);
    else if (databaseCreated)
      await pg('postgres', (c) => c.query(`drop database if exists ${database} with (force)`)).catch((e) => log('could not drop', database, e.message));
    keepLogs(logs, path.join(RESULTS, 'list-logs'));
    fs.rmSync(work, { recursive: true, force: true });
  },
});

// ---------------------------------------------------------------- apps
/**
 * The site reads the CMS through this pass-through, which notes when each request starts and ends, so a
 * render's time splits into its CMS reads (the time at least one read was open) and the site's own work.
 */
const cmsCalls = [];
function cmsRecorder(target) {
  const server = http.createServer((req, res) => {
    const call = { start: performance.now(), end: 0 };
    const upstream = http.request(new URL(req.url, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => {
        call.end = performance.now();
        cmsCalls.push(call);
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}
/** The time within [from, to] during which at least one CMS request was open, and how many started then. */
function cmsTimeWithin(from, to) {
  const calls = cmsCalls.filter((c) => c.start >= from && c.end <= to).sort((a, b) => a.start - b.start);
  let busy = 0;
  let until = from;
  for (const c of calls) {
    if (c.end <= until) continue;
    busy += c.end - Math.max(c.start, until);
    until = c.end;
  }
  return { ms: busy, reads: calls.length };
}

function buildWebIfNeeded() {
  if (!cfg.build && fs.existsSync(path.join(WEB, '.next', 'BUILD_ID'))) return;
  log('Building the site (web/, next build)');
  const result = spawnSync(SITE_NODE, [NEXT_BIN, 'build'], { cwd: WEB, env: baseEnv, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
}
async function startApps() {
  const { strapiSecrets, randomSecret } = require(path.join(CMS, 'scripts', 'strapi-secrets.js'));
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const shared = { SITE_READ_TOKEN: randomSecret(32), WEBHOOK_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret(), SITE_URL: siteUrl };
  const cms = start('cms', process.execPath, [path.join(WEB, 'e2e', 'support', 'cms-process.cjs')], {
    cwd: WEB,
    env: {
      ...baseEnv,
      ...shared,
      ...strapiSecrets(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      ADMIN_EMAIL: 'bench@kustvastgoed.test',
      ADMIN_PASSWORD: `Bench-${randomSecret(9)}1a`,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: '',
      DATABASE_HOST: cfg.pg.host,
      DATABASE_PORT: String(cfg.pg.port),
      DATABASE_NAME: database,
      DATABASE_USERNAME: cfg.pg.user,
      DATABASE_PASSWORD: cfg.pg.password,
      SEED_ON_START: 'true',
      STRAPI_STARTUP_LOG: 'false',
      // The bench's own requests are many and come from one address.
      PUBLIC_RATE_LIMIT: '1000000',
    },
  });
  log(`CMS starting on ${cmsUrl} (database ${database}; the seed takes a few minutes)`);
  await waitFor(cms, async () => (await fetch(`${cmsUrl}/_health`)).status === 204, 15 * 60_000);
  // The seed imports the listings after the server answers: wait until the snapshot is in.
  await waitFor(cms, async () => (await countInFeed()) >= 100, 10 * 60_000);
  const recorder = await cmsRecorder(cmsUrl);
  const site = start('site', SITE_NODE, [NEXT_BIN, 'start', '-p', String(sitePort), '-H', '127.0.0.1'], {
    cwd: WEB,
    // A slow read is measured, not cut at the site's 3 s timeout.
    env: { ...baseEnv, ...shared, NODE_ENV: 'production', CMS_URL: recorder.url, REDIS_URL: '', CMS_TIMEOUT_MS: '30000' },
  });
  await waitFor(site, async () => (await fetch(`${siteUrl}/robots.txt`)).ok, 120_000);
  log(`Site on ${siteUrl}`);
  return { siteUrl, cmsUrl, webhookSecret: shared.WEBHOOK_SECRET, recorder: recorder.server };
}
const countInFeed = () => pg(database, async (c) => Number((await c.query('select count(*) from properties where is_in_feed')).rows[0].count));

// ---------------------------------------------------------------- data
async function generate(total) {
  const sql = fs.readFileSync(path.join(ROOT, 'bench', 'list-generate.sql'), 'utf8');
  const started = Date.now();
  await pg(database, async (c) => {
    const existing = Number((await c.query('select count(*) from properties')).rows[0].count);
    // Every column of the table is copied from a snapshot listing; the script overrides the varied ones.
    const columns = (
      await c.query(
        `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'properties' and column_name <> 'id' order by ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
    const overridden = new Set([
      'document_id',
      'external_id',
      'price',
      'feed_price',
      'surface_living',
      'feed_created_at',
      'is_in_feed',
      'created_at',
      'updated_at',
      'published_at',
    ]);
    const copied = columns.filter((name) => !overridden.has(name));
    const text = sql
      .replaceAll('{{count}}', String(Math.max(0, total - existing)))
      .replaceAll('{{columns}}', [...overridden, ...copied].map((n) => `"${n}"`).join(', '))
      .replaceAll('{{copied}}', copied.map((n) => `p."${n}"`).join(', '));
    await c.query(text);
  });
  log(`Generated listings up to ${total} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- measuring
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  const ended = performance.now();
  const cms = cmsTimeWithin(started, ended);
  return {
    ms: ended - started,
    cmsMs: cms.ms,
    reads: cms.reads,
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    total: /data-total="(\d+)"/.exec(body)?.[1] ?? null,
  };
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Each scenario: its n-th URL (n < count) is one not rendered before (another page, or another price bound). */
function scenarios(pageCount) {
  const many = cfg.samples;
  // Page 1 of the plain list was rendered to learn the page count: the paged scenarios start at 2.
  const paged = Math.min(cfg.samples, pageCount - 1);
  return [
    { name: 'for sale, newest, page n', count: paged, url: (n) => `/nl/te-koop/?page=${2 + n}` },
    { name: 'price up, page n (hidden prices last)', count: paged, url: (n) => `/nl/te-koop/?sort=price_asc&page=${2 + n}` },
    { name: 'price down, the last pages', count: paged, url: (n) => `/nl/te-koop/?sort=price_desc&page=${pageCount - n}` },
    { name: 'max price, newest', count: many, url: (n) => `/nl/te-koop/?max_price=${400_000 - n * 1000}` },
    {
      name: '2 towns, 2 types, 2+ bedrooms, EPC C or better, price range, price down',
      count: many,
      url: (n) => `/nl/te-koop/?city=gistel&city=oostende&type=1&type=2&bedrooms=2&epc=c&min_price=${100_000 + n * 1000}&max_price=600000&sort=price_desc`,
    },
    { name: 'living surface at least, sold hidden, largest first', count: many, url: (n) => `/nl/te-koop/?surface=${60 + n}&available=1&sort=surface_desc` },
    { name: 'for rent, town by zip, max price, price up', count: many, url: (n) => `/nl/te-huur/?city=8400&max_price=${5000 - n * 10}&sort=price_asc` },
    { name: 'takeovers', count: 1, url: () => '/nl/te-koop/?takeover=1' },
  ];
}

async function measure(siteUrl, label) {
  // The first render after the webhook reads everything cold (towns and types with their counts, menus):
  // timed apart, and it warms the shared reads for the scenarios.
  const cold = await timed(`${siteUrl}/nl/te-koop/?epc=g`);
  const pageCount = Number(/data-page-count="(\d+)"/.exec(await (await fetch(`${siteUrl}/nl/te-koop/`)).text())?.[1] ?? 1);
  // A server that has just started compiles its code as it renders: uncached renders first (not counted),
  // so the first scenario is measured on a server as warm as the others.
  for (let n = 0; n < WARM_UP_RENDERS; n++) await timed(`${siteUrl}/nl/te-koop/?max_price=${990_000 - n * 7}`);
  const rows = [];
  for (const scenario of scenarios(pageCount).filter((s) => s.count > 0)) {
    const samples = [];
    for (let n = 0; n < scenario.count; n++) {
      const result = await timed(`${siteUrl}${scenario.url(n)}`);
      if (result.status !== 200) throw new Error(`${scenario.url(n)} answered ${result.status}`);
      samples.push(result);
    }
    const ms = samples.map((s) => s.ms);
    const cms = samples.map((s) => s.cmsMs);
    const own = samples.map((s) => s.ms - s.cmsMs);
    rows.push({
      scenario: scenario.name,
      results: samples[0].total,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: Math.max(...ms),
      cmsP50: percentile(cms, 50),
      ownP50: percentile(own, 50),
      ownP95: percentile(own, 95),
      reads: percentile(
        samples.map((s) => s.reads),
        50,
      ),
      samples: ms,
      cmsSamples: cms,
    });
  }
  return { label, coldMs: cold.ms, pageCount, rows };
}

/**
 * The CMS's part alone: the site's list read (the PropertyList operation of @coast/graphql, as
 * web/src/cms/listings.ts sends it) timed against the CMS's GraphQL endpoint, so a slow page can be
 * told apart from a slow query.
 */
const LIST_READ = fs
  .readFileSync(path.join(ROOT, 'packages', 'graphql', 'operations', 'properties.graphql'), 'utf8')
  .match(/query PropertyList\([\s\S]*?\n}\n/)[0];
const FRAGMENTS = fs.readFileSync(path.join(ROOT, 'packages', 'graphql', 'operations', 'fragments.graphql'), 'utf8');
const CARD = ['Media', 'PropertyCard'].map((name) => FRAGMENTS.match(new RegExp(`fragment ${name} on [\\s\\S]*?\\n}\\n`))[0]).join('\n');
const sale = { isInFeed: { eq: true }, goal: { eq: 'sale' } };
/** The reads as web/src/cms/listings.ts sends them: towns by their document ids (the list's filter form resolves the URL's names). */
const cmsReads = (townIds) => {
  const fiveFilters = {
    ...sale,
    city: { documentId: { in: townIds } },
    webId: { in: [1, 2] },
    price: { gte: 100000, lte: 600000 },
    bedrooms: { gte: 2 },
    epcLabel: { in: ['a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub', 'c_plus', 'c', 'c_sub'] },
  };
  return [
    { name: 'newest, page 2', variables: { filters: sale, start: 12, limit: 12, sort: ['feedCreatedAt:desc', 'externalId:desc'] } },
    {
      name: 'price up, priced part, page 100',
      variables: { filters: { and: [sale, { price: { notNull: true } }] }, start: 1188, limit: 12, sort: ['price:asc', 'externalId:asc'] },
    },
    {
      name: 'five filters, price down',
      variables: { filters: { and: [fiveFilters, { price: { notNull: true } }] }, start: 0, limit: 12, sort: ['price:desc', 'externalId:desc'] },
    },
  ];
};
async function measureCms(cmsUrl, label) {
  const rows = [];
  const towns = await pg(database, (c) => c.query(`select document_id from cities where name in ('Gistel', 'Oostende')`));
  for (const read of cmsReads(towns.rows.map((r) => r.document_id))) {
    const ms = [];
    let total = null;
    for (let n = 0; n < 10; n++) {
      const started = process.hrtime.bigint();
      const response = await fetch(`${cmsUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `${LIST_READ}\n${CARD}`, variables: read.variables }),
      });
      const body = await response.json();
      ms.push(Number(process.hrtime.bigint() - started) / 1e6);
      // A read cut by the CMS's time limit (a busy machine) is counted with its time, not fatal to the run.
      if (body.errors) log(`${label}: CMS read ${read.name}: ${body.errors.map((e) => e.extensions?.code ?? e.message).join(', ')}`);
      else total = body.data.properties_connection.pageInfo.total;
    }
    rows.push({ label, read: read.name, total, p50: percentile(ms, 50), p95: percentile(ms, 95) });
    log(`${label}: CMS read ${read.name}: p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))} (${total} matching)`);
  }
  return rows;
}

async function expireListings(siteUrl, webhookSecret) {
  const response = await fetch(`${siteUrl}/api/revalidate/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${webhookSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', model: 'property', uid: 'api::property.property' }),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;
/** One line per scenario as soon as a run is measured (the table at the end repeats them). */
const progress = (run) =>
  run.rows.forEach((row) =>
    log(
      `${run.label}: ${row.scenario}: p50 ${fmt(row.p50)}, p95 ${fmt(row.p95)} (${row.results} results); CMS reads p50 ${fmt(row.cmsP50)} (${row.reads}), own work p50 ${fmt(row.ownP50)}, p95 ${fmt(row.ownP95)}`,
    ),
  );

function print(runs, cmsRows) {
  console.log('\nList page: server time of a render (request to last byte, one at a time, loopback; target p95 < 100 ms)');
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; up to ${cfg.samples} samples per scenario; the site on Node ${siteNodeVersion()}\n`,
  );
  console.log('| listings | scenario | results | p50 | p95 | max | CMS reads p50 (count) | site own work p50 / p95 | target |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    for (const row of run.rows) {
      console.log(
        `| ${run.label} | ${row.scenario} | ${row.results ?? '?'} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.max)} | ${fmt(row.cmsP50)} (${row.reads}) | ${fmt(row.ownP50)} / ${fmt(row.ownP95)} | ${row.p95 < TARGET_MS ? 'PASS' : 'FAIL'} |`,
      );
    }
  }
  console.log('');
  for (const run of runs) console.log(`${run.label}: first render after the webhook, every read cold: ${fmt(run.coldMs)}; ${run.pageCount} pages for sale`);
  console.log('\nThe CMS read alone (the PropertyList operation, 10 times each)\n');
  console.log('| listings | read | matching | p50 | p95 |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of cmsRows) console.log(`| ${row.label} | ${row.read} | ${row.total} | ${fmt(row.p50)} | ${fmt(row.p95)} |`);
}

// ---------------------------------------------------------------- run
let recorderServer = null;
try {
  buildWebIfNeeded();
  await pg('postgres', (c) => c.query(`create database ${database}`));
  databaseCreated = true;
  const { siteUrl, cmsUrl, webhookSecret, recorder } = await startApps();
  recorderServer = recorder;
  const cmsRows = [];
  const runs = [];
  log('Measuring at the snapshot');
  runs.push(await measure(siteUrl, `${await countInFeed()} in feed`));
  progress(runs[0]);
  cmsRows.push(...(await measureCms(cmsUrl, runs[0].label)));
  await generate(cfg.listings);
  // As autovacuum would: statistics for the planner, the visibility map for index-only counts.
  await pg(database, (c) => c.query('vacuum analyze'));
  await expireListings(siteUrl, webhookSecret);
  log(`Measuring at ${cfg.listings}`);
  runs.push(await measure(siteUrl, `${await countInFeed()} in feed`));
  progress(runs[1]);
  cmsRows.push(...(await measureCms(cmsUrl, runs[1].label)));
  print(runs, cmsRows);
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'list-page.json'),
    JSON.stringify(
      { at: new Date().toISOString(), loadavg: os.loadavg(), siteNode: siteNodeVersion(), cfg: { ...cfg, pg: undefined }, runs, cmsRows },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  recorderServer?.close();
  await cleanup();
}
