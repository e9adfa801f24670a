'use client';

import { onDemand } from '@/ui/on-demand';

// The login itself on the server, so its form is in the cached page.
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./owner-login') as typeof import('./owner-login')).OwnerLogin
    : null;

/**
 * The owner login island in a chunk of its own, fetched by the login page alone as it loads: the
 * address may hold a link's code (set a password) or say the session ended, which it shows at once.
 * Not React.lazy: a Suspense boundary as large as the French login is streamed in by an inline script,
 * which the page's policy refuses.
 */
export const OwnerLoginLoader = onDemand(
  () => import('./owner-login').then((m) => m.OwnerLogin),
  server,
  'on-demand-slot',
  () => true,
);
