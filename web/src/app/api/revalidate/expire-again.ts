import { revalidateTag } from 'next/cache';
import { webhookSecret } from '@/cms/env';
import type { CacheTag } from '@/cms/tags';

/**
 * Next stores a rendered page with the time its render ended, so a render that read content before a
 * change and ended after the webhook is kept as newer than the change. Expiring the tags again once
 * such renders are over heals that: soon for the common case, late for one slowed by a struggling CMS.
 */
export const EXPIRE_AGAIN_AFTER_MS = [3_000, 30_000] as const;

/** The event of the route's own follow-up calls, which expire their tags without scheduling more. */
export const FOLLOW_UP_EVENT = 'expire-again';

/** The latest expiry per tag: after a burst of changes (an import) only the last one's follow-ups run. */
const lastExpiry = new Map<CacheTag, number>();

/** Expires the tags now and schedules their follow-ups (not for a follow-up itself). */
export function expireTags(tags: readonly CacheTag[], { followUp = false } = {}) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (followUp || tags.length === 0) return;
  const at = performance.now();
  for (const tag of tags) lastExpiry.set(tag, at);
  // Unref'd: a stop does not wait for them.
  for (const delay of EXPIRE_AGAIN_AFTER_MS) setTimeout(() => void sendFollowUp(tags, at), delay).unref();
}

/**
 * Each follow-up is a request of its own to this server: revalidateTag acts when its request's work
 * ends, and a task after() kept open would hold all of them back to the last one.
 */
async function sendFollowUp(tags: readonly CacheTag[], at: number) {
  const current = tags.filter((tag) => lastExpiry.get(tag) === at);
  if (current.length === 0) return;
  // `next start` sets PORT to the port it listens on.
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/revalidate/`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${webhookSecret()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: FOLLOW_UP_EVENT, tags: current }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) console.warn(`[revalidate] follow-up expiry of ${current.join(', ')}: ${response.status}`);
  } catch (error) {
    console.warn(`[revalidate] follow-up expiry of ${current.join(', ')} failed:`, error);
  }
}
