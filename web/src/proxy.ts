import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER } from './routing/request-header';

/** Only page loads (not client navigations or prefetches, which render their 404 fine) are checked. */
function isDocumentRequest(request: NextRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('rsc') && (request.headers.get('accept') ?? '').includes('text/html');
}

/** Asks the site itself (app/api/route-status) whether the path exists; unsure means yes. */
async function pathExists(request: NextRequest): Promise<boolean> {
  const origin = process.env.INTERNAL_SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  try {
    const response = await fetch(`${origin}/api/route-status/?path=${encodeURIComponent(request.nextUrl.pathname)}`, {
      headers: { cookie: request.headers.get('cookie') ?? '' },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return response.status !== 404;
  } catch {
    return true;
  }
}

/**
 * Runs before every page: passes the requested path to server components that get no params (the
 * root layout's `<html lang>`, the not-found screen), and serves unknown paths from the built-in
 * not-found route (server-rendered, status 404) rather than from the catch-all page. The header is
 * always overwritten, so a visitor cannot inject it.
 */
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  if (isDocumentRequest(request) && !(await pathExists(request))) {
    return NextResponse.rewrite(new URL('/_not-found/', request.url), { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|api/|favicon.ico|icon.svg).*)'],
};
