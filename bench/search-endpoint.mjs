#!/usr/bin/env node
/**
 * Search benchmark: the home search panel's answer endpoint (GET /api/search/answer/) with the seeded
 * ~150 listings and with 100,000 generated ones, side by side, and the index's memory at 100,000.
 *   node bench/search-endpoint.mjs        (after `pnpm install`; builds web/ when it has no build)
 *
 * 1. Starts, on free loopback ports: the CMS from source on a throw-away seeded SQLite database (as the
 *    browser tests), a "100k" front of that CMS (below), and the site's production build twice with
 *    `next start`: one reading the CMS, one reading the front.
 * 2. The front passes every request to the real CMS except the search index's SearchListings operation,
 *    which it answers with 100,000 listings made from the real ones (bench/search-generate.mjs): the
 *    site builds its index from 500 pages of 200, as it would from a CMS holding them.
 * 3. Per site: the first answer's time (the index built from the CMS), then BENCH_SEARCH_ROUNDS rounds
 *    of a query mix (towns, zips, French names, types, references whole, in part and with a typo, no
 *    match, hostile text, the empty query), one request at a time: the server time the endpoint reports
 *    (Server-Timing: search;dur=, the handler's work) and the time seen by the client, p50/p95/max.
 * 4. In-process (bench/search-index.ts): the index built from the same 100,000 rows, its heap after GC.
 *    Also the RSS of both sites after the load.
 * Targets: server p95 < 30 ms (150) and < 50 ms (100,000); index memory < 200 MB.
 * Settings: BENCH_SEARCH_LISTINGS=100000, BENCH_SEARCH_ROUNDS=20, BENCH_SEARCH_DB=<a seeded SQLite file to copy>. Prints one table
 * (PASS/FAIL; exit status 0 whatever the figures); raw results in bench/results/search.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, keepLogs, log, processGroup, SITE_NODE } from './lib/processes.mjs';
import { generateListings } from './search-generate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const RESULTS = path.join(ROOT, 'bench', 'results');
const require = createRequire(import.meta.url);
const COUNT = Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000);
/** A seeded SQLite database to start from (copied; the CMS then skips its seed), else a fresh one. */
const SEEDED_DB = process.env.BENCH_SEARCH_DB ?? '';
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const TARGETS = { p95Small: 30, p95Large: 50, memoryMb: 200 };
const QUERIES = [
  'gistel',
  'OOSTENDE',
  'Ostende',
  '8400',
  '84',
  'middelkerke',
  'appartement',
  'huis',
  'villa',
  'garage',
  '4512',
  '451230',
  '4512308',
  '4513208',
  '5012345',
  '50123',
  'Ref: 5099999',
  'zzzz',
  'a',
  '',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(100),
];
const NEXT_BIN = path.join(WEB, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true', REDIS_URL: '' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-bench-search-'));
const servers = [];
const { start, waitFor, cleanup } = processGroup({
  logs: work,
  cwd: ROOT,
  env: baseEnv,
  onExit: async () => {
    for (const server of servers) server.close();
    keepLogs(work, path.join(RESULTS, 'logs-search'));
    fs.rmSync(work, { recursive: true, force: true });
  },
});
function rssMb(pid) {
  // next start runs the server in a child process: the tree's largest RSS is the server's.
  const out = spawnSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], { encoding: 'utf8' }).stdout;
  return Math.max(0, ...out.split('\n').map(Number).filter(Boolean)) / 1024;
}

// ---------------------------------------------------------------- the 100k front of the CMS
/** SearchListings pages of the generated listings; anything else goes to the real CMS untouched. */
async function startLargeFront(cmsUrl, rows) {
  const port = await freePort();
  const pageSize = 200;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url?.startsWith('/graphql') && body.includes('query SearchListings')) {
        const { variables } = JSON.parse(body.toString('utf8'));
        const page = Number(variables?.page ?? 1);
        const nodes = rows.slice((page - 1) * pageSize, page * pageSize);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { properties_connection: { nodes, pageInfo: { pageCount: Math.ceil(rows.length / pageSize), total: rows.length } } } }));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'keep-alive'].includes(k)));
      const pass = () => fetch(`${cmsUrl}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined });
      // Once more on a dropped connection (a busy machine), as the site's own reads would fail it otherwise.
      const upstream = await pass()
        .catch(() => pass())
        .catch((error) => {
          console.error(`[front] ${req.method} ${req.url}: ${error.cause?.message ?? error.message}`);
          return null;
        });
      if (!upstream) {
        res.writeHead(502).end();
        return;
      }
      res.writeHead(
        upstream.status,
        Object.fromEntries([...upstream.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k))),
      );
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${port}`;
}

async function graphql(url, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

// ---------------------------------------------------------------- measuring
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
async function answer(site, q) {
  const started = performance.now();
  const response = await fetch(`${site}/api/search/answer/?${new URLSearchParams({ q, lang: 'nl' })}`);
  const body = await response.json();
  const client = performance.now() - started;
  if (response.status !== 200) throw new Error(`${q}: ${response.status} ${JSON.stringify(body)}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { server, client, listings: body.listings.length };
}
async function measure(name, site) {
  // The first answer waits for the index (built from the CMS, or its front).
  const first = await answer(site, 'gistel');
  for (const q of QUERIES) await answer(site, q); // warm-up round
  const server = [];
  const client = [];
  const perQuery = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const r = await answer(site, q);
      server.push(r.server);
      client.push(r.client);
      (perQuery[q.slice(0, 20)] ??= []).push(r.server);
    }
  }
  const slowest = Object.entries(perQuery)
    .map(([q, times]) => [q, percentile(times, 95)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  log(`${name}: first answer (index build) ${first.client.toFixed(0)} ms; server p95 ${percentile(server, 95).toFixed(1)} ms`);
  return {
    firstAnswerMs: Math.round(first.client),
    requests: server.length,
    server: { p50: percentile(server, 50), p95: percentile(server, 95), max: Math.max(...server) },
    client: { p50: percentile(client, 50), p95: percentile(client, 95), max: Math.max(...client) },
    slowestQueries: slowest,
  };
}

function indexMemory(rows, types) {
  const file = path.join(work, 'rows.json');
  fs.writeFileSync(file, JSON.stringify({ rows, types, queries: QUERIES }));
  const result = spawnSync(SITE_NODE, ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'bench', 'search-index.ts'), file], {
    cwd: WEB,
    encoding: 'utf8',
    env: baseEnv,
  });
  if (result.status !== 0) throw new Error(`bench/search-index.ts failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

// ---------------------------------------------------------------- main
async function main() {
  if (!fs.existsSync(path.join(WEB, '.next', 'BUILD_ID'))) {
    log('Building the site (web/, next build)');
    const built = spawnSync(SITE_NODE, [NEXT_BIN, 'build'], { cwd: WEB, env: baseEnv, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const load = os.loadavg()[0];
  const [cmsPort, smallPort, largePort] = [await freePort(), await freePort(), await freePort()];
  const { strapiSecrets, randomSecret } = require(path.join(ROOT, 'cms', 'scripts', 'strapi-secrets.js'));
  const shared = { SITE_READ_TOKEN: randomSecret(32), WEBHOOK_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret() };
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const database = path.join(work, 'cms.db');
  if (SEEDED_DB) fs.copyFileSync(SEEDED_DB, database);
  log(SEEDED_DB ? `Starting the CMS on a copy of ${SEEDED_DB}` : 'Starting the CMS (seeded throw-away SQLite: about two minutes)');
  const cms = start('cms', process.execPath, [path.join(WEB, 'e2e', 'support', 'cms-process.cjs')], {
    cwd: WEB,
    env: {
      ...baseEnv,
      ...shared,
      ...strapiSecrets(),
      SITE_URL: `http://127.0.0.1:${smallPort}`,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      ADMIN_EMAIL: 'bench@kustvastgoed.test',
      ADMIN_PASSWORD: `Bench-${randomSecret(9)}1a`,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: database,
      DATABASE_URL: '',
      SEED_ON_START: 'true',
      STRAPI_STARTUP_LOG: 'false',
    },
  });
  // The seed draws ~600 pictures: minutes on a busy machine.
  await waitFor(cms, async () => (await fetch(`${cmsUrl}/_health`)).ok, 20 * 60_000);

  // The real listings as the site reads them, as templates of the generated ones.
  const operation = fs.readFileSync(path.join(ROOT, 'packages', 'graphql', 'operations', 'search.graphql'), 'utf8');
  const listingsQuery = operation.slice(operation.indexOf('query SearchListings'), operation.indexOf('# The property types'));
  const templates = (await graphql(cmsUrl, listingsQuery, { page: 1 })).properties_connection.nodes;
  const rows = generateListings(templates, COUNT);
  const typesQuery = operation.slice(operation.indexOf('query SearchTypes'));
  const types = {};
  for (const locale of ['nl', 'fr', 'en', 'de']) types[locale] = (await graphql(cmsUrl, typesQuery, { locale })).propertyTypes;
  const frontUrl = await startLargeFront(cmsUrl, rows);

  const sites = {};
  for (const [name, port, url] of [
    ['small', smallPort, cmsUrl],
    ['large', largePort, frontUrl],
  ]) {
    const proc = start(`site-${name}`, SITE_NODE, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: WEB,
      env: { ...baseEnv, ...shared, NODE_ENV: 'production', CMS_URL: url, SITE_URL: `http://127.0.0.1:${port}` },
    });
    sites[name] = { proc, url: `http://127.0.0.1:${port}` };
    await waitFor(proc, async () => (await fetch(`${sites[name].url}/nl/`)).ok, 120_000);
  }

  const small = await measure(`${templates.length} listings`, sites.small.url);
  const large = await measure(`${COUNT} listings`, sites.large.url);
  const rss = { small: rssMb(sites.small.proc.child.pid), large: rssMb(sites.large.proc.child.pid) };
  log('Index memory in-process (bench/search-index.ts)');
  const memory = indexMemory(rows, types);
  const loadEnd = os.loadavg()[0];

  const pass = (ok) => (ok ? 'PASS' : 'FAIL');
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`\nSearch answer endpoint (one request at a time; load average ${load.toFixed(2)} at the start, ${loadEnd.toFixed(2)} at the end)`);
  console.log(`| | ${templates.length} listings | ${COUNT.toLocaleString('en')} listings | ratio |`);
  console.log('| --- | --- | --- | --- |');
  console.log(`| server p50 | ${ms(small.server.p50)} | ${ms(large.server.p50)} | ${(large.server.p50 / small.server.p50).toFixed(1)}x |`);
  console.log(
    `| server p95 (target < ${TARGETS.p95Small} / < ${TARGETS.p95Large} ms) | ${ms(small.server.p95)} ${pass(small.server.p95 < TARGETS.p95Small)} | ${ms(large.server.p95)} ${pass(large.server.p95 < TARGETS.p95Large)} | ${(large.server.p95 / small.server.p95).toFixed(1)}x |`,
  );
  console.log(`| server max | ${ms(small.server.max)} | ${ms(large.server.max)} | |`);
  console.log(`| client p95 (HTTP included) | ${ms(small.client.p95)} | ${ms(large.client.p95)} | ${(large.client.p95 / small.client.p95).toFixed(1)}x |`);
  console.log(`| first answer (index built) | ${small.firstAnswerMs} ms | ${large.firstAnswerMs} ms | |`);
  console.log(`| site RSS after the load | ${rss.small.toFixed(0)} MB | ${rss.large.toFixed(0)} MB | +${(rss.large - rss.small).toFixed(0)} MB |`);
  console.log(
    `| index heap, in-process (target < ${TARGETS.memoryMb} MB) | | ${memory.heapMb} MB ${pass(memory.heapMb < TARGETS.memoryMb)} (built in ${memory.buildMs} ms) | |`,
  );
  console.log(
    `Slowest queries at ${COUNT.toLocaleString('en')} (server p95): ${large.slowestQueries.map(([q, t]) => `${JSON.stringify(q)} ${ms(t)}`).join(', ')}`,
  );

  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'search.json'),
    JSON.stringify({ at: new Date().toISOString(), load: [load, loadEnd], rounds: ROUNDS, queries: QUERIES, small, large, rss, memory }, null, 2),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
