import { LOGIN_WINDOW_MS } from './settings';

/**
 * "Forgot password" requests counted per client address (the visitor's, as the site forwards it), in
 * memory: one address cannot mail resets to many accounts. Same budget as the CMS's own auth limit.
 */
const MAX_PER_ADDRESS = 20;
const counts = new Map<string, { count: number; until: number }>();

/** Counts one request; false once the address is past its budget for the window. */
export function allowForgotPassword(address: string, now = Date.now()): boolean {
  const entry = counts.get(address);
  const next = entry && entry.until > now ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + LOGIN_WINDOW_MS };
  counts.set(address, next);
  return next.count <= MAX_PER_ADDRESS;
}
