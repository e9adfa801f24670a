// The page and route cache (ISR) in Redis, shared by every site instance: see next.config.ts.
module.exports = require('@trieb.work/nextjs-turbo-redis-cache').default;
