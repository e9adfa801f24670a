import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { serverCacheConfig } from '../cache-handlers/config.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalIncrementalCache = require('../cache-handlers/local.cjs') as typeof FileSystemCache;

const SERVER = 'phase-production-server';
/** An environment without REDIS_URL. */
const NO_REDIS = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

test('next start without Redis: the pictures’ disk cache is on, pages go to the local handler; build and dev are left as configured', async () => {
  const server = await serverCacheConfig(SERVER, NO_REDIS, { globalNotFound: true });
  assert.equal(server.cacheHandler, require.resolve('../cache-handlers/local.cjs'));
  assert.deepEqual(server.experimental, { globalNotFound: true, isrFlushToDisk: true });
  assert.deepEqual(await serverCacheConfig('phase-production-build', NO_REDIS, { isrFlushToDisk: false }), {});
  assert.deepEqual(await serverCacheConfig('phase-development-server', NO_REDIS, {}), {});
});

/** A route handler's answer as Next stores it, under a key of its own. */
async function store(Handler: typeof FileSystemCache, serverDistDir: string) {
  const cache = new Handler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 10_000_000,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  const value = { kind: 'APP_ROUTE', body: Buffer.from('a page'), status: 200, headers: {} };
  await cache.set('/en/a-page', value as never, { cacheControl: { revalidate: 60, expire: undefined }, fetchCache: false } as never);
  return cache;
}

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0);

test('the local handler keeps pages in memory and writes nothing, where Next’s own with the same flag writes them to disk', async () => {
  const ours = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-cache-'));
  const nexts = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-cache-'));
  try {
    const cache = await store(LocalIncrementalCache, ours);
    const entry = await cache.get('/en/a-page', { kind: 'APP_ROUTE', isFallback: false } as never);
    assert.equal((entry?.value as { body?: Buffer } | null)?.body?.toString(), 'a page');
    assert.equal(filesIn(ours), 0);
    await store(FileSystemCache, nexts);
    assert.ok(filesIn(nexts) > 0, 'Next’s own handler wrote no file: this test no longer tells the two apart');
  } finally {
    fs.rmSync(ours, { recursive: true, force: true });
    fs.rmSync(nexts, { recursive: true, force: true });
  }
});
