import { normalizeSearchText } from '@coast/domain';
import type { PropertyFiltersInput } from '@coast/graphql';
import type { ModuleOf } from '../types';

type PropertyListModule = ModuleOf<'ComponentModulesPropertyList'>;

/** Towns whose name (case and accents ignored) or zip equals the city parameter. */
export function matchingCities<C extends { documentId: string; name: string; zip: string | null }>(cities: readonly C[], city: string): C[] {
  const wanted = normalizeSearchText(city);
  return cities.filter((c) => normalizeSearchText(c.name) === wanted || (c.zip !== null && c.zip === city.trim()));
}

const SORTS: Record<string, readonly string[]> = {
  newest: ['feedCreatedAt:desc', 'externalId:desc'],
  price_asc: ['price:asc', 'externalId:asc'],
  price_desc: ['price:desc', 'externalId:desc'],
};

export function sortOf(module: PropertyListModule): readonly string[] {
  return SORTS[module.listView === 'newest' ? 'newest' : (module.sortBy ?? 'newest')] ?? SORTS.newest!;
}

/**
 * The listings a module shows: those in the feed (sold and rented ones included, with their banner,
 * as the counts do), of its goal; the 'newest' view shows only available ones. The page's filters
 * narrow a paged list: town (as document ids) and type (WebID).
 */
export function listFilters(module: PropertyListModule, params: { cityIds: readonly string[] | null; type: number | null }): PropertyFiltersInput {
  const filters: PropertyFiltersInput = { isInFeed: { eq: true } };
  if (module.goal === 'sale' || module.goal === 'rent') filters.goal = { eq: module.goal };
  if (module.listView === 'newest') filters.availability = { in: ['for_sale', 'for_rent', 'takeover'] };
  if (params.cityIds) filters.city = { documentId: { in: [...params.cityIds] } };
  if (params.type !== null) filters.webId = { eq: params.type };
  return filters;
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
