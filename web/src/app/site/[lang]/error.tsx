'use client';

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type ApiErrorScreen from '@/screens/api-error-screen';

type Props = ComponentProps<typeof ApiErrorScreen>;

// The screen carries the site's texts in four languages: fetched when an error shows, not with every
// page. On the server the screen itself (a lazy one would be streamed in by an inline script the policy refuses).
const Screen: ComponentType<Props> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@/screens/api-error-screen') as typeof import('@/screens/api-error-screen')).default
    : lazy(() => import('@/screens/api-error-screen'));

/** The segment's error boundary: the catalogue's 'API ERROR' screen, whose code comes when it is needed. */
export default function ErrorBoundaryScreen(props: Props) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
