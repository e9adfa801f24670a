import type { Core } from '@strapi/strapi';

/**
 * The CMS's HTTP middlewares. Security headers come from strapi::security (helmet) on every answer,
 * the API's included: nosniff, X-Frame-Options SAMEORIGIN and CSP `frame-ancestors 'self'`,
 * Referrer-Policy no-referrer; its CSP also keeps the admin panel working. strapi::poweredBy is left
 * out: no X-Powered-By.
 *
 * CORS: only the site's own origins may call the CMS from a browser, and only the admin's own origin
 * with credentials (README, "Security headers"). Any other origin gets no CORS headers at all, so a
 * browser keeps the answer from its page.
 */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // The CMS's own address as browsers open the admin (server.url: PUBLIC_URL). Without it the admin is
  // used on whatever address the CMS was opened at, which is same-origin and needs no CORS.
  const admin = [originOf(env('PUBLIC_URL', ''))].filter((o): o is string => Boolean(o));
  // The site (SITE_URL) and any more origins of it (CORS_ORIGINS, comma-separated: www and bare domain...).
  const site = [env('SITE_URL', ''), ...env.array('CORS_ORIGINS', [])].map((url) => originOf(url.trim())).filter((o): o is string => Boolean(o));
  const allowed = [...new Set([...site, ...admin])];
  // The media library's pictures in the admin, when they live in a bucket (config/plugins.ts).
  const media = [originOf(env('S3_BUCKET', '') ? env('S3_PUBLIC_URL', '') || env('S3_ENDPOINT', '') : '')].filter((o): o is string => Boolean(o));

  return [
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': ["'self'", 'data:', 'blob:', ...media],
            'media-src': ["'self'", 'data:', 'blob:', ...media],
            upgradeInsecureRequests: null,
          },
        },
      },
    },
    {
      name: 'strapi::cors',
      config: {
        // Strapi answers an allowed Origin with itself and any other with no CORS headers.
        origin: allowed,
        // Cookies (the admin's refresh token) only for the admin's own origin; the site needs none.
        credentials: (ctx: { get(name: string): string }) => admin.includes(ctx.get('Origin')),
      },
    },
    // A budget per client address on the public API (src/middlewares/rate-limit.ts).
    {
      name: 'global::rate-limit',
      config: { max: env.int('PUBLIC_RATE_LIMIT', 600), windowMs: 60_000, authMax: env.int('AUTH_RATE_LIMIT', 20), authWindowMs: 15 * 60_000 },
    },
    'strapi::query',
    // Bounds on populate depth and query size (src/middlewares/query-limits.ts); page sizes: config/api.ts.
    { name: 'global::query-limits', config: { maxPopulateDepth: 3, maxQueryValues: 200 } },
    // A visitor's documents (multipart posts to the forms that take them) are read here, as they stream
    // in, under their own limits (src/middlewares/form-uploads.ts); strapi::body never sees them.
    'global::form-uploads',
    // Any other multipart body (editors' media uploads) is spooled by formidable: no file above the
    // media library's own limit (config/plugins.ts, upload.sizeLimit) instead of formidable's 200 MB.
    { name: 'strapi::body', config: { formidable: { maxFileSize: 20 * 1024 * 1024 } } },
    'strapi::session',
    // Strapi requires it; it serves cms/favicon.png (without that file /favicon.ico was a 500).
    'strapi::favicon',
    'strapi::public',
  ];
};
