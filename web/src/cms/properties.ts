import { cache } from 'react';
import type { Availability, Goal, ListModuleGoal, ListSort } from '@coast/domain';
import {
  CitiesByGoalDocument,
  PropertyDetailDocument,
  PropertyListDocument,
  PropertyRouteDocument,
  type Enum_Property_Availability,
  type Enum_Property_Goal,
  type PropertyCardFragment,
  type PropertyDetailQuery,
  type PropertyFiltersInput,
  type PropertyRouteQuery,
} from '@coast/graphql';
import { cmsRead } from './client';
import { toMedia, toMediaList, type Same } from './shape';
import { TAGS } from './tags';
import type { CityCount, ListingPage, PropertyCard, PropertyDetail, PropertyRoute } from './types';

type Check<T extends true> = T;
/** The CMS's listing goals and availabilities are @coast/domain's. */
type _ListingVocabularyMatchesSchema = Check<Same<Enum_Property_Goal, Goal>> & Check<Same<Enum_Property_Availability, Availability>>;

/** Which listings a list shows, and in which order. */
export interface ListingQuery {
  /** Only listings of this goal; null: every goal. */
  readonly goal: 'sale' | 'rent' | null;
  /** Only listings of these availabilities; null: any (sold and rented ones included). */
  readonly availability: readonly Availability[] | null;
  /** Only listings in these towns (document ids); null: anywhere. */
  readonly cityIds: readonly string[] | null;
  /** Only listings of this property type (WebID); null: every type. */
  readonly type: number | null;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: ListSort;
}

/** The CMS's sort of each list order (the id breaks ties, so pages never overlap). */
const SORTS: Readonly<Record<ListSort, readonly string[]>> = {
  newest: ['feedCreatedAt:desc', 'externalId:desc'],
  price_asc: ['price:asc', 'externalId:asc'],
  price_desc: ['price:desc', 'externalId:desc'],
};

/** The GraphQL filters of a list: always listings in the feed, narrowed by the query. */
export function listingFilters(query: Pick<ListingQuery, 'goal' | 'availability' | 'cityIds' | 'type'>): PropertyFiltersInput {
  const filters: PropertyFiltersInput = { isInFeed: { eq: true } };
  if (query.goal) filters.goal = { eq: query.goal };
  if (query.availability) filters.availability = { in: [...query.availability] };
  if (query.cityIds) filters.city = { documentId: { in: [...query.cityIds] } };
  if (query.type !== null) filters.webId = { eq: query.type };
  return filters;
}

export function toPropertyCard(p: PropertyCardFragment): PropertyCard {
  return {
    documentId: p.documentId,
    externalId: p.externalId,
    webId: p.webId,
    goal: p.goal,
    availability: p.availability,
    price: p.price,
    // PublishPrice and PublishAddress hide only when off; a missing flag shows.
    publishPrice: p.publishPrice !== false,
    priceUnit: p.priceUnit,
    priceUnitText: p.priceUnitText,
    marqueeName: p.marqueeName,
    street: p.street,
    houseNumber: p.houseNumber,
    boxNr: p.boxNr,
    zip: p.zip,
    cityName: p.cityName,
    countryId: p.countryId,
    publishAddress: p.publishAddress !== false,
    typeDescription: p.typeDescription,
    mainTypeName: p.mainTypeName,
    title: p.title,
    bedrooms: p.bedrooms,
    surfaceLiving: p.surfaceLiving,
    surfaceGround: p.surfaceGround,
    energyPerformance: p.energyPerformance,
    epcLabel: p.epcLabel,
    feedCreatedAt: p.feedCreatedAt,
    thumbnail: toMedia(p.thumbnail),
  };
}

function toPropertyDetail(row: NonNullable<PropertyDetailQuery['properties'][number]>): PropertyDetail {
  // Left out: what no screen shows (the short description, documents, the town and project records).
  const { __typename, shortDescription, isInFeed, photos, documents, city, project, ...facts } = row;
  return { ...facts, ...toPropertyCard(row), photos: toMediaList(photos) };
}

export function toPropertyRoute(p: NonNullable<PropertyRouteQuery['properties'][number]>): PropertyRoute {
  return {
    documentId: p.documentId,
    externalId: p.externalId,
    goal: p.goal,
    availability: p.availability,
    isInFeed: Boolean(p.isInFeed),
    cityName: p.cityName,
    zip: p.zip,
    typeDescription: p.typeDescription,
    mainTypeName: p.mainTypeName,
  };
}

/** A page of listings with the paging info (total, page count). */
export const listProperties = cache(async ({ page, pageSize, sort, ...query }: ListingQuery): Promise<ListingPage> => {
  const data = await cmsRead(PropertyListDocument, { filters: listingFilters(query), page, pageSize, sort: [...SORTS[sort]] }, { tags: [TAGS.property] });
  const connection = data.properties_connection;
  if (!connection) return { listings: [], page, pageCount: 0, total: 0 };
  return {
    listings: connection.nodes.map(toPropertyCard),
    page: connection.pageInfo.page,
    pageCount: connection.pageInfo.pageCount,
    total: connection.pageInfo.total,
  };
});

/** One listing with everything its detail page shows, by the feed's ID. */
export const getProperty = cache(async (externalId: number): Promise<PropertyDetail | null> => {
  const data = await cmsRead(PropertyDetailDocument, { externalId }, { tags: [TAGS.property, TAGS.city, TAGS.project] });
  const row = data.properties[0];
  return row ? toPropertyDetail(row) : null;
});

/** The few fields a listing's URL is built from. */
export const getPropertyRoute = cache(async (externalId: number): Promise<PropertyRoute | null> => {
  const data = await cmsRead(PropertyRouteDocument, { externalId }, { tags: [TAGS.property] });
  const row = data.properties[0];
  return row ? toPropertyRoute(row) : null;
});

const LISTING_GOAL = { sale: 'SALE', rent: 'RENT', all: 'ALL' } as const;

/** Towns with listings of a list's goal, with their counts. */
export const getCities = cache(async (goal: ListModuleGoal): Promise<CityCount[]> => {
  const data = await cmsRead(CitiesByGoalDocument, { goal: LISTING_GOAL[goal] }, { tags: [TAGS.property, TAGS.city] });
  return data.citiesWithListings.map(({ documentId, name, zip, propertyCount, saleCount, rentCount }) => ({
    documentId,
    name,
    zip,
    propertyCount,
    saleCount,
    rentCount,
  }));
});
