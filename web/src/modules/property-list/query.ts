import { EPC_CLASSES, epcLetter, isTownAskedFor, type ListModuleGoal } from '@coast/domain';
import type { ListingFilter, ListingQuery, ListingSort } from '@/cms/listings';
import { ON_OFFER } from '@/listings/availability';
import { listQuerySuffix, type EpcLetter, type ListQuery } from '@/routing/list-query';
import type { PropertyListModule } from './shape';

/** The towns the city parameters ask for (by name, by its name in another language, or by zip). */
export function matchingCities<C extends { documentId: string; name: string; zip: string }>(cities: readonly C[], wanted: readonly string[]): C[] {
  return cities.filter((c) => isTownAskedFor(c, wanted));
}

/** The EPC classes of a letter and every better one: 'c' → A++ … C- (the three regional scales alike). */
export function epcClassesAtMost(letter: EpcLetter): string[] {
  return EPC_CLASSES.filter((cls) => epcLetter(cls).toLowerCase() <= letter);
}

/**
 * The typed filter of a list from its module's goal and the URL's list query, with the towns already
 * resolved to document ids (null: no town asked for; empty: none of those asked for exists). The one
 * translation from URL to CMS filter: the list and its map view share it.
 *
 * Decisions: a bound (price, bedrooms, surface, EPC) only keeps listings that show the value, so a
 * hidden price, an unknown surface or a missing EPC label never matches a bound; `takeover` turns a
 * sale list into the list of business takeovers (the feed's goal 2, a goal of its own).
 */
export function listingFilter(goal: ListModuleGoal, query: ListQuery, cityIds: readonly string[] | null): ListingFilter {
  return {
    goal: query.takeover && goal !== 'rent' ? 'takeover' : goal === 'all' ? null : goal,
    availability: query.available ? ON_OFFER : null,
    cityIds,
    types: query.types.length ? query.types : null,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minBedrooms: query.bedrooms,
    minSurface: query.surface,
    epcClasses: query.epc ? epcClassesAtMost(query.epc) : null,
    area: query.bounds,
    features: {
      garden: query.garden,
      terrace: query.terrace,
      garageOrParking: query.parking,
      facades: query.facades,
      minPlot: query.plot,
      newBuild: query.newBuild,
      // Furnished is a rental's figure: on another list it would only empty it.
      furnished: goal === 'rent' && query.furnished,
    },
  };
}

/**
 * The listings a module shows: those in the feed (sold and rented ones included, with their banner,
 * as the counts do), of its goal, in its order; the 'newest' view shows only the newest ones still on
 * offer. A paged list is narrowed and ordered by the page's list query.
 */
export function listingQuery(
  module: Pick<PropertyListModule, 'goal' | 'view' | 'sortBy'>,
  query: ListQuery,
  params: { cityIds: readonly string[] | null; pageSize: number },
): ListingQuery {
  const newest = module.view === 'newest';
  const filter = listingFilter(module.goal, query, params.cityIds);
  const sort: ListingSort = newest ? 'newest' : (query.sort ?? module.sortBy);
  return { ...filter, availability: newest ? ON_OFFER : filter.availability, page: query.page, pageSize: params.pageSize, sort };
}

/** The list's URL with another list query (filters kept, page or order changed). */
export function listHref(pagePath: string, query: ListQuery): string {
  return `${pagePath}${listQuerySuffix(query)}`;
}
