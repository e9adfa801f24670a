import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the expected one in constant time (hashes make the lengths equal). */
export function secretMatches(presented: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || typeof presented !== 'string') return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
