'use client';

import { useEffect } from 'react';

/**
 * Counts one view of a listing page (the page itself stays cached): posted once the page is shown to
 * someone, never for a prerender or prefetch (those do not run this effect, or are not visible yet).
 * It sends nothing but the listing's id; the server skips bots (src/views/is-bot.ts).
 */
export function ViewBeacon({ externalId }: { readonly externalId: number }) {
  useEffect(() => {
    const send = () => {
      const url = `/api/views/${externalId}/`;
      if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => null);
    };
    if (document.visibilityState === 'visible') return send();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      send();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [externalId]);
  return null;
}
