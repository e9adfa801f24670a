// 'use cache' entries (the CMS reads) and their tags in Redis, shared by every site instance: see next.config.ts.
module.exports = require('@trieb.work/nextjs-turbo-redis-cache').redisCacheHandler;
