import crypto from 'node:crypto';

/**
 * A listing's views count people, not requests. A visitor is a keyed hash of the address and the user
 * agent (no cookie; neither the address nor the agent is kept, only the hash, in memory). Per listing:
 * - one view per visitor per VIEW_WINDOW_MS (a reload or a return within half an hour is not a view);
 * - at most PER_ADDRESS_PER_LISTING visitors behind one address (a household or an office shares one;
 *   an agent string rotated from one machine is not a crowd);
 * and at most PER_ADDRESS views in all from one address per window (a crawler walking every listing).
 * Memory is bounded: past MAX_ENTRIES keys, nothing more is counted until entries expire.
 */
export const VIEW_WINDOW_MS = 30 * 60_000;
export const PER_ADDRESS_PER_LISTING = 3;
export const PER_ADDRESS = 60;
const MAX_ENTRIES = 200_000;

const entries = new Map<string, { count: number; until: number }>();
let nextSweep = 0;

function sweep(now: number) {
  if (now < nextSweep && entries.size < MAX_ENTRIES) return;
  nextSweep = now + 60_000;
  for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
}

const live = (key: string, now: number) => {
  const entry = entries.get(key);
  return entry && entry.until > now ? entry : null;
};
const add = (key: string, now: number) => {
  const entry = live(key, now);
  entries.set(key, entry ? { count: entry.count + 1, until: entry.until } : { count: 1, until: now + VIEW_WINDOW_MS });
};

/** Whether this beacon is a new view of the listing; when it is, it is counted against its limits. */
export function isNewView(listing: number, address: string, userAgent: string, secret: string, now = Date.now()): boolean {
  sweep(now);
  const hash = (text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
  const place = hash(`address\n${address}`);
  const visitorKey = `v:${hash(`visitor\n${address}\n${userAgent}`)}:${listing}`;
  const placeListingKey = `p:${place}:${listing}`;
  const placeKey = `a:${place}`;
  if (live(visitorKey, now)) return false;
  if ((live(placeListingKey, now)?.count ?? 0) >= PER_ADDRESS_PER_LISTING || (live(placeKey, now)?.count ?? 0) >= PER_ADDRESS) return false;
  if (entries.size >= MAX_ENTRIES) return false;
  for (const key of [visitorKey, placeListingKey, placeKey]) add(key, now);
  return true;
}
