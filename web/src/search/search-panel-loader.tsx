'use client';

import { onDemand } from '@/ui/on-demand';

// The panel itself on the server, so the cached page has its form; the browser's bundle keeps only the import.
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./search-panel') as typeof import('./search-panel')).SearchPanel
    : null;

/**
 * The home page's search panel, whose code comes when the visitor reaches for it. Until then it is the
 * server's plain search form, which works without it (/api/search/ sends the visitor on).
 */
export const SearchPanelLoader = onDemand(() => import('./search-panel').then((m) => m.SearchPanel), server, 'on-demand-slot');
