import { responseSecurityHeaders } from './headers';

/** The process's headers as [name, value] pairs, made once: the proxy runs on every request. */
let entries: readonly (readonly [string, string])[] | undefined;

/**
 * Puts the environment-dependent security headers (./headers.ts) on a response of src/proxy.ts. The
 * Content-Security-Policy also reaches Next's renderer, which reads the nonce from the request's
 * policy and writes it on every script of the page it renders (the cached page keeps it): `next start`
 * copies each header the proxy answers with onto the request it routes, so the response header is
 * enough, and no copy of the request's headers is made per request (e2e/security-headers.spec.ts
 * checks the nonce on a page's first render).
 */
export function withSecurityHeaders(response: Response): Response {
  entries ??= Object.entries(responseSecurityHeaders());
  for (const [name, value] of entries) response.headers.set(name, value);
  return response;
}
