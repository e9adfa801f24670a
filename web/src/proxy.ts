import { DEFAULT_LOCALE, isLocale } from '@coast/domain/i18n';
import { NextResponse, type NextRequest } from 'next/server';
import { cmsUrl } from './cms/env';
import { cmsReachable } from './cms/health';
import { imageRoute } from './http/image-route';
import { internalPath, isCmsPath, isLanguageRouteWithoutLanguage, paramsOfInternalPath, routeKey } from './routing/internal-route';
import { wasRendered } from './routing/rendered-paths';
import { LANGUAGE_MEMORY_NAME, rememberedLanguagePath } from './routing/remembered-language';
import { isWellFormedPath, wellFormedPath, withoutControlCharacters } from './routing/well-formed-path';
import { withSecurityHeaders } from './security/proxy-headers';
import { crossSiteRefusal } from './security/same-origin';

/**
 * Runs before every request, in-process and without I/O on the hot path: a CMS path (anything not in
 * the explicit list of the site's own routes) is rewritten to the one internal route that serves
 * every CMS page, with its language and canonical list query as path segments, so each page variant
 * is a cached page (see routing/internal-route.ts). While the CMS is down, a page this process has not
 * cached gets the API-error screen with status 503 at once; cached pages are served as usual.
 */
export async function proxy(request: NextRequest) {
  // A picture's short address: the optimiser's answer, which needs no page's headers.
  const image = imageRoute(request);
  if (image) return image;
  // Security headers (src/security/): on every answer, and the script nonce for the page renderer.
  return withSecurityHeaders(crossSiteRefusal(request, request.nextUrl.pathname) ?? (await route(request)));
}

const UNAVAILABLE_ROUTE = '/api/unavailable/';

async function route(request: NextRequest) {
  const searchParams = withoutControlCharacters(request.nextUrl.searchParams);
  let pathname = request.nextUrl.pathname;
  // The CMS-unavailable screen is only ever reached through the rewrite below (a rewrite does not pass
  // the proxy again): asked for directly, it is not a page.
  if (pathname.startsWith(UNAVAILABLE_ROUTE)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!isWellFormedPath(pathname)) {
    // Next cannot decode such a path into a route's params and would answer a bare 500.
    if (pathname.startsWith('/api/')) return Response.json({ error: 'malformed path' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    pathname = malformedAsCmsPath(pathname);
  }
  if (isLanguageRouteWithoutLanguage(pathname)) pathname = malformedAsCmsPath(pathname);
  if (!isCmsPath(pathname)) return NextResponse.next();
  // Decided here, per request and before the page cache, so the listing's cached pages stay cached.
  const remembered = rememberedLanguagePath(pathname, request.cookies.get(LANGUAGE_MEMORY_NAME)?.value);
  if (remembered) return rememberedLanguageRedirect(request, remembered);
  const target = internalPath(pathname, searchParams);
  const params = paramsOfInternalPath(target);
  if (!wasRendered(routeKey(params)) && !(await cmsReachable(cmsUrl()))) {
    return NextResponse.rewrite(new URL(`${UNAVAILABLE_ROUTE}${params.lang}/`, request.url));
  }
  // Resolved against request.url (not nextUrl): with `next start -H` the two hosts differ, and a
  // rewrite to another host would be proxied as an external one.
  const url = new URL(target, request.url);
  // Only the router's own cache-busting parameter stays; the list query now lives in the path.
  const rsc = searchParams.get('_rsc');
  if (rsc !== null) url.searchParams.set('_rsc', rsc);
  return NextResponse.rewrite(url);
}

/** To the visitor's remembered language (temporary and never stored: another visitor remembers another one). */
function rememberedLanguageRedirect(request: NextRequest, pathname: string) {
  const url = new URL(pathname, request.url);
  url.search = request.nextUrl.search;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Cookie');
  return response;
}

/**
 * A malformed path (outside /api/), or one of a language route without its language, as the CMS path that draws the 404 page in its language: its bad
 * escapes made harmless, under its language's prefix when it is one of the site's own routes (/portal/nl/...).
 */
function malformedAsCmsPath(pathname: string): string {
  const path = wellFormedPath(pathname);
  if (isCmsPath(path)) return path;
  const lang =
    path
      .split('/')
      .find((segment) => isLocale(segment.toLowerCase()))
      ?.toLowerCase() ?? DEFAULT_LOCALE;
  return `/${lang}${path}`;
}

export const config = {
  // Static files and optimised images never need the proxy; everything else is sorted by isCmsPath.
  // The posts of the forms that take documents (@coast/domain's UPLOAD_FORMS) neither: Next buffers a
  // request's body for the proxy (up to http/body-limits.ts's PROXY_BODY_BUFFER_BYTES) and waits for its
  // end; app/api/forms/[form]/route.ts streams them and applies the same-origin rule itself.
  matcher: ['/((?!_next/static/|_next/image|api/forms/rental-application/).*)'],
};
