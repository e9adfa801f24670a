import { isLocale, LIST_PAGE_OF_GOAL, recordId, type Locale } from '@coast/domain';
import { localeOfPath, type LanguageSettings } from './locales';
import { hasControlCharacter } from './well-formed-path';
import { homePage, pageByKey, pageByLocalizedPath, pageByOriginalPath, type PageRoute, type PathTable } from './path-table';

type RouteMatch =
  /** A page of the path table. */
  | { readonly kind: 'page'; readonly page: PageRoute }
  /** A listing: '{list path}{city}/{slug}/{id}/' (any city or slug; the page redirects to the canonical one). */
  | { readonly kind: 'listing'; readonly externalId: number }
  /** An article or category under the page that shows it: '{page path}{slug}/'. */
  | { readonly kind: 'content'; readonly host: PageRoute; readonly slug: string }
  | { readonly kind: 'unknown' };

export interface ResolvedRoute {
  /** The requested path without its 'preview' segment, ending in '/'. */
  readonly path: string;
  readonly locale: Locale;
  /** Whether the path starts with the language code (else the default language applies). */
  readonly explicitLocale: boolean;
  /** A path containing a 'preview' segment asks for drafts (shown only in draft mode). */
  readonly preview: boolean;
  readonly match: RouteMatch;
}

function segmentsOf(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path: a malformed escape simply matches nothing
  }
  return decoded.split('?')[0]!.split('/').filter(Boolean);
}

const joinPath = (segments: readonly string[]) => (segments.length ? `/${segments.join('/')}/` : '/');

function findPage(table: PathTable, path: string, locale: Locale, explicit: boolean): PageRoute | undefined {
  if (explicit) return pageByLocalizedPath(table, locale, path);
  return pageByOriginalPath(table, path) ?? (path === '/' ? homePage(table) : undefined);
}

/**
 * Resolves a request path through the CMS path table: the language from its first
 * segment or the default; then a page (localized path, or original path in the default language), a
 * listing under a list page, or an article/category under the page that shows it.
 */
export function resolveRoute(requestPath: string, table: PathTable, settings: LanguageSettings): ResolvedRoute {
  const all = segmentsOf(requestPath);
  const segments = all.filter((s) => s !== 'preview');
  const preview = segments.length !== all.length;
  const path = joinPath(segments);
  const { locale, explicit } = localeOfPath(path, settings);
  const base = { path, locale, explicitLocale: explicit, preview };
  // No page, listing or slug holds a control character (and the CMS refuses a NUL): however the path
  // came to carry one (an escaped '%00' decoded once more on the way), it names nothing.
  if (segments.some(hasControlCharacter)) return { ...base, match: { kind: 'unknown' } };

  const page = findPage(table, path, locale, explicit);
  if (page) return { ...base, match: { kind: 'page', page } };

  const last = segments[segments.length - 1];
  const externalId = recordId(last);
  if (externalId !== null) {
    // '/{code}/property/{id}/' also under a language switched off since (a remembered language: src/proxy.ts).
    const own = explicit || isLocale(segments[0]?.toLowerCase() ?? '') ? segments.slice(1) : segments;
    if (own.length === 2 && own[0] === 'property') return { ...base, match: { kind: 'listing', externalId } };
    for (const key of Object.values(LIST_PAGE_OF_GOAL)) {
      const list = pageByKey(table, key);
      const listPath = list && (explicit ? list.paths[locale] : list.originalPath);
      if (!listPath || !path.toLowerCase().startsWith(listPath.toLowerCase())) continue;
      const extra = segments.length - segmentsOf(listPath).length;
      if (extra >= 1 && extra <= 3) return { ...base, match: { kind: 'listing', externalId } };
    }
  }

  if (segments.length >= 2 && last) {
    const host = findPage(table, joinPath(segments.slice(0, -1)), locale, explicit);
    if (host && !host.isHome) return { ...base, match: { kind: 'content', host, slug: last.toLowerCase() } };
  }
  return { ...base, match: { kind: 'unknown' } };
}
