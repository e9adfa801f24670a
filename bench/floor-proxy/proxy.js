import { NextResponse } from 'next/server';

/**
 * The framework's cost of a proxy on a page's path: `/p/<path>` rewritten to `<path>`, as the site's
 * proxy rewrites every CMS page to its internal route, and nothing else.
 */
export function proxy(request) {
  return NextResponse.rewrite(new URL(request.nextUrl.pathname.slice('/p'.length), request.url));
}

export const config = { matcher: '/p/:path*' };
