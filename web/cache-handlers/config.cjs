'use strict';
/**
 * The part of next.config that picks the server's cache: local, or shared through Redis. `next start`
 * evaluates next.config itself (phase-production-server), so the choice is made per process at start,
 * not at build: one build serves with and without REDIS_URL.
 *
 * With REDIS_URL, at start: Redis is asked once (PING, and the keyspace-event setting the library
 * needs). When it answers, both cache handlers go to Redis and Next's own in-process copy is turned
 * off (cacheMaxMemorySize: 0), so no instance keeps serving a page another one expired. When it does
 * not answer within 2 s, or is not set up for the library, the instance starts anyway on its own
 * in-memory cache (as without REDIS_URL) and says so in its log: restart it once Redis is back.
 * `next build` and `next dev` never use Redis.
 */
const { createClient } = require('redis');
const { keyPrefix, redactedUrl } = require('./options.cjs');

const PHASE_PRODUCTION_SERVER = 'phase-production-server';
const PROBE_TIMEOUT_MS = 2000;

/**
 * Why Redis cannot hold the shared cache, or null when it can. The library subscribes to expired and
 * evicted key events (`notify-keyspace-events` with E and x+e, or A) and, without them, waits forever
 * for its tag maps; `SKIP_KEYSPACE_CONFIG_CHECK=true` skips that check where CONFIG is forbidden.
 */
async function redisProblem(env = process.env) {
  let client;
  const timeout = new Promise((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, `no answer within ${PROBE_TIMEOUT_MS} ms`).unref());
  const probe = (async () => {
    try {
      client = createClient({ url: env.REDIS_URL, socket: { connectTimeout: PROBE_TIMEOUT_MS, reconnectStrategy: false } });
      client.on('error', () => {});
      await client.connect();
      if ((await client.ping()) !== 'PONG') return 'PING did not answer PONG';
      if ((env.SKIP_KEYSPACE_CONFIG_CHECK || '').toUpperCase() === 'TRUE') return null;
      const events = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
      const ok = events.includes('E') && (events.includes('A') || (events.includes('x') && events.includes('e')));
      return ok ? null : `notify-keyspace-events is "${events}"; set it to "Exe" (redis-cli config set notify-keyspace-events Exe)`;
    } catch (error) {
      return error instanceof Error ? error.message || error.name : String(error);
    }
  })();
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    client?.disconnect().catch(() => {});
  }
}

/**
 * Next 16 keeps optimised pictures in its bounded disk cache (`.next/cache/images`,
 * images.maximumDiskCacheSize) only when `isrFlushToDisk` is on; off, every picture request resized and
 * re-encoded the file (100-230 ms of CPU each, a phone's LCP picture among them). So the server runs with
 * it on, and both page handlers (local.cjs, Redis's) keep pages off the disk themselves.
 */
function withPictureCache(experimental) {
  return { ...experimental, isrFlushToDisk: true };
}

/** Without Redis: Next's own page cache, in memory only (local.cjs). */
function localCacheConfig(experimental) {
  return { cacheHandler: require.resolve('./local.cjs'), experimental: withPictureCache(experimental) };
}

/**
 * The next.config keys of the server's cache: shared through Redis with REDIS_URL, else local; {} for
 * `next build` and `next dev`. `experimental` is the config's own, which the answer's replaces.
 */
async function serverCacheConfig(phase, env = process.env, experimental = {}) {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  if (!env.REDIS_URL) return localCacheConfig(experimental);
  const problem = await redisProblem(env);
  if (problem) {
    console.error(
      `[cache] REDIS_URL is set but Redis cannot hold the shared cache (${redactedUrl(env.REDIS_URL)}: ${problem}). This instance uses its own in-memory cache; restart it once Redis is back.`,
    );
    return localCacheConfig(experimental);
  }
  console.log(`[cache] shared through Redis ${redactedUrl(env.REDIS_URL)}, key prefix ${keyPrefix(env)}`);
  const data = require.resolve('./data.cjs');
  return {
    cacheHandler: require.resolve('./pages.cjs'),
    experimental: withPictureCache(experimental),
    cacheHandlers: { default: data, remote: data },
    cacheMaxMemorySize: 0,
  };
}

module.exports = { serverCacheConfig, redisProblem };
