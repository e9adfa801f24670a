import { SitemapListingsDocument } from '@coast/graphql';
import type { Locale } from '@coast/domain';
import { getArticlesByCategory } from './content';
import { getPage } from './pages';
import { getPathRows } from './site';
import { cmsRead } from './client';
import { TAGS } from './tags';

/** Every published page's rows (one per language) with its last change. */
export async function getSitemapPages() {
  return getPathRows();
}

/** Every listing in the feed (not the ones that left it), with what its URL is built from. */
export async function getSitemapListings() {
  const pageSize = 200;
  const first = await cmsRead(SitemapListingsDocument, { page: 1, pageSize }, { tags: [TAGS.property] });
  const pageCount = first.properties_connection?.pageInfo.pageCount ?? 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => cmsRead(SitemapListingsDocument, { page: i + 2, pageSize }, { tags: [TAGS.property] })),
  );
  return [first, ...rest].flatMap((data) => data.properties_connection?.nodes ?? []).filter((p) => p.isInFeed && p.availability !== 'unavailable');
}

/** The CMS's maximum page size: a category with more articles lists its newest 200. */
const SITEMAP_ARTICLES_PER_CATEGORY = 200;

/** An article or category in the sitemap: its path in each language where it is shown, and its date. */
export interface SitemapContent {
  readonly documentId: string;
  readonly paths: Partial<Record<Locale, string>>;
  readonly lastmod: string | null;
}

/**
 * The categories shown by a page's category modules and the articles in them, below that page
 * (`{page path}{slug}/`, as the routing resolves them), in each language the page is published in.
 * Articles a page shows in full through an article module are the page's own text and stay out.
 */
export async function getSitemapContent(pages: ReadonlyArray<{ locale: Locale; path: string; updatedAt: string | null }>): Promise<SitemapContent[]> {
  const found = new Map<string, { paths: Partial<Record<Locale, string>>; lastmod: string | null }>();
  const add = (documentId: string, locale: Locale, path: string, lastmod: string | null) => {
    const entry = found.get(documentId) ?? { paths: {}, lastmod: null };
    entry.paths[locale] ??= path;
    if (lastmod && (!entry.lastmod || lastmod > entry.lastmod)) entry.lastmod = lastmod;
    found.set(documentId, entry);
  };
  await Promise.all(
    pages.map(async ({ locale, path, updatedAt }) => {
      const page = await getPage(locale, path);
      const categories = new Map<string, { documentId: string; slug: string | null }>();
      for (const m of page?.modules ?? []) {
        if (m?.__typename !== 'ComponentModulesCategory' || !m.category?.key) continue;
        categories.set(m.category.key, m.category);
        for (const child of m.category.children) if (child?.key) categories.set(child.key, child);
      }
      await Promise.all(
        [...categories].map(async ([key, category]) => {
          if (category.slug) add(category.documentId, locale, `${path}${category.slug}/`, updatedAt);
          for (const article of await getArticlesByCategory(locale, key, SITEMAP_ARTICLES_PER_CATEGORY)) {
            if (article.slug) add(article.documentId, locale, `${path}${article.slug}/`, article.publishedDate ?? updatedAt);
          }
        }),
      );
    }),
  );
  return [...found].map(([documentId, entry]) => ({ documentId, ...entry }));
}
