import { cache } from 'react';
import { similarListings, SIMILAR_LISTINGS_MAX, type Availability, type SimilarityInput } from '@coast/domain';
import { SimilarListingsDocument, type PropertyFiltersInput } from '@coast/graphql';
import { cmsRead } from './client';
import { listingFilters, toListingCard } from './listings';
import { TAGS } from './tags';
import type { ListingCard } from './types';

/** Offered listings only: sold and rented ones are no suggestion (the rule checks it again). */
const OFFERED: readonly Availability[] = ['for_sale', 'for_rent', 'takeover'];

/**
 * Up to four listings like this one (@coast/domain's similarListings decides which and in which
 * order). The candidates are read in one request, a few around the listing's price on each side, in
 * its town and anywhere, and a few with a hidden price, so the read stays small however many
 * listings the feed holds; every filter is on public fields (the hidden price is never compared).
 */
export const getSimilarListings = cache(async (target: SimilarityInput): Promise<ListingCard[]> => {
  const base: PropertyFiltersInput = {
    ...listingFilters({ goal: target.goal, types: [target.webId], availability: OFFERED }),
    externalId: { ne: target.externalId },
  };
  const town: PropertyFiltersInput = target.zip ? { and: [base, { zip: { eq: target.zip } }] } : base;
  const priced = (filters: PropertyFiltersInput, bound: 'gte' | 'lte'): PropertyFiltersInput => ({
    and: [filters, { price: target.price === null ? { notNull: true } : { [bound]: target.price } }],
  });
  const hidden = (filters: PropertyFiltersInput): PropertyFiltersInput => ({ and: [filters, { price: { null: true } }] });
  const data = await cmsRead(
    SimilarListingsDocument,
    {
      townAbove: priced(town, 'gte'),
      townBelow: priced(town, 'lte'),
      townHidden: hidden(town),
      above: priced(base, 'gte'),
      below: priced(base, 'lte'),
      hidden: hidden(base),
      limit: SIMILAR_LISTINGS_MAX,
    },
    { tags: [TAGS.property] },
  );
  const candidates = [data.townAbove, data.townBelow, data.townHidden, data.above, data.below, data.hidden]
    .flat()
    .flatMap((row) => (row ? [toListingCard(row)] : []));
  return similarListings(target, candidates);
});
