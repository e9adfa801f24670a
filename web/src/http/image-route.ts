import { NextResponse, type NextRequest } from 'next/server';
import { libraryBase } from '@/cms/media';
import { IMAGE_PATH_PREFIX, IMAGE_QUALITY, parseImagePath } from '@/ui/image-path';

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });

/**
 * A picture's short address (ui/image-path.ts) as the optimiser's own request for the library's file:
 * Next then checks the width, the source's host and the file's type as for any /_next/image request.
 * Null for any other path. The query is dropped: one address, one picture, one cache entry.
 */
export function imageRoute(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
  const image = parseImagePath(pathname);
  if (!image || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
  const target = new URL('/_next/image/', request.url);
  target.search = new URLSearchParams({ url: `${libraryBase()}${image.file}`, w: String(image.width), q: String(IMAGE_QUALITY) }).toString();
  return NextResponse.rewrite(target);
}
