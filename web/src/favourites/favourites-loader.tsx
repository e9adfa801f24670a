'use client';

import dynamic from 'next/dynamic';

/**
 * The favourites page's island in a chunk of its own: every page of the site is one route whose client
 * components share their chunks, so only this loader is in them and the page's code (cards, comparison)
 * is fetched by the favourites page alone.
 */
export const FavouritesLoader = dynamic(() => import('./favourites-view').then((m) => m.FavouritesView));
