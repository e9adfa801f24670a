#!/usr/bin/env node
/**
 * No account oracle in the owner portal's time: a wrong password for an existing owner and for an
 * unknown address, and "forgot password" for both, take the same time. Target: median difference
 * < 10 ms over 50 tries each. Not a test (a timed assertion would be flaky on shared cores): a
 * benchmark that prints the medians and exits 1 when a difference is 10 ms or more.
 *   node bench/owner-login-timing.mjs        (after `pnpm install`; about a minute, no seeding)
 *
 * Boots the CMS from source on a throw-away, unseeded SQLite database (the test helpers' database and
 * secrets), with the per-account lockout raised so that 50 wrong passwords are all checked, and no
 * outbox worker. Calls POST /api/owner/login and /api/owner/forgot-password as the site does (its token,
 * a new visitor address each time), alternating known and unknown so both see the same machine.
 */
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TRIES = Number(process.env.BENCH_LOGIN_TRIES ?? 50);
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createTestDatabase } = require('./test/helpers/database');
const { strapiSecrets, randomSecret } = require('./scripts/strapi-secrets');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const db = await createTestDatabase('sqlite');
const port = await freePort();
const token = randomSecret(18) + randomSecret(18);
Object.assign(process.env, {
  ...db.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  ...strapiSecrets(),
  ADMIN_EMAIL: 'admin@bench.local',
  ADMIN_PASSWORD: `Bench-${randomSecret(12)}1a`,
  SITE_READ_TOKEN: token,
  SITE_URL: 'https://www.kustvastgoed.test',
  SEED_ON_START: 'false',
  OUTBOX_WORKER: 'false',
  OWNER_LOGIN_MAX_FAILURES: '100000',
  STRAPI_TELEMETRY_DISABLED: 'true',
});
process.chdir(cmsDir);
const { compileStrapi, createStrapi } = require('@strapi/strapi');
const strapi = createStrapi({ ...(await compileStrapi({ appDir: cmsDir })), logLevel: 'error' });
await strapi.start();
const url = `http://127.0.0.1:${port}`;

const email = 'eigenaar-bench@example.be';
await strapi
  .plugin('users-permissions')
  .service('user')
  .add({ username: 'Bench', email, password: 'een lang wachtwoord 2026', provider: 'local', confirmed: true });

let visitor = 0;
const address = () => {
  visitor += 1;
  return `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};
async function timed(pathname, body) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${url}/api/owner${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-coast-client-ip': address() },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// One untimed round: the first call of each kind pays for compilation and connections.
await timed('/login', { email, password: 'warm up' });
await timed('/login', { email: 'warm@example.be', password: 'warm up' });

const rows = [];
let failed = false;
for (const [name, pathname, known, unknown, status] of [
  ['login, wrong password', '/login', (i) => ({ email, password: `wrong ${i}` }), (i) => ({ email: `niemand-${i}@example.be`, password: `wrong ${i}` }), 401],
  ['forgot password', '/forgot-password', () => ({ email }), (i) => ({ email: `niemand-${i}@example.be` }), 200],
]) {
  const times = { known: [], unknown: [] };
  for (let i = 0; i < TRIES; i += 1) {
    for (const [kind, body] of i % 2
      ? [
          ['unknown', unknown(i)],
          ['known', known(i)],
        ]
      : [
          ['known', known(i)],
          ['unknown', unknown(i)],
        ]) {
      const r = await timed(pathname, body);
      if (r.status !== status) throw new Error(`${name}: ${kind} answered ${r.status}`);
      times[kind].push(r.ms);
    }
  }
  const [a, b] = [median(times.known), median(times.unknown)];
  const difference = Math.abs(a - b);
  failed ||= difference >= 10;
  rows.push({
    what: name,
    tries: TRIES,
    'owner median ms': a.toFixed(1),
    'unknown median ms': b.toFixed(1),
    'difference ms': difference.toFixed(1),
    'target < 10 ms': difference < 10 ? 'met' : 'MISSED',
  });
}
console.table(rows);
await strapi.destroy();
await db.drop();
process.exit(failed ? 1 : 0);
