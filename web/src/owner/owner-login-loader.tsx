'use client';

import { onDemand } from '@/ui/on-demand';

// The login itself on the server, so its form is in the cached page.
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./owner-login') as typeof import('./owner-login')).OwnerLogin
    : null;

/** The owner login island, whose forms' code comes when the visitor reaches for them. */
export const OwnerLoginLoader = onDemand(() => import('./owner-login').then((m) => m.OwnerLogin), server, 'on-demand-slot');
