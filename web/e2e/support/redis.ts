import { createClient } from 'redis';

/**
 * The Redis the browser tests share the site's cache through (README, "Several servers"):
 * E2E_REDIS_URL, default redis://127.0.0.1:6379; `E2E_REDIS_URL=off` keeps the site on its local cache.
 * A fresh machine has no Redis: then the site runs as without REDIS_URL and e2e/shared-cache.spec.ts
 * is skipped. CI has one.
 */
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Client = ReturnType<typeof createClient>;

async function withClient<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.disconnect().catch(() => {});
  }
}

/**
 * When Redis answers: the site's environment for a shared cache, with a key prefix of its own for this
 * run. The cache library needs expired/evicted key events; a test Redis without them gets them
 * (`notify-keyspace-events`, flags added to what is set). Undefined when no Redis answers.
 */
export async function sharedCacheEnv(): Promise<{ REDIS_URL: string; REDIS_KEY_PREFIX: string } | undefined> {
  if (REDIS_URL === 'off') return undefined;
  try {
    await withClient(async (client) => {
      await client.ping();
      const events = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
      if (!(events.includes('E') && (events.includes('A') || (events.includes('x') && events.includes('e'))))) {
        await client.configSet('notify-keyspace-events', [...new Set(`${events}Exe`)].join(''));
      }
    });
  } catch {
    return undefined;
  }
  return { REDIS_URL, REDIS_KEY_PREFIX: `coast-e2e-${process.pid}-${Date.now()}:` };
}

/** Deletes every key of a run's prefix (its pages, 'use cache' entries, tag maps). Returns how many. */
export async function clearSharedCache(prefix: string): Promise<number> {
  if (!/^coast-e2e-\d+-\d+:$/.test(prefix)) throw new Error(`refusing to clear a prefix the tests did not make: ${prefix}`);
  return withClient(async (client) => {
    let deleted = 0;
    for await (const key of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      deleted += await client.unlink(key);
    }
    return deleted;
  });
}
