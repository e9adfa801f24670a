import { createClient } from 'redis';

/** The Redis the shared-cache tests use: REDIS_URL, else the local one CI runs (127.0.0.1:6379). */
const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The environment that makes a site instance keep its cache in Redis, under a key prefix of its own
 * for this run, or null when no Redis answers (a fresh machine has none: the site then uses its
 * in-memory cache). The cache handler needs Redis to publish expiry and eviction events.
 */
export async function sharedCacheEnv(): Promise<{ REDIS_URL: string; KEY_PREFIX: string } | null> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.configSet('notify-keyspace-events', 'Exe');
    return { REDIS_URL: url, KEY_PREFIX: `coast-e2e-${process.pid}-${Date.now()}_` };
  } catch {
    return null;
  } finally {
    if (client.isOpen) await client.quit();
  }
}

/** Deletes this run's keys (every database the handler may use). */
export async function clearSharedCache(prefix: string): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for (const db of [0, 1]) {
      await client.select(db);
      for await (const key of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) await client.unlink(key);
    }
  } catch {
    // Nothing to clean when Redis went away.
  } finally {
    if (client.isOpen) await client.quit();
  }
}
