import type { Core } from '@strapi/strapi';
import ratelimit from 'koa-ratelimit';

export interface RateLimitConfig {
  /** Requests one client address may make to the public API per window. */
  readonly max: number;
  readonly windowMs: number;
  /** Password requests (forgot, reset, login) one client address may make per window, whatever the e-mail. */
  readonly authMax: number;
  readonly authWindowMs: number;
}

const AUTH_PATHS = ['/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/local'];
const tooMany = JSON.stringify({ data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' } });

/**
 * A budget per client address on the public API (REST and GraphQL), kept in memory (koa-ratelimit).
 * The site's own server reads with its token and is not counted: it serves every visitor from one
 * address, and its reads are cached. Behind a proxy, set IS_PROXIED=true so the address is the client's.
 */
export default (config: Partial<RateLimitConfig>, { strapi }: { strapi: Core.Strapi }) => {
  const siteToken = process.env.SITE_READ_TOKEN ? `Bearer ${process.env.SITE_READ_TOKEN}` : null;
  const limiter = ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: config.windowMs ?? 60_000,
    max: config.max ?? 600,
    id: (ctx) => ctx.ip,
    errorMessage: tooMany,
    whitelist: (ctx) => siteToken !== null && ctx.get('authorization') === siteToken,
  });
  // Users & Permissions limits per e-mail and address; this bounds one address trying many e-mails.
  const authLimiter = ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: config.authWindowMs ?? 15 * 60_000,
    max: config.authMax ?? 20,
    id: (ctx) => `auth:${ctx.ip}`,
    errorMessage: tooMany,
  });
  return async (ctx: Parameters<typeof limiter>[0], next: () => Promise<void>) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/graphql') return next();
    const limit = AUTH_PATHS.some((p) => ctx.path.startsWith(p)) ? (c: typeof ctx, n: () => Promise<void>) => authLimiter(c, () => limiter(c, n)) : limiter;
    await limit(ctx, next);
    if (ctx.status === 429) {
      ctx.type = 'application/json';
      strapi.log.warn(`Rate limit: ${ctx.ip} exceeded ${config.max ?? 600} requests per window on the public API`);
    }
  };
};
