'use strict';
/**
 * `cacheHandler` of a server without Redis: Next's own cache, pages kept in its bounded in-memory LRU and
 * never written to disk (as `isrFlushToDisk: false` did). It exists because `next start` now runs with
 * `isrFlushToDisk: true`, which is what turns on the picture optimiser's disk cache (config.cjs).
 */
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache');

module.exports = class LocalIncrementalCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }
};
