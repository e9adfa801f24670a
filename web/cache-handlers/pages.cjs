'use strict';
/**
 * `cacheHandler` (singular): Next's incremental cache in Redis. It holds the pages (ISR entries of the
 * internal route, 404s and redirects included), route handler responses and the fetch cache, with a
 * tag index shared by every instance, so a `revalidateTag` on one instance deletes the entry for all.
 * Next constructs this class itself; the library keeps one Redis connection per process.
 */
const { default: RedisIncrementalCache } = require('@trieb.work/nextjs-turbo-redis-cache');
const { redisOptions } = require('./options.cjs');

module.exports = class SharedIncrementalCache extends RedisIncrementalCache {
  constructor(context) {
    super({ ...context, ...redisOptions() });
  }
};
