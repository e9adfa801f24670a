import { after } from 'next/server';
import { revalidateTag } from 'next/cache';

/**
 * Next stores a rendered page with the time its render ended. A render that read a listing before a
 * change and ends after the webhook expired it is therefore stored as newer than the change, and its
 * stale content would be served until the page's hour runs out. Expiring the same tags again once
 * such renders have ended heals that: early for the common case, late for a render slowed by a
 * struggling CMS (its reads time out after a few seconds each).
 */
export const EXPIRE_AGAIN_AFTER_MS = [3_000, 30_000] as const;

/** The latest expiry per tag: during a burst of changes only the last one's follow-ups run. */
const lastExpiry = new Map<string, number>();

/** Expires the tags now, and again after each delay unless a later change expired them since. */
export function expireTags(tags: readonly string[]) {
  const at = performance.now();
  for (const tag of tags) {
    revalidateTag(tag, { expire: 0 });
    lastExpiry.set(tag, at);
  }
  if (tags.length === 0) return;
  // after(): the response is sent first; revalidateTag needs the request's context, which after() keeps.
  after(async () => {
    let waited = 0;
    for (const delay of EXPIRE_AGAIN_AFTER_MS) {
      await pause(delay - waited);
      waited = delay;
      const current = tags.filter((tag) => lastExpiry.get(tag) === at);
      if (current.length === 0) return;
      for (const tag of current) revalidateTag(tag, { expire: 0 });
    }
    for (const tag of tags) if (lastExpiry.get(tag) === at) lastExpiry.delete(tag);
  });
}

/**
 * `next start` waits for every after() task before it exits on SIGTERM or SIGINT: a stop would wait
 * out the 30 s. So a stop ends the pauses at once (the follow-ups then run right away, which a shared
 * cache's other instances still profit from). Listened to from the first pause on, i.e. only inside
 * the running server, whose own handlers do the exiting.
 */
const sleepers = new Set<() => void>();
let stopping = false;

function pause(ms: number): Promise<void> {
  if (stopping) return Promise.resolve();
  listenForStop();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      sleepers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    sleepers.add(wake);
  });
}

let listening = false;
function listenForStop() {
  if (listening) return;
  listening = true;
  const stop = () => {
    stopping = true;
    for (const wake of [...sleepers]) wake();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
