'use strict';
/**
 * The Redis settings both cache handlers share (README, "Several servers"). They are read from the
 * environment when `next start` loads the handlers, so one build runs with and without Redis.
 *
 * - REDIS_URL: `redis://[user:password@]host:port[/db]` (`rediss://` for TLS).
 * - REDIS_KEY_PREFIX: prefix of every key; default `coast:<build id>:`, so two deployments (or an old
 *   and a new build during a rollout) never read each other's pages. Instances of one deployment must
 *   share it: run the same build, or set the same REDIS_KEY_PREFIX.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The build's id (`.next/BUILD_ID` beside this folder); undefined before the first build. */
function buildId() {
  try {
    return fs.readFileSync(path.join(__dirname, '..', '.next', 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function keyPrefix(env = process.env) {
  return env.REDIS_KEY_PREFIX || `coast:${buildId() ?? 'unbuilt'}:`;
}

/** The database number of REDIS_URL's path (`/2`), 0 when absent. */
function database(url) {
  const db = Number.parseInt(new URL(url).pathname.replace(/^\//, '') || '0', 10);
  return Number.isInteger(db) && db >= 0 ? db : 0;
}

/** Options for @trieb.work/nextjs-turbo-redis-cache (both handlers). */
function redisOptions(env = process.env) {
  if (!env.REDIS_URL) throw new Error('REDIS_URL is not set');
  return {
    redisUrl: env.REDIS_URL,
    // The library's own default is database 1 unless VERCEL_ENV=production; take the URL's instead.
    database: database(env.REDIS_URL),
    keyPrefix: keyPrefix(env),
    // Each instance mirrors the tag index in memory, kept current over pub/sub; a message missed while
    // its connection was down is made up by this full re-read (library default: hourly).
    avgResyncIntervalMs: 5 * 60_000,
  };
}

/** REDIS_URL without its password, for logs. */
function redactedUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

module.exports = { redisOptions, keyPrefix, database, redactedUrl };
