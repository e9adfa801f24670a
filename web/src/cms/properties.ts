import { cache } from 'react';
import { CitiesByGoalDocument, PropertyDetailDocument, PropertyListDocument, PropertyRouteDocument, type PropertyFiltersInput } from '@coast/graphql';
import { cmsRead } from './client';
import { TAGS } from './tags';

export interface PropertyQuery {
  readonly filters: PropertyFiltersInput;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: readonly string[];
}

/** A page of listings with the paging info (total, page count). */
export const listProperties = cache(async ({ filters, page, pageSize, sort }: PropertyQuery) => {
  const data = await cmsRead(PropertyListDocument, { filters, page, pageSize, sort: [...sort] }, { tags: [TAGS.property] });
  return data.properties_connection ?? { nodes: [], pageInfo: { page, pageSize, pageCount: 0, total: 0 } };
});

/** One listing with everything its detail page shows, by the feed's ID. */
export const getProperty = cache(async (externalId: number) => {
  const data = await cmsRead(PropertyDetailDocument, { externalId }, { tags: [TAGS.property, TAGS.city, TAGS.project] });
  return data.properties[0] ?? null;
});

/** The few fields a listing's URL is built from. */
export const getPropertyRoute = cache(async (externalId: number) => {
  const data = await cmsRead(PropertyRouteDocument, { externalId }, { tags: [TAGS.property] });
  return data.properties[0] ?? null;
});

/** Towns with listings of a goal, with their counts. */
export const getCities = cache(async (goal: 'SALE' | 'RENT' | 'ALL') => {
  const data = await cmsRead(CitiesByGoalDocument, { goal }, { tags: [TAGS.property, TAGS.city] });
  return data.citiesWithListings;
});
