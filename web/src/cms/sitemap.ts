import { SitemapArticlesDocument, SitemapContentHostsDocument, SitemapListingsDocument } from '@coast/graphql';
import type { Locale } from '@coast/domain';
import { cmsRead } from './client';
import { toListingRoute } from './listings';
import { TAGS } from './tags';
import type { SitemapListing } from './types';

/** Every listing in the feed (not the ones that left it), with what its URL is built from. */
export async function getSitemapListings(): Promise<SitemapListing[]> {
  const pageSize = 200;
  const first = await cmsRead(SitemapListingsDocument, { page: 1, pageSize }, { tags: [TAGS.property] });
  const pageCount = first.properties_connection?.pageInfo.pageCount ?? 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => cmsRead(SitemapListingsDocument, { page: i + 2, pageSize }, { tags: [TAGS.property] })),
  );
  return [first, ...rest]
    .flatMap((data) => data.properties_connection?.nodes ?? [])
    .filter((p) => p.isInFeed && p.availability !== 'unavailable')
    .map((p) => ({ ...toListingRoute(p), updatedAt: p.updatedAt }));
}

/** An article or category in the sitemap: its path in each language where it is shown, and its date. */
interface SitemapContent {
  readonly documentId: string;
  readonly paths: Partial<Record<Locale, string>>;
  readonly lastmod: string | null;
}

const newest = (a: string | null, b: string | null | undefined) => (b && (!a || b > a) ? b : a);

/**
 * The categories shown by a page's category modules and the articles in them, below that page
 * (`{page path}{slug}/`, as the routing resolves them), in each language of the given pages (the
 * sitemap's listed ones). Two light reads per language. Articles a page shows in full through an
 * article module are the page's own text and stay out.
 */
export async function getSitemapContent(pages: ReadonlyArray<{ documentId: string; locale: Locale }>): Promise<SitemapContent[]> {
  const found = new Map<string, { paths: Partial<Record<Locale, string>>; lastmod: string | null }>();
  const add = (documentId: string, locale: Locale, path: string, lastmod: string | null | undefined) => {
    const entry = found.get(documentId) ?? { paths: {}, lastmod: null };
    entry.paths[locale] ??= path;
    entry.lastmod = newest(entry.lastmod, lastmod);
    found.set(documentId, entry);
  };
  const locales = [...new Set(pages.map((p) => p.locale))];
  await Promise.all(
    locales.map(async (locale) => {
      const listed = new Set(pages.filter((p) => p.locale === locale).map((p) => p.documentId));
      const { menuPages } = await cmsRead(SitemapContentHostsDocument, { locale }, { tags: [TAGS.menuPage, TAGS.category] });
      // Category key → the path of the (first) page showing it, and the category's own entry.
      const hostOf = new Map<string, string>();
      const categoryEntries = new Map<string, { documentId: string; path: string; lastmod: string | null }>();
      for (const page of menuPages) {
        if (!page?.path || !listed.has(page.documentId)) continue;
        for (const m of page.modules ?? []) {
          if (m?.__typename !== 'ComponentModulesCategory' || !m.category) continue;
          for (const category of [m.category, ...m.category.children]) {
            if (!category?.key || hostOf.has(category.key)) continue;
            hostOf.set(category.key, page.path);
            if (category.slug)
              categoryEntries.set(category.key, {
                documentId: category.documentId,
                path: `${page.path}${category.slug}/`,
                lastmod: newest(category.updatedAt ?? null, page.updatedAt),
              });
          }
        }
      }
      if (!hostOf.size) return;
      const { articles } = await cmsRead(SitemapArticlesDocument, { locale, categoryKeys: [...hostOf.keys()] }, { tags: [TAGS.article] });
      const withArticles = new Set<string>();
      for (const article of articles) {
        const key = article?.category?.key;
        const host = key ? hostOf.get(key) : undefined;
        if (key) withArticles.add(key);
        if (article?.slug && host) add(article.documentId, locale, `${host}${article.slug}/`, article.updatedAt ?? article.publishedDate);
      }
      // A category's page lists its articles: without any it shows nothing and stays out (it is noindex).
      for (const [key, entry] of categoryEntries) if (withArticles.has(key)) add(entry.documentId, locale, entry.path, entry.lastmod);
    }),
  );
  return [...found].map(([documentId, entry]) => ({ documentId, ...entry }));
}
