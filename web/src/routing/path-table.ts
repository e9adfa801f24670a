import { phoneHref, type Locale, type PageKey } from '@coast/domain';
import type { PathRow } from '@/cms/types';

/** A page of the site with its paths in every language (from the CMS's menu pages). */
export interface PageRoute {
  readonly documentId: string;
  readonly key: string;
  readonly originalPath: string;
  readonly isHome: boolean;
  readonly paths: Partial<Record<Locale, string>>;
  readonly names: Partial<Record<Locale, string>>;
}

export interface PathTable {
  readonly pages: readonly PageRoute[];
}

/** Groups the per-language rows (one per page and language, as the CMS returns them) into one entry per page. */
export function buildPathTable(rows: readonly Pick<PathRow, 'documentId' | 'key' | 'locale' | 'path' | 'originalPath' | 'name' | 'isHome'>[]): PathTable {
  const byId = new Map<string, { route: PageRoute; paths: Partial<Record<Locale, string>>; names: Partial<Record<Locale, string>> }>();
  for (const row of rows) {
    let entry = byId.get(row.documentId);
    if (!entry) {
      const paths: Partial<Record<Locale, string>> = {};
      const names: Partial<Record<Locale, string>> = {};
      entry = { route: { documentId: row.documentId, key: row.key, originalPath: row.originalPath, isHome: row.isHome, paths, names }, paths, names };
      byId.set(row.documentId, entry);
    }
    entry.paths[row.locale] = row.path;
    entry.names[row.locale] = row.name;
  }
  return { pages: [...byId.values()].map((e) => e.route) };
}

const sameOriginalPath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The page at a localized path in a language ('/fr/a-vendre/' in fr). */
export function pageByLocalizedPath(table: PathTable, locale: Locale, path: string): PageRoute | undefined {
  return table.pages.find((p) => p.paths[locale] === path);
}

/** The page at an original path ('/for-sale/'; original paths such as '/Aankoop/' match in any case). */
export function pageByOriginalPath(table: PathTable, path: string): PageRoute | undefined {
  return table.pages.find((p) => sameOriginalPath(p.originalPath, path));
}

/** A page the code links to, by its key (@coast/domain's PAGE_KEYS). */
export function pageByKey(table: PathTable, key: PageKey): PageRoute | undefined {
  return table.pages.find((p) => p.key === key);
}

export function homePage(table: PathTable): PageRoute | undefined {
  return table.pages.find((p) => p.isHome);
}

/** A page's path in a language; the original path when it has none there. */
export function pagePath(page: PageRoute, locale: Locale): string {
  return page.paths[locale] ?? page.originalPath;
}

/** The home page's path in a language ('/nl/'), or '/'. */
export function homePath(table: PathTable, locale: Locale): string {
  const home = homePage(table);
  return home ? pagePath(home, locale) : '/';
}

/**
 * A link from the CMS (top bar, content) in a language: an original path ('/contact-demand/') becomes
 * that page's localized path; a tel: link, however staff typed it, the one international form
 * (`phoneHref`); anything else (mailto:, https:, a localized path) is kept.
 */
export function localizeHref(table: PathTable, locale: Locale, href: string): string {
  if (/^tel:/i.test(href)) return phoneHref(href) || href;
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathname, rest = ''] = href.split(/(?=[?#])/);
  const withSlash = pathname!.endsWith('/') ? pathname! : `${pathname}/`;
  const page = pageByOriginalPath(table, withSlash);
  return page ? `${pagePath(page, locale)}${rest}` : href;
}
