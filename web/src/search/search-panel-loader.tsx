'use client';

import dynamic from 'next/dynamic';

/**
 * The search panel, in a chunk of its own: every page of the site is one route whose client
 * components share their chunks, so only this loader is in them and the panel's code is fetched by
 * the pages that show it (the home page). It is still rendered on the server: the form works, and
 * looks the same, before its script arrives.
 */
export const SearchPanelLoader = dynamic(() => import('./search-panel').then((m) => m.SearchPanel));
