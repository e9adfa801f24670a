#!/usr/bin/env node
/**
 * Hostile GraphQL: the CMS's time and memory per hostile query shape (the set the CMS suite
 * cms/test/suites/hostile-graphql.js asserts on), with /_health probed alongside.
 *   node bench/hostile-graphql.mjs                       starts the CMS from source on a throw-away seeded SQLite
 *   CMS_URL=http://127.0.0.1:1337 CMS_PID=1234 node bench/hostile-graphql.mjs   against a running CMS (CMS_PID: for RSS)
 * Also run by `pnpm bench` (bench/run.mjs) against its CMS unless BENCH_HOSTILE=0.
 *
 * Per shape, BENCH_HOSTILE_RUNS (3) times one after another: the status, the answer's code, the median wall
 * time of the request (the CMS's time: it runs alone), the CMS's RSS growth (highest RSS sampled every 10 ms
 * during the request, less the RSS before it) and the slowest /_health answer meanwhile.
 * Prints a table; raw rows in bench/results/hostile-graphql.json. Exit status 0 whatever the figures.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, keepLogs, log, processGroup } from './lib/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { SHAPES } = require(path.join(ROOT, 'cms', 'test', 'helpers', 'hostile-graphql-shapes.js'));

const rssMB = (pid) => {
  if (!pid) return null;
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sends one shape and measures it; /_health is polled every 50 ms and RSS sampled every 10 ms meanwhile. */
async function measure(url, pid, body) {
  let running = true;
  let peak = rssMB(pid) ?? 0;
  let slowestHealth = 0;
  let healthFailures = 0;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid) ?? 0)), 10);
  const health = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const r = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(10_000) });
        if (r.status !== 204) healthFailures += 1;
      } catch {
        healthFailures += 1;
      }
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  const ms = performance.now() - started;
  running = false;
  clearInterval(sampler);
  await health;
  let code = '';
  try {
    code = JSON.parse(text).errors?.[0]?.extensions?.code ?? '';
  } catch {}
  return { status: r.status, code, ms, rssGrowthMB: pid ? peak - before : null, slowestHealthMs: slowestHealth, healthFailures, bytes: text.length };
}

/** Runs every shape `runs` times against the CMS at `url` (RSS read from /proc/<pid> when given). */
export async function runHostileGraphql({ url, pid, runs = Number(process.env.BENCH_HOSTILE_RUNS ?? 3) }) {
  const rows = [];
  for (const [name, body, expected] of SHAPES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(url, pid, body));
    const last = samples.at(-1);
    rows.push({
      name,
      expected,
      status: last.status,
      code: last.code,
      ms: median(samples.map((s) => s.ms)),
      rssGrowthMB: pid ? Math.max(...samples.map((s) => s.rssGrowthMB)) : null,
      slowestHealthMs: Math.max(...samples.map((s) => s.slowestHealthMs)),
      healthFailures: samples.reduce((sum, s) => sum + s.healthFailures, 0),
      bytes: last.bytes,
    });
  }
  return rows;
}

export function printHostileGraphql(rows) {
  const pad = (value, width) => String(value).padStart(width);
  console.log('\nHostile GraphQL (per shape: status, code, median CMS time, max RSS growth, slowest /_health)');
  console.log(`${'shape'.padEnd(62)} ${pad('status', 6)} ${'code'.padEnd(26)} ${pad('ms', 7)} ${pad('RSS +MB', 8)} ${pad('health ms', 9)}`);
  for (const r of rows) {
    const ok = r.status >= 400 && r.status < 500 ? '' : r.expected === 'refused' ? '  NOT REFUSED' : '';
    console.log(
      `${r.name.slice(0, 62).padEnd(62)} ${pad(r.status, 6)} ${(r.code || '-').padEnd(26)} ${pad(r.ms.toFixed(0), 7)} ${pad(r.rssGrowthMB === null ? 'n/a' : r.rssGrowthMB.toFixed(1), 8)} ${pad(r.slowestHealthMs.toFixed(0), 9)}${r.healthFailures ? `  /_health failed ${r.healthFailures}x` : ''}${ok}`,
    );
  }
  const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`Slowest shape: ${slowest.name} (${slowest.ms.toFixed(0)} ms). Target: every shape under 1,000 ms of CMS time and 50 MB of RSS.`);
}

async function main() {
  const results = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(results, { recursive: true });
  if (process.env.CMS_URL) {
    const rows = await runHostileGraphql({ url: process.env.CMS_URL, pid: Number(process.env.CMS_PID) || null });
    printHostileGraphql(rows);
    fs.writeFileSync(path.join(results, 'hostile-graphql.json'), JSON.stringify(rows, null, 2));
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-bench-hostile-'));
  const logs = path.join(work, 'logs');
  fs.mkdirSync(logs);
  const group = processGroup({
    logs,
    cwd: ROOT,
    env: process.env,
    onExit: async () => {
      keepLogs(logs, path.join(results, 'logs-hostile'));
      fs.rmSync(work, { recursive: true, force: true });
    },
  });
  try {
    const { strapiSecrets, randomSecret } = require(path.join(ROOT, 'cms', 'scripts', 'strapi-secrets.js'));
    const port = await freePort();
    const database = path.join(work, 'cms.db');
    if (process.env.BENCH_HOSTILE_DB) fs.copyFileSync(process.env.BENCH_HOSTILE_DB, database);
    log(
      process.env.BENCH_HOSTILE_DB
        ? 'Starting the CMS on a copy of BENCH_HOSTILE_DB'
        : 'Starting the CMS (production, seeded throw-away SQLite: about two minutes)',
    );
    const cms = group.start('cms', process.execPath, [path.join(ROOT, 'web', 'e2e', 'support', 'cms-process.cjs')], {
      cwd: path.join(ROOT, 'web'),
      env: {
        ...process.env,
        ...strapiSecrets(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_EMAIL: 'bench@kustvastgoed.test',
        ADMIN_PASSWORD: `Bench-${randomSecret(9)}1a`,
        SITE_READ_TOKEN: randomSecret(32),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: database,
        DATABASE_URL: '',
        SEED_ON_START: 'true',
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_STARTUP_LOG: 'false',
      },
    });
    const url = `http://127.0.0.1:${port}`;
    await group.waitFor(cms, async () => (await fetch(`${url}/_health`)).ok, 8 * 60_000);
    log(`CMS up at ${url}`);
    const rows = await runHostileGraphql({ url, pid: cms.child.pid });
    printHostileGraphql(rows);
    fs.writeFileSync(path.join(results, 'hostile-graphql.json'), JSON.stringify(rows, null, 2));
  } finally {
    await group.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
