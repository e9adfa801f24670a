import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { publicRoute, routeKey } from '@/routing/internal-route';
import { BUILD_SENTINEL_LANG, BUILD_SENTINEL_PATH, BUILD_SENTINEL_QUERY, isBuildSentinel } from '@/routing/build-sentinel';
import { markRendered } from '@/routing/rendered-paths';
import { getScreenMetadata } from '@/screens/screen-metadata';
import { ContentScreen } from '@/screens/content-screen';
import { loadScreen } from '@/screens/load-screen';
import { PageScreen } from '@/screens/page-screen';
import { ProjectScreen } from '@/screens/project-screen';
import { ListingScreen } from '@/screens/listing-screen';

type Params = { lang: string; query: string; path?: string[] };
interface Props {
  readonly params: Promise<Params>;
}

/** The build prerenders only a sentinel (no CMS needed); real paths are rendered on first visit, then cached. */
export function generateStaticParams(): Params[] {
  return [{ lang: BUILD_SENTINEL_LANG, query: BUILD_SENTINEL_QUERY, path: [BUILD_SENTINEL_PATH] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  if (isBuildSentinel(p.path)) return { title: 'Not found' };
  return getScreenMetadata(await loadScreen(publicRoute(p).path));
}

/**
 * Sets the 404 status. Thrown inside a Suspense boundary, notFound() leaves the screen the layout has
 * rendered in the HTML (thrown outside, Next would replace the whole document with an empty error shell
 * rendered in the browser only, vercel/next.js#62228); the cached page keeps status 404.
 */
async function NotFoundStatus(): Promise<never> {
  notFound();
}

/**
 * Every CMS page (pages in four languages, listings, articles), reached through src/proxy.ts's
 * rewrite. Nothing here reads the request: the params are awaited outside any Suspense boundary, so
 * each path and list variant is rendered once and served from Next's page cache until a CMS webhook
 * expires a tag it was built from. Unknown paths answer 404 (the segment's layout shows the screen).
 */
export default async function CmsPage({ params }: Props) {
  const p = await params;
  if (isBuildSentinel(p.path)) notFound();
  const { path, query } = publicRoute(p);
  const screen = await loadScreen(path);
  markRendered(routeKey(p));
  switch (screen.kind) {
    case 'redirect':
      return screen.permanent ? permanentRedirect(screen.to) : redirect(screen.to);
    case 'not-found':
      // The segment's layout draws the 404 screen; this only sets the status (see NotFoundStatus).
      return (
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      );
    case 'page':
      return <PageScreen screen={screen} query={query} />;
    case 'listing':
      return <ListingScreen screen={screen} />;
    case 'article':
    case 'category':
      return <ContentScreen screen={screen} />;
    case 'project':
      return <ProjectScreen screen={screen} />;
  }
}
