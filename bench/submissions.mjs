#!/usr/bin/env node
/**
 * Visitor requests under load: 50 contact-form submissions per second for 30 s through the
 * site, none lost, and the time a visitor waits from "send" to the thank-you page.
 *   node bench/submissions.mjs        (after `pnpm install`; builds web/ when it has no build)
 *
 * 1. Starts, on free loopback ports: a real SMTP server (smtp-server, as the CMS tests), the CMS from
 *    source on a throw-away seeded SQLite database with its outbox pointed at that server, and the
 *    site's production build with `next start`.
 * 2. Solves BENCH_SUBMIT_RATE x BENCH_SUBMIT_SECONDS captcha challenges first (the proof of work is the
 *    visitor's browser's share, not the server's; ALTCHA_MAX_COUNTER is lowered so the bench client does
 *    not eat the 2 cores the servers need).
 * 3. Open loop: one submission every 1000 / rate ms whatever the answers, each from its own visitor
 *    address (X-Forwarded-For, as the proxy in front writes it; the per-address rate limit stays on).
 *    A visitor's wait = POST /api/forms/site-contact/ (stored in the CMS, outbox rows written in the same
 *    transaction) + GET of the thank-you page.
 * 4. Afterwards: the submissions stored (read from the database), and the mailbox until every stored
 *    request's two mails (agency notification, visitor confirmation) arrived, each once.
 * Prints one table (exit status 1 when a request is lost or a mail is missing or doubled); raw results in
 * bench/results/submissions.json, logs in bench/results/logs-submissions/.
 * Settings: BENCH_SUBMIT_RATE=50, BENCH_SUBMIT_SECONDS=30, BENCH_SUBMIT_DB=<a seeded SQLite file to copy>.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, keepLogs, log, processGroup, sleep, SITE_NODE } from './lib/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const RESULTS = path.join(ROOT, 'bench', 'results');
// The CMS's own dependencies: the SMTP server of its tests, the captcha library, its SQLite driver.
const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
const { SMTPServer } = cmsRequire('smtp-server');
const { solveChallenge } = cmsRequire('altcha-lib');
const { deriveKey } = cmsRequire('altcha-lib/algorithms/sha');
const Database = cmsRequire('better-sqlite3');

const RATE = Number(process.env.BENCH_SUBMIT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SUBMIT_SECONDS ?? 30);
const SEEDED_DB = process.env.BENCH_SUBMIT_DB ?? '';
const TOTAL = RATE * SECONDS;
const AGENCY = 'agency@kustvastgoed.test';
const THANK_YOU = '/nl/bedankt/site-contact/';
/** Requests sent before the measure (each mails the agency too). */
const WARM_UP = 5;
const NEXT_BIN = path.join(WEB, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true', REDIS_URL: '' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-bench-submissions-'));
let smtp = null;
const { start, waitFor, cleanup } = processGroup({
  logs: work,
  cwd: ROOT,
  env: baseEnv,
  onExit: async () => {
    smtp?.close();
    keepLogs(work, path.join(RESULTS, 'logs-submissions'));
    fs.rmSync(work, { recursive: true, force: true });
  },
});

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The mailbox: the outbox id of every mail received, per recipient (headers only are read). */
function startMailbox(port) {
  const received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0];
        const id = /^x-coast-outbox-id:\s*(\S+)/im.exec(head)?.[1] ?? null;
        received.push({ id, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(port, '127.0.0.1', () => resolve(received)));
}

async function solvedCaptcha(site) {
  const response = await fetch(`${site}/api/forms/challenge/`);
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** One visitor: the form posted, then (when stored) the thank-you page. */
async function visitor(site, n, altcha, who = 'bench') {
  const email = `${who}.${n}@example.be`;
  const started = performance.now();
  const result = { n, email, status: 0, postMs: NaN, totalMs: NaN, error: null };
  try {
    const response = await fetch(`${site}/api/forms/site-contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` },
      body: JSON.stringify({
        locale: 'nl',
        altcha,
        data: { title: 'ms', firstName: 'Bench', lastName: `Bezoeker ${n}`, email, phone: '0478 12 34 56', remarks: `Aanvraag ${n}`, consent: true },
      }),
    });
    await response.arrayBuffer();
    result.status = response.status;
    result.postMs = performance.now() - started;
    if (response.status === 201) {
      const page = await fetch(`${site}${THANK_YOU}`);
      await page.arrayBuffer();
      if (!page.ok) result.error = `thank-you page ${page.status}`;
      result.totalMs = performance.now() - started;
    }
  } catch (error) {
    result.error = error.cause?.message ?? error.message;
  }
  return result;
}

async function main() {
  if (!fs.existsSync(path.join(WEB, '.next', 'BUILD_ID'))) {
    log('Building the site (web/, next build)');
    const built = spawnSync(SITE_NODE, [NEXT_BIN, 'build'], { cwd: WEB, env: baseEnv, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const [cmsPort, sitePort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const received = await startMailbox(smtpPort);
  const require = createRequire(import.meta.url);
  const { strapiSecrets, randomSecret } = require(path.join(ROOT, 'cms', 'scripts', 'strapi-secrets.js'));
  const shared = { SITE_READ_TOKEN: randomSecret(32), WEBHOOK_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret() };
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const site = `http://127.0.0.1:${sitePort}`;
  const database = path.join(work, 'cms.db');
  if (SEEDED_DB) fs.copyFileSync(SEEDED_DB, database);
  log(SEEDED_DB ? `Starting the CMS on a copy of ${SEEDED_DB}` : 'Starting the CMS (seeded throw-away SQLite: about two minutes)');
  const cms = start('cms', process.execPath, [path.join(WEB, 'e2e', 'support', 'cms-process.cjs')], {
    cwd: WEB,
    env: {
      ...baseEnv,
      ...shared,
      ...strapiSecrets(),
      SITE_URL: site,
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
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      AGENCY_EMAIL: AGENCY,
      EMAIL_FROM: 'website@kustvastgoed.test',
      ALTCHA_MAX_COUNTER: '1000',
    },
  });
  await waitFor(cms, async () => (await fetch(`${cmsUrl}/_health`)).ok, 20 * 60_000);
  const web = start('site', SITE_NODE, [NEXT_BIN, 'start', '-p', String(sitePort), '-H', '127.0.0.1'], {
    cwd: WEB,
    env: { ...baseEnv, ...shared, NODE_ENV: 'production', CMS_URL: cmsUrl, SITE_URL: site },
  });
  await waitFor(web, async () => (await fetch(`${site}${THANK_YOU}`)).ok, 120_000);

  log(`Solving ${TOTAL} captchas before the load`);
  const captchas = [];
  for (let i = 0; i < TOTAL; i++) captchas.push(await solvedCaptcha(site));
  // Warm-up: the route's first compile and the CMS's first store are not what a visitor sees.
  for (let i = 0; i < WARM_UP; i++) await visitor(site, TOTAL + i, await solvedCaptcha(site), 'warmup');

  const load = os.loadavg()[0];
  log(`Load: ${RATE} submissions per second for ${SECONDS} s (open loop)`);
  const began = performance.now();
  const pending = [];
  for (let n = 0; n < TOTAL; n++) {
    const due = began + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(visitor(site, n, captchas[n]));
  }
  const results = await Promise.all(pending);
  const loadSeconds = (performance.now() - began) / 1000;
  const stored = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);

  // What the database holds (read directly: submissions are private to the admin).
  const db = new Database(database, { readonly: true, fileMustExist: true });
  const rows = db.prepare("SELECT email FROM submissions WHERE form = 'site-contact' AND email LIKE 'bench.%@example.be'").all();
  db.close();
  const inDatabase = new Set(rows.map((r) => r.email.toLowerCase()));
  const lost = stored.filter((r) => !inDatabase.has(r.email));

  log('Waiting for the outbox to send every mail');
  const drainStarted = performance.now();
  // Two mails per stored request, the warm-up's included; at most 10 minutes.
  const expected = (inDatabase.size + WARM_UP) * 2;
  for (let i = 0; i < 600 && received.length < expected; i++) await sleep(1000);
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const confirmations = new Map();
  for (const mail of received) for (const to of mail.to) if (to.startsWith('bench.')) confirmations.set(to, (confirmations.get(to) ?? 0) + 1);
  const ids = received.map((m) => m.id).filter(Boolean);
  const doubled = ids.length - new Set(ids).size;
  const missingConfirmations = [...inDatabase].filter((e) => !confirmations.has(e)).length;
  const agencyMails = received.filter((m) => m.to.includes(AGENCY)).length - WARM_UP;
  const rssMb = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(cms.child.pid)], { encoding: 'utf8' }).stdout.trim()) / 1024;

  const post = stored.map((r) => r.postMs);
  const total = stored.map((r) => r.totalMs);
  const ms = (n) => `${Math.round(n)} ms`;
  const ok = lost.length === 0 && refused.length === 0 && missingConfirmations === 0 && agencyMails === inDatabase.size && doubled === 0;
  console.log(`\nVisitor requests: ${RATE}/s for ${SECONDS} s (sent over ${loadSeconds.toFixed(1)} s; load average ${load.toFixed(2)} before)`);
  console.log('| | figure |');
  console.log('| --- | --- |');
  console.log(`| submissions sent / stored (201) / refused or failed | ${TOTAL} / ${stored.length} / ${refused.length} |`);
  console.log(`| stored requests in the database / answered 201 but missing | ${inDatabase.size} / ${lost.length} |`);
  console.log(`| POST to stored: p50 / p95 / max | ${ms(percentile(post, 50))} / ${ms(percentile(post, 95))} / ${ms(Math.max(...post))} |`);
  console.log(`| send to thank-you page shown: p50 / p95 / max | ${ms(percentile(total, 50))} / ${ms(percentile(total, 95))} / ${ms(Math.max(...total))} |`);
  console.log(`| mails: agency notifications / visitor confirmations missing / sent twice | ${agencyMails} / ${missingConfirmations} / ${doubled} |`);
  console.log(`| outbox drained after the load | ${drainSeconds.toFixed(1)} s |`);
  console.log(`| CMS RSS after the load | ${rssMb.toFixed(0)} MB |`);
  console.log(ok ? 'PASS: every request stored, every mail sent once' : 'FAIL: see bench/results/submissions.json');
  if (refused.length) console.log('Refused or failed:', JSON.stringify(refused.slice(0, 5)));

  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'submissions.json'),
    JSON.stringify({ at: new Date().toISOString(), rate: RATE, seconds: SECONDS, load, loadSeconds, drainSeconds, ok, results }, null, 2),
  );
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
