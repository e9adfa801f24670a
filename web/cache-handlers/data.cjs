'use strict';
/**
 * `cacheHandlers.default` and `.remote`: the entries of `'use cache'` functions (the site's CMS reads,
 * tagged with `cacheTag`) in Redis. Tag expiry (`revalidateTag`/`updateTag` → `updateTags`) is stored
 * in Redis and pushed to every instance over pub/sub, so all of them stop serving the old entries.
 * Next imports this object (it does not construct it); one per process.
 */
const { getRedisCacheComponentsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');
const { redisOptions } = require('./options.cjs');

module.exports = getRedisCacheComponentsHandler(redisOptions());
