'use client';

import { useSyncExternalStore } from 'react';
import { favouriteIds, noFavourites, subscribeFavourites } from './store';

/** The stored favourites, kept up to date; none while the page hydrates (it was rendered for everyone). */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribeFavourites, favouriteIds, noFavourites);
}
