import { normalizeSearchText } from '@coast/domain';
import type { ListingQuery } from '@/cms/properties';
import type { PropertyListModule } from '@/cms/types';
import { ON_OFFER } from '@/listings/availability';

/** Towns whose name (case and accents ignored) or zip equals the city parameter. */
export function matchingCities<C extends { documentId: string; name: string; zip: string }>(cities: readonly C[], city: string): C[] {
  const wanted = normalizeSearchText(city);
  return cities.filter((c) => normalizeSearchText(c.name) === wanted || c.zip === city.trim());
}

/**
 * The listings a module shows: those in the feed (sold and rented ones included, with their banner,
 * as the counts do), of its goal, in its order; the 'newest' view shows only the newest ones still on
 * offer. The page's filters narrow a paged list: town (as document ids) and type (WebID).
 */
export function listingQuery(
  module: Pick<PropertyListModule, 'goal' | 'view' | 'sortBy'>,
  params: { cityIds: readonly string[] | null; type: number | null; page: number; pageSize: number },
): ListingQuery {
  const newest = module.view === 'newest';
  return {
    goal: module.goal === 'all' ? null : module.goal,
    availability: newest ? ON_OFFER : null,
    cityIds: params.cityIds,
    type: params.type,
    page: params.page,
    pageSize: params.pageSize,
    sort: newest ? 'newest' : module.sortBy,
  };
}

/** The list's URL with other parameters (filters kept, page changed). */
export function listHref(pagePath: string, params: { city?: string | null; type?: number | null; page?: number }): string {
  const query = new URLSearchParams();
  if (params.city) query.set('city', params.city);
  if (params.type) query.set('type', String(params.type));
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return search ? `${pagePath}?${search}` : pagePath;
}
