import { NextResponse, type NextRequest } from 'next/server';
import { responseSecurityHeaders } from './headers';

const OVERRIDE_HEADERS = 'x-middleware-override-headers';
const REQUEST_HEADER_PREFIX = 'x-middleware-request-';

/**
 * Puts the environment-dependent security headers (./headers.ts) on a response of src/proxy.ts, and
 * hands the Content-Security-Policy to Next's renderer as a request header as well: Next reads the
 * nonce from it and writes it on every script of the page it renders, and the cached page keeps it.
 */
export function withSecurityHeaders(request: NextRequest, response: Response): Response {
  const headers = responseSecurityHeaders();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);

  // Next's own encoding of `{ request: { headers } }` (the list of the request's headers, then each
  // one's value), made with its public API and put on the response the proxy chose (a rewrite or a
  // pass-through). When the proxy already handed on request headers, only this one is added to them.
  const csp = 'content-security-policy';
  const handedOn = response.headers.get(OVERRIDE_HEADERS);
  if (handedOn !== null) {
    response.headers.set(OVERRIDE_HEADERS, [...new Set([...handedOn.split(',').filter(Boolean), csp])].join(','));
    response.headers.set(`${REQUEST_HEADER_PREFIX}${csp}`, headers['Content-Security-Policy']);
    return response;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(csp, headers['Content-Security-Policy']);
  const carrier = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of carrier.headers) {
    if (name === OVERRIDE_HEADERS || name.startsWith(REQUEST_HEADER_PREFIX)) response.headers.set(name, value);
  }
  return response;
}
