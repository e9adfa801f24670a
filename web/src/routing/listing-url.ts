import { LIST_PAGE_OF_GOAL, listingSlug, slugSegment, type Goal, type Locale } from '@coast/domain';
import { pageByKey, pagePath, type PathTable } from './path-table';

interface ListingUrlInput {
  readonly externalId: number;
  readonly goal: Goal;
  readonly cityName?: string | null;
  readonly typeDescription?: string | null;
  readonly mainTypeName?: string | null;
}

/** The list page a listing hangs under: rentals under the for-rent page, the rest (sale, takeover) under for-sale. */
export function listPageKeyOf(goal: Goal): (typeof LIST_PAGE_OF_GOAL)[keyof typeof LIST_PAGE_OF_GOAL] {
  return LIST_PAGE_OF_GOAL[goal === 'rent' ? 'rent' : 'sale'];
}

/**
 * The one canonical URL of a listing in a language: '/nl/te-koop/{city}/{slug}/{id}/' (fr, en, de under
 * their own for-sale path, with the type in their own words; rentals under the for-rent path). The slug
 * comes from @coast/domain; the listing page redirects (308) every other spelling here.
 */
export function listingPath(table: PathTable, listing: ListingUrlInput, locale: Locale): string {
  const list = pageByKey(table, listPageKeyOf(listing.goal));
  const base = list ? pagePath(list, locale) : `/${locale}/`;
  const city = slugSegment(listing.cityName) || 'be';
  const slug = listingSlug({ typeDescription: listing.typeDescription, mainTypeName: listing.mainTypeName, city: listing.cityName }, locale);
  return `${base}${city}/${slug}/${listing.externalId}/`;
}
