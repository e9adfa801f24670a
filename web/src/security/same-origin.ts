import { siteUrl } from '@/cms/env';

/** Methods that never change anything on this site (a GET that did would be checked here too). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes that start a session: they need proof that the request comes from the site's own page (an
 * Origin of the site, or Sec-Fetch-Site: same-origin) and a JSON body, so no other page can log a
 * browser into an account of its choosing.
 */
const SESSION_ROUTES = ['/api/owner/login/', '/api/owner/set-password/'];

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The origin of an address, or null when it is not a URL with a host. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.host ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's own origins: SITE_URL's, and the host the request was sent to (the Host header, either
 * scheme: behind a TLS proxy the site itself is reached over http), so `next start -H 127.0.0.1` and a
 * second host name work without a list to keep. A proxy that rewrites Host must keep SITE_URL right.
 */
function isOwnOrigin(origin: string, headers: Headers): boolean {
  const own = originOf(siteUrl());
  if (own !== null && origin === own) return true;
  const host = headers.get('host');
  if (!host) return false;
  return origin === `https://${host.toLowerCase()}` || origin === `http://${host.toLowerCase()}`;
}

export type CrossSiteVerdict = 'allowed' | 'cross-site' | 'not-json';

/**
 * The one same-origin rule for every request that can change something (any method but GET, HEAD,
 * OPTIONS): refused when the browser says another site sent it (Sec-Fetch-Site cross-site or same-site,
 * an Origin that is not the site's, `Origin: null`). A request with neither header is not a browser's
 * cross-site request (a mail provider's RFC 8058 unsubscribe, the CMS's webhook) and passes, except on
 * the session routes, which need the browser to say it is the site's own page and a JSON body.
 */
export function crossSiteVerdict(method: string, pathname: string, headers: Headers): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return 'allowed';
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase() ?? null;
  const origin = headers.get('origin');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'cross-site';
  // A page with no-referrer sends `Origin: null` even to itself; the browser's own Sec-Fetch-Site then tells.
  const ownPage = fetchSite === 'same-origin' && origin === 'null';
  if (origin !== null && !ownPage && !isOwnOrigin(origin, headers)) return 'cross-site';
  if (!SESSION_ROUTES.includes(withSlash(pathname))) return 'allowed';
  if (origin === null && fetchSite !== 'same-origin') return 'cross-site';
  const type = headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  return type === 'application/json' ? 'allowed' : 'not-json';
}

/** The answer to a refused request (JSON, as every write route of the site answers), or null when it may go on. */
export function crossSiteRefusal(request: Request, pathname = new URL(request.url).pathname): Response | null {
  const verdict = crossSiteVerdict(request.method, pathname, request.headers);
  if (verdict === 'allowed') return null;
  const status = verdict === 'not-json' ? 415 : 403;
  return Response.json(
    { ok: false, reason: verdict === 'not-json' ? 'notJson' : 'crossSite', errors: {} },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}
