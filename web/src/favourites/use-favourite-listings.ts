'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@coast/domain';
import type { FavouriteListing, FavouritesAnswer } from './favourite-listing';

export type FavouriteEntry = { readonly state: 'listed'; readonly listing: FavouriteListing } | { readonly state: 'gone'; readonly id: number };

interface Loaded {
  readonly byId: ReadonlyMap<number, FavouriteEntry>;
  readonly failed: boolean;
}

/**
 * The current data of the stored favourites, asked from /api/favourites/ for the ids not known yet (a
 * removed favourite needs no new request). `entries` is null until the first answer.
 */
export function useFavouriteListings(ids: readonly number[], locale: Locale, enabled: boolean) {
  const [loaded, setLoaded] = useState<Loaded>({ byId: new Map(), failed: false });
  const [answered, setAnswered] = useState(false);
  const missing = ids.filter((id) => !loaded.byId.has(id));
  const key = missing.join(',');

  useEffect(() => {
    if (!enabled || !key) return;
    const controller = new AbortController();
    fetch(`/api/favourites/?ids=${key}&lang=${locale}`, { signal: controller.signal, credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<FavouritesAnswer>) : Promise.reject(new Error(String(response.status)))))
      .then((answer) => {
        setLoaded((before) => {
          const byId = new Map(before.byId);
          for (const listing of answer.listings) byId.set(listing.id, { state: 'listed', listing });
          for (const id of answer.gone) byId.set(id, { state: 'gone', id });
          return { byId, failed: false };
        });
        setAnswered(true);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[favourites]', error);
        setLoaded((before) => ({ ...before, failed: true }));
        setAnswered(true);
      });
    return () => controller.abort();
  }, [key, locale, enabled]);

  const entries = answered || !key ? ids.flatMap((id) => loaded.byId.get(id) ?? []) : null;
  return { entries, failed: loaded.failed, loading: Boolean(key) && !loaded.failed };
}
