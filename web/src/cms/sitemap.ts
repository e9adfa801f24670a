import { SitemapListingsDocument } from '@coast/graphql';
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
