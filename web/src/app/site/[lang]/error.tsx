'use client';

import { lazy, Suspense } from 'react';

// The screen carries the site's texts in four languages: fetched when an error shows, not with every page.
const ApiErrorScreen = lazy(() => import('@/screens/api-error-screen'));

/** The segment's error boundary: the catalogue's 'API ERROR' screen, whose code comes when it is needed. */
export default function ErrorBoundaryScreen(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ApiErrorScreen {...props} />
    </Suspense>
  );
}
