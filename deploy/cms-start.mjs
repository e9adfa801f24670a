/**
 * Starts the CMS one instance at a time per database: `node deploy/cms-start.mjs <command...>` (the image:
 * `node cms-start.mjs node ... strapi.js start`) runs the command while holding a PostgreSQL advisory lock
 * on the CMS's database, and lets it go once the CMS answers /_health (or the command exits).
 *
 * Why: every `strapi start` runs the migrations and the schema sync, then the bootstrap (roles, locales,
 * the first admin, the seed of an empty database), and Strapi 5 takes no lock for any of it (its migration
 * tables record what ran, they do not exclude a second runner). Two instances starting at once on a fresh
 * or upgraded database would both create the same tables and seed the same pages. With this lock the
 * second waits for the first to be up, then finds the schema in sync and the database seeded.
 *
 * SQLite (one process by nature) and a CMS without PostgreSQL settings start directly. Run from the CMS's
 * folder (pg is its dependency); the connection settings are those of cms/config/database.ts.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node cms-start.mjs <command> [args...]   (from the CMS folder)');
  process.exit(2);
}
const env = process.env;
const log = (message) => console.log(`[cms-start] ${message}`);
/** One key for "a CMS is starting" (pg_advisory_lock's two-int form); advisory locks are per database. */
const LOCK = [0x636d73, 1];

async function lockedConnection() {
  if (env.DATABASE_CLIENT !== 'postgres') return null;
  const { Client } = createRequire(path.join(process.cwd(), 'package.json'))('pg');
  const ssl = env.DATABASE_SSL === 'true' ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED !== 'false' } : false;
  const settings = env.DATABASE_URL
    ? { connectionString: env.DATABASE_URL, ssl }
    : {
        host: env.DATABASE_HOST || '127.0.0.1',
        port: Number(env.DATABASE_PORT || 5432),
        database: env.DATABASE_NAME || 'coast',
        user: env.DATABASE_USERNAME || 'postgres',
        password: env.DATABASE_PASSWORD || '',
        ssl,
      };
  // The database may still be starting (compose starts the CMS once it reports healthy; others may not).
  // A client whose connect failed cannot connect again: a new one per attempt.
  let client;
  for (let attempt = 1; ; attempt++) {
    client = new Client(settings);
    client.on('error', () => {}); // a lost connection frees the lock; the CMS reports its own database errors
    try {
      await client.connect();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt === 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1, $2) AS locked', LOCK)).rows;
  if (!locked) {
    log('another CMS instance is starting on this database: waiting for it to answer');
    await client.query('SELECT pg_advisory_lock($1, $2)', LOCK);
  }
  log('start lock taken');
  return client;
}

async function answers() {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 1337}/_health`).catch(() => null);
  return Boolean(response?.ok);
}

const lock = await lockedConnection();
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
let exited = false;
child.on('exit', (code, signal) => {
  exited = true;
  lock?.end().catch(() => {});
  process.exit(code ?? 128 + ({ SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0));
});
if (lock) {
  while (!exited && !(await answers())) await new Promise((resolve) => setTimeout(resolve, 500));
  if (!exited) {
    // The connection's end releases the lock too; unlocking first says so in the log at the right moment.
    await lock.query('SELECT pg_advisory_unlock($1, $2)', LOCK).catch(() => {});
    await lock.end().catch(() => {});
    log('the CMS answers: start lock released');
  }
}
