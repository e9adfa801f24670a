import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER } from './routing/request-header';

/**
 * Passes the requested path to server components that get no params (the root layout sets
 * `<html lang>` from it; the not-found screen picks its language from it). Always overwritten, so a
 * visitor cannot inject it.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|api/|favicon.ico).*)'],
};
