import crypto from 'node:crypto';

/**
 * A listing's views count people, not requests. A visitor is a keyed hash of the address and the user
 * agent (no cookie; neither the address nor the agent is kept, only the hash, in memory). Per listing:
 * - one view per visitor per VIEW_WINDOW_MS (a reload or a return within half an hour is not a view);
 * - at most PER_ADDRESS_PER_LISTING visitors behind one address (a household or an office shares one;
 *   an agent string rotated from one machine is not a crowd);
 * and at most PER_ADDRESS views in all from one address per window (a crawler walking every listing).
 * Memory is bounded: past MAX_ENTRIES keys, nothing more is counted until entries expire. The address
 * is the one the site's front wrote (see docs/security/accounts-and-limits.md).
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

/**
 * The address as one place: an IPv6 address by its /64 (a home or a server gets a whole /64 and can
 * take a new address from it at will), an IPv4 address as itself.
 */
export function addressGroup(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = bare.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether this beacon is a new view of the listing; when it is, it is counted against its limits. */
export function isNewView(listing: number, rawAddress: string, userAgent: string, secret: string, now = Date.now()): boolean {
  sweep(now);
  const address = addressGroup(rawAddress);
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
