import type { ReactNode } from 'react';
import { publicRoute } from '@/routing/internal-route';
import { isBuildSentinel } from '@/routing/build-sentinel';
import { loadScreen } from '@/screens/load-screen';
import { NotFoundScreen } from '@/screens/not-found-screen';

/**
 * Shows the 404 screen when the path resolves to nothing. A not-found.tsx gets no params, so it could
 * not know the language or whether a listing was asked for; this layout does (its page answers with
 * notFound() for the status, and the segment's not-found.tsx renders nothing).
 */
export default async function CmsPathLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string; query: string; path?: string[] }> }) {
  const p = await params;
  if (isBuildSentinel(p.path)) return children;
  const screen = await loadScreen(publicRoute(p).path);
  if (screen.kind !== 'not-found') return children;
  // The page (children) must still render: its notFound() sets the status to 404.
  return (
    <>
      <NotFoundScreen route={screen.route} />
      {children}
    </>
  );
}
