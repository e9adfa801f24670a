import { LOGIN_WINDOW_MS, loginMaxFailures } from './settings';

/**
 * Failed logins counted per account and per client address, in memory: an account guessed at from many
 * addresses and an address guessing many accounts both stop. (The CMS's auth limit also bounds all
 * password requests per address: src/middlewares/rate-limit.ts.)
 */
const failures = new Map<string, { count: number; until: number }>();

const keys = (email: string, address: string) => [`account:${email.toLowerCase()}`, `address:${address}`];

export function loginBlocked(email: string, address: string, now = Date.now()): boolean {
  return keys(email, address).some((key) => {
    const entry = failures.get(key);
    return entry !== undefined && entry.until > now && entry.count >= loginMaxFailures() * (key.startsWith('address:') ? 4 : 1);
  });
}

export function recordLoginFailure(email: string, address: string, now = Date.now()) {
  for (const key of keys(email, address)) {
    const entry = failures.get(key);
    failures.set(key, entry && entry.until > now ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + LOGIN_WINDOW_MS });
  }
}

/** A successful login clears its account's count (not the address's). */
export function clearLoginFailures(email: string) {
  failures.delete(`account:${email.toLowerCase()}`);
}
