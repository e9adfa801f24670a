import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getScreenMetadata } from '@/screens/screen-metadata';
import { ContentScreen } from '@/screens/content-screen';
import { loadScreen } from '@/screens/load-screen';
import { PageScreen } from '@/screens/page-screen';
import { PropertyScreen } from '@/screens/property-screen';
import type { SearchParams } from '@/modules/types';

interface Props {
  readonly params: Promise<{ path?: string[] }>;
  readonly searchParams: Promise<SearchParams>;
}

/** The request path as the routing table knows it: '/nl/te-koop/', '/for-sale/', '/'. */
const toPath = (segments: readonly string[] = []) => (segments.length ? `/${segments.map(encodeURIComponent).join('/')}/` : '/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  return getScreenMetadata(await loadScreen(toPath((await params).path)));
}

/**
 * Every page of the site: the path resolves through the CMS's path table (pages in four languages,
 * listings, articles) and renders on request from tagged caches (no build-time rendering: the site
 * builds without the CMS, and a publish shows without a rebuild).
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  await connection();
  const screen = await loadScreen(toPath((await params).path));
  switch (screen.kind) {
    case 'redirect':
      return screen.permanent ? permanentRedirect(screen.to) : redirect(screen.to);
    case 'not-found':
      return notFound();
    case 'page':
      return <PageScreen screen={screen} searchParams={await searchParams} />;
    case 'property':
      return <PropertyScreen screen={screen} />;
    case 'article':
    case 'category':
      return <ContentScreen screen={screen} />;
  }
}
