import { clientAddress } from './client-address';
import type { FormsConfig } from './config';
import { FormRateLimit } from './rate-limit';

interface PostContext {
  readonly request: Parameters<typeof clientAddress>[0];
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}

let limiter: FormRateLimit | null = null;

/**
 * The rate limit of a post to a form (one count per form and visitor address, shared by the JSON
 * endpoint and the multipart one of the forms that take documents): the visitor's address, or null
 * when the post is over the limit, in which case the 429 is already set on the context.
 */
export function admitPost(ctx: PostContext, config: FormsConfig, form: string): string | null {
  const address = clientAddress(ctx.request, config.siteToken);
  const key = `${form}:${address}`;
  limiter ??= new FormRateLimit(config.rateLimit, config.rateWindowMs);
  if (limiter.take(key)) return address;
  const retryAfter = limiter.retryAfterSeconds(key);
  ctx.set('Retry-After', String(retryAfter));
  ctx.status = 429;
  ctx.body = { ok: false, reason: 'rateLimited', errors: {}, retryAfter };
  return null;
}
