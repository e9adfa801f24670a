import { isLocale } from '@coast/domain/i18n';
import { EMPTY_LIST_QUERY, listQueryString, readListQuery, type ListQuery } from './list-query';

/**
 * Every CMS path is served by one internal route, `/site/{lang}/{query}/{...path}` (app/site/[lang]/[query]/[[...path]]),
 * to which src/proxy.ts rewrites the visitor's URL. Both leading segments let the page be cached whole:
 * `lang` gives the root layout its `<html lang>` without reading the request, `query` is the canonical
 * list query (so filters and paging are cached variants, not a per-request render). The visitor never
 * sees these URLs.
 */

/** The site's icon (app/icon.png, by Next's file convention): what /favicon.ico and a missing logo lead to. */
export const SITE_ICON_PATH = '/icon.png';

/** Paths that are never CMS pages: routes of the site itself. An explicit list, not a guess. */
export const NON_CMS_PREFIXES = [
  '/_next/',
  '/api/',
  '/sitemap.xml',
  '/sitemap/',
  '/robots.txt',
  '/favicon.ico',
  SITE_ICON_PATH,
  '/portal/',
  '/search-alerts/',
] as const;

/** The internal route's prefix: only the proxy's rewrites reach it (a visitor's '/site/...' is a CMS path like any other). */
const INTERNAL_PREFIX = '/site';

/** The `lang` segment for a path without a language code: the site's default language applies. */
const DEFAULT_LANG_SEGMENT = '_';
/** The `query` segment of a request without list parameters. */
const NO_QUERY_SEGMENT = '_';

/** The site's own routes whose first segment is the language (app/portal/[lang], app/search-alerts/[lang]). */
const LANGUAGE_ROUTES = ['/portal/', '/search-alerts/'] as const;

/**
 * A path of those routes without a language of the site ('/portal/', '/search-alerts/xx/'): no page.
 * The proxy has the CMS route's 404 screen answer it (in the visitor's language, its scripts under the
 * policy's nonce), not Next's global 404, which the build prerenders without the nonce.
 */
export function isLanguageRouteWithoutLanguage(pathname: string): boolean {
  const route = LANGUAGE_ROUTES.find((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
  if (!route) return false;
  return !isLocale(pathname.slice(route.length).split('/')[0] ?? '');
}

/** Each prefix with the path it also names without its slash ('/portal/' and '/portal'): made once, the proxy asks on every request. */
const NON_CMS_MATCHES = NON_CMS_PREFIXES.map((prefix) => [prefix, prefix.replace(/\/$/, '')] as const);

export function isCmsPath(pathname: string): boolean {
  return !NON_CMS_MATCHES.some(([prefix, bare]) => pathname === bare || pathname.startsWith(prefix));
}

/** The internal path serving a visitor's path and query: '/nl/te-koop/?city=Gistel&utm_source=x' → '/site/nl/city%3Dgistel/nl/te-koop/'. */
export function internalPath(pathname: string, params: URLSearchParams): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments.find((s) => s !== 'preview')?.toLowerCase();
  const lang = first && isLocale(first) ? first : DEFAULT_LANG_SEGMENT;
  const query = listQueryString(readListQuery(params)) || NO_QUERY_SEGMENT;
  const rest = segments.join('/');
  return `${INTERNAL_PREFIX}/${lang}/${encodeURIComponent(query)}/${rest ? `${rest}/` : ''}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The visitor's path and list query back from the internal route's params. */
export function publicRoute(params: { query: string; path?: readonly string[] }): { path: string; query: ListQuery } {
  const querySegment = decoded(params.query);
  const query = querySegment === NO_QUERY_SEGMENT ? EMPTY_LIST_QUERY : readListQuery(new URLSearchParams(querySegment));
  const segments = params.path ?? [];
  // Segments arrive as the visitor sent them (percent-encoded or not); the route resolver decodes once.
  const path = segments.length ? `/${segments.map((s) => encodeURIComponent(decoded(s))).join('/')}/` : '/';
  return { path, query };
}

/** One key per cached page variant, the same from the proxy's internal path and from the page's params. */
export function routeKey(params: { lang: string; query: string; path?: readonly string[] }): string {
  const { path, query } = publicRoute(params);
  return `${params.lang} ${listQueryString(query)} ${path}`;
}

/** The internal route's params of an internal path (what Next will hand the page). */
export function paramsOfInternalPath(internal: string): { lang: string; query: string; path: string[] } {
  const [lang = DEFAULT_LANG_SEGMENT, query = NO_QUERY_SEGMENT, ...path] = internal.slice(INTERNAL_PREFIX.length).split('/').filter(Boolean);
  return { lang, query, path };
}
