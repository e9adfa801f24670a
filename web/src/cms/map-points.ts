import { cache } from 'react';
import { MapPointsDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { listingFilters, toListingCard, type ListingFilter } from './listings';
import { TAGS } from './tags';
import type { MapListing, MapListings } from './types';

/** The CMS's largest page. */
const PAGE_SIZE = 200;
/** A map of more listings than this says so and asks to narrow the search (5 CMS reads at most). */
export const MAX_MAP_LISTINGS = 1000;

/**
 * The listings of a list's filters that have a public position, for its map view. Positions are the
 * public ones: a hidden address's is the centre of a cell of about 300 m (@coast/domain
 * publicListingFacts), the real one never leaves the CMS.
 */
export const listMapListings = cache(async (filter: ListingFilter): Promise<MapListings> => {
  // Towns were asked for and none exists: nothing matches (an empty `in` would match everything).
  if (filter.cityIds?.length === 0) return { listings: [], total: 0, withoutPosition: 0, capped: false };
  const filters = listingFilters(filter);
  const listings: MapListing[] = [];
  let total = 0;
  let withoutPosition = 0;
  for (let page = 1; page <= MAX_MAP_LISTINGS / PAGE_SIZE; page++) {
    const data = await cmsRead(MapPointsDocument, { filters, page, pageSize: PAGE_SIZE }, { tags: [TAGS.property] });
    const connection = data.properties_connection;
    if (!connection) break;
    total = connection.pageInfo.total;
    for (const node of connection.nodes) {
      if (typeof node.latitude !== 'number' || typeof node.longitude !== 'number') withoutPosition++;
      else listings.push({ ...toListingCard(node), latitude: node.latitude, longitude: node.longitude });
    }
    if (page >= connection.pageInfo.pageCount) break;
  }
  return { listings, total, withoutPosition, capped: total > MAX_MAP_LISTINGS };
});
