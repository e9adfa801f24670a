'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { OwnerLogin } from './owner-login';

const Login = lazy(() => import('./owner-login').then((m) => ({ default: m.OwnerLogin })));

/**
 * The owner login island in a chunk of its own, fetched by the login page alone as it loads (it reads
 * the address: a link's code, a session that ended). Rendered on the server; React hydrates it once its
 * code is there and replays a press made before.
 */
export function OwnerLoginLoader(props: ComponentProps<typeof OwnerLogin>) {
  return (
    <Suspense fallback={null}>
      <Login {...props} />
    </Suspense>
  );
}
