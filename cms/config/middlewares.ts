export default ({ env }: { env: any }) => [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'strapi::cors',
  // A budget per client address on the public API (src/middlewares/rate-limit.ts).
  {
    name: 'global::rate-limit',
    config: { max: env.int('PUBLIC_RATE_LIMIT', 600), windowMs: 60_000, authMax: env.int('AUTH_RATE_LIMIT', 20), authWindowMs: 15 * 60_000 },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Bounds on populate depth and query size (src/middlewares/query-limits.ts); page sizes: config/api.ts.
  { name: 'global::query-limits', config: { maxPopulateDepth: 3, maxQueryValues: 200 } },
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
