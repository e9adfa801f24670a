import { FavouriteListingsDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { toListingCard } from './listings';
import { present } from './shape';
import { TAGS } from './tags';
import type { ListingCard } from './types';

/** A favourite listing: the card's fields, whether it is still in the feed and what the comparison adds. */
export interface FavouriteRow extends ListingCard {
  readonly isInFeed: boolean;
  readonly bathrooms: number | null;
  readonly surfaceTotal: number | null;
  readonly surfaceGarden: number | null;
  readonly constructionYear: number | null;
  readonly charges: number | null;
  readonly totalCosts: number | null;
}

/**
 * The listings of a visitor's favourites, by their references, in one read (cached per set of ids and
 * expired with every listing change by the webhook's `property` tag). Ids the CMS does not know are
 * simply absent.
 */
export async function getFavouriteListings(ids: readonly number[]): Promise<FavouriteRow[]> {
  if (!ids.length) return [];
  const data = await cmsRead(FavouriteListingsDocument, { ids: [...ids], limit: ids.length }, { tags: [TAGS.property] });
  return present(data.properties).map((row) => ({
    ...toListingCard(row),
    isInFeed: Boolean(row.isInFeed),
    bathrooms: row.bathrooms,
    surfaceTotal: row.surfaceTotal,
    surfaceGarden: row.surfaceGarden,
    constructionYear: row.constructionYear,
    charges: row.charges,
    totalCosts: row.totalCosts,
  }));
}
