import { LOCALES, type Locale } from '@coast/domain';
import { SearchListingsDocument, SearchTypesDocument, type SearchListingsQuery } from '@coast/graphql';
import { cacheLife, cacheTag } from 'next/cache';
import { cmsReadUncached } from './client';
import { TAGS } from './tags';
import type { SearchSource, SearchSourceListing, SearchTypeName } from './types';

/** Pages of 200 read at once while the index is rebuilt (a hundred thousand listings: 500 pages). */
const PARALLEL_PAGES = 4;

type ListingRow = NonNullable<SearchListingsQuery['properties_connection']>['nodes'][number];

const toListing = (row: ListingRow): SearchSourceListing => ({
  externalId: row.externalId,
  webId: row.webId ?? null,
  goal: row.goal,
  availability: row.availability,
  cityName: row.cityName ?? '',
  zip: row.zip ?? '',
  typeDescription: row.typeDescription ?? '',
  mainTypeName: row.mainTypeName ?? '',
  thumbnailUrl: row.thumbnail && row.thumbnail.mime !== 'image/svg+xml' ? row.thumbnail.url : null,
});

/**
 * Which version of the listings, types and towns the search index must reflect: a token drawn when
 * this cached value is filled, and drawn again once the CMS webhook expires one of its tags (a listing,
 * type or town changed; cms/tags.ts). Cached like every CMS read, so with REDIS_URL every instance sees
 * the same token and rebuilds after a webhook that reached any of them.
 */
export async function searchSourceStamp(): Promise<string> {
  'use cache';
  cacheTag(TAGS.all, TAGS.property, TAGS.propertyType, TAGS.city);
  cacheLife({ stale: 300, revalidate: 3600, expire: 7 * 24 * 3600 });
  return crypto.randomUUID();
}

/**
 * Which version of the pages and the site configuration the answers' links and settings come from: as
 * searchSourceStamp, for the tags of the path table and the configuration (search/answer-settings.ts).
 */
export async function searchSettingsStamp(): Promise<string> {
  'use cache';
  cacheTag(TAGS.all, TAGS.menuPage, TAGS.siteConfiguration);
  cacheLife({ stale: 300, revalidate: 3600, expire: 7 * 24 * 3600 });
  return crypto.randomUUID();
}

/**
 * Every listing in the feed with the fields the search panel shows and matches on, and the property
 * types' names in every language. Read past the page cache (a hundred thousand listings would push
 * every page out of it): the index built from it lives in the process (search/current-index.ts).
 */
export async function readSearchSource(): Promise<SearchSource> {
  const first = await cmsReadUncached(SearchListingsDocument, { page: 1 });
  const pageCount = first.properties_connection?.pageInfo.pageCount ?? 1;
  const pages = [first];
  for (let next = 2; next <= pageCount; next += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - next + 1) }, (_, i) => cmsReadUncached(SearchListingsDocument, { page: next + i }));
    pages.push(...(await Promise.all(batch)));
  }
  // A listing written while the pages were read may show on two of them: kept once.
  const listings = new Map<number, SearchSourceListing>();
  for (const page of pages) for (const row of page.properties_connection?.nodes ?? []) listings.set(row.externalId, toListing(row));

  const types: Record<Locale, SearchTypeName[]> = { nl: [], fr: [], en: [], de: [] };
  await Promise.all(
    LOCALES.map(async (locale) => {
      const data = await cmsReadUncached(SearchTypesDocument, { locale });
      types[locale] = data.propertyTypes.flatMap((t) => (t ? [{ webId: t.webId, name: t.name, sale: t.sale !== false, rent: t.rent !== false }] : []));
    }),
  );
  return { listings: [...listings.values()], types };
}
