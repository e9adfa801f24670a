import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy the client IP comes from X-Forwarded-For; the login rate limit keys on it.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: env.array('APP_KEYS') },
  // A client that sends its headers or its request too slowly is cut off (uploads of up to 20 MB by
  // editors still fit in two minutes); reads are bounded by the database's statement timeout.
  http: { serverOptions: { headersTimeout: 20_000, requestTimeout: 120_000 } },
  // The site's revalidation route checks this header; see web/ (website issue) and README.
  webhooks: {
    populateRelations: false,
    defaultHeaders: env('WEBHOOK_SECRET') ? { Authorization: `Bearer ${env('WEBHOOK_SECRET')}` } : {},
  },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
});
