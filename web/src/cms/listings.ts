/** The site's reads of listings: the CMS's `property` entries (its API id stays `property`), as the Listing types. */
import { cache } from 'react';
import {
  APPROXIMATE_POSITION_GRID,
  featureWhere,
  isLocale,
  publicDocuments,
  type ListingFeatureFilter,
  type Availability,
  type Goal,
  type ListModuleGoal,
  type ListSort,
  type Locale,
  type PositionArea,
} from '@coast/domain';
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
import { present, text, toMedia, toMediaList, type Same } from './shape';
import { TAGS } from './tags';
import type { CityCount, ListingCard, ListingDetail, ListingPage, ListingRoute, ListingText } from './types';

type Check<T extends true> = T;
/** The CMS's listing goals and availabilities are @coast/domain's. */
type _ListingVocabularyMatchesSchema = Check<Same<Enum_Property_Goal, Goal>> & Check<Same<Enum_Property_Availability, Availability>>;

/** The orders of a list: the module's own and the visitor's (largest living surface first). */
export type ListingSort = ListSort | 'surface_desc';

/** Which listings a list shows, and in which order. */
export interface ListingFilter {
  /** Only listings of this goal; null: every goal. */
  readonly goal: Goal | null;
  /** Only listings of these availabilities; null: any (sold and rented ones included). */
  readonly availability: readonly Availability[] | null;
  /** Only listings in these towns (document ids); null: anywhere. */
  readonly cityIds: readonly string[] | null;
  /** Only listings of these property types (WebIDs); null or empty: every type. */
  readonly types: readonly number[] | null;
  /** Public price bounds, inclusive: a hidden price (public price null) never matches a bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly minBedrooms: number | null;
  /** Living surface at least, m². */
  readonly minSurface: number | null;
  /** Only listings whose EPC label (class code) is one of these; null: any, unknown labels included. */
  readonly epcClasses: readonly string[] | null;
  /** Only listings positioned in this area (a hidden address: its approximate area overlapping it); null: anywhere. */
  readonly area?: PositionArea | null;
  /** Garden, terrace, garage or parking, façades, plot, new build, furnished: @coast/domain's one rule. */
  readonly features?: ListingFeatureFilter | null;
}

export interface ListingQuery extends ListingFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: ListingSort;
}

/**
 * How each order sorts. `key` is a field some listings lack (a hidden price is null in public, a
 * surface may be unknown): SQL puts nulls first or last depending on the database and direction, so
 * those listings are read after all others, by reference (see getListingPage). The id breaks ties, so
 * pages never overlap.
 */
const SORTS: Readonly<Record<ListingSort, { readonly sort: readonly string[]; readonly key?: 'price' | 'surfaceLiving' }>> = {
  newest: { sort: ['feedCreatedAt:desc', 'externalId:desc'] },
  price_asc: { sort: ['price:asc', 'externalId:asc'], key: 'price' },
  price_desc: { sort: ['price:desc', 'externalId:desc'], key: 'price' },
  surface_desc: { sort: ['surfaceLiving:desc', 'externalId:desc'], key: 'surfaceLiving' },
};
/**
 * The order of the listings without the sort key: by reference, newest references first. Said with the
 * (empty) key first, the same order is the key's list index read backwards from its empty part; by
 * reference alone, a filter that leaves no such listing walked the whole reference index to find none.
 */
const keylessSort = (key: 'price' | 'surfaceLiving') => [`${key}:desc`, 'externalId:desc'];

/**
 * Listings in an area, by their public position: an exact one inside it, or a hidden address whose
 * approximate area (the ~300 m cell around its public centre) overlaps it. The public position of a
 * hidden address is already that centre, so no choice of area can tell more than the cell.
 */
function areaFilters(area: PositionArea): PropertyFiltersInput[] {
  const half = APPROXIMATE_POSITION_GRID / 2;
  const within = (margin: number): PropertyFiltersInput => ({
    latitude: { gte: area.south - margin, lte: area.north + margin },
    longitude: { gte: area.west - margin, lte: area.east + margin },
  });
  return [within(0), { publishAddress: { eq: false }, ...within(half) }];
}

/** The GraphQL filters of a list: always listings in the feed, narrowed by the filter. Every field is public. */
export function listingFilters(query: Partial<ListingFilter>): PropertyFiltersInput {
  const filters: PropertyFiltersInput = { isInFeed: { eq: true } };
  if (query.goal) filters.goal = { eq: query.goal };
  if (query.availability) filters.availability = { in: [...query.availability] };
  if (query.cityIds) filters.city = { documentId: { in: [...query.cityIds] } };
  if (query.types?.length) filters.webId = query.types.length === 1 ? { eq: query.types[0] } : { in: [...query.types] };
  if (query.minPrice != null || query.maxPrice != null) {
    filters.price = { ...(query.minPrice != null ? { gte: query.minPrice } : {}), ...(query.maxPrice != null ? { lte: query.maxPrice } : {}) };
  }
  if (query.minBedrooms != null) filters.bedrooms = { gte: query.minBedrooms };
  if (query.minSurface != null) filters.surfaceLiving = { gte: query.minSurface };
  if (query.epcClasses) filters.epcLabel = { in: [...query.epcClasses] };
  if (query.area) filters.or = areaFilters(query.area);
  // The same conditions the search alerts test a listing with (featureConditions).
  const features = query.features ? (featureWhere(query.features) as PropertyFiltersInput[]) : [];
  return features.length ? { ...filters, and: features } : filters;
}

export function toListingCard(p: PropertyCardFragment): ListingCard {
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

function toListingDetail(row: NonNullable<PropertyDetailQuery['properties'][number]>): ListingDetail {
  // Left out: what no screen shows (the short description, the town record); of the project its name and path segment.
  const { __typename, shortDescription, isInFeed, photos, documents, city, project, texts, ...facts } = row;
  const slug = text(project?.slug);
  // The CMS stores only public documents; the rule is applied again so nothing else can reach a page.
  return {
    ...facts,
    ...toListingCard(row),
    texts: textsByLocale(texts),
    project: project && slug ? { name: project.name, slug } : null,
    photos: toMediaList(photos),
    documents: publicDocuments((documents ?? []).filter((d) => d !== null)),
  };
}

/** The CRM's texts by site language; a language with neither a title nor a description is left out. */
function textsByLocale(rows: NonNullable<PropertyDetailQuery['properties'][number]>['texts']): ListingDetail['texts'] {
  const texts: Partial<Record<Locale, ListingText>> = {};
  for (const row of present(rows)) {
    const value = { title: text(row.title), description: text(row.description) };
    if (isLocale(row.language) && (value.title || value.description)) texts[row.language] = value;
  }
  return texts;
}

export function toListingRoute(p: NonNullable<PropertyRouteQuery['properties'][number]>): ListingRoute {
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

/** Listings start..start+limit of one filter and order, and how many match the filter. */
async function slice(filters: PropertyFiltersInput, sort: readonly string[], start: number, limit: number) {
  const data = await cmsRead(PropertyListDocument, { filters, sort: [...sort], start, limit }, { tags: [TAGS.property] });
  const connection = data.properties_connection;
  return { listings: (connection?.nodes ?? []).map(toListingCard), total: connection?.pageInfo.total ?? 0 };
}

/** Whether the filter bounds the order's key, so that listings without it cannot match (listingFilters). */
function boundedBy(key: 'price' | 'surfaceLiving', query: ListingFilter): boolean {
  return key === 'price' ? query.minPrice != null || query.maxPrice != null : query.minSurface != null;
}

/**
 * A page of listings with the paging info (total, page count). An order by a key some listings lack
 * reads the listings with the key, then continues with those without it (by reference): a listing
 * with a hidden price comes last in both price orders, on every database, and its place says nothing
 * about its price. One read per page; two on the page where the first part ends.
 */
export const getListingPage = cache(async ({ page, pageSize, sort, ...query }: ListingQuery): Promise<ListingPage> => {
  const filters = listingFilters(query);
  const order = SORTS[sort];
  const start = (page - 1) * pageSize;
  if (!order.key) {
    const { listings, total } = await slice(filters, order.sort, start, pageSize);
    return { listings, page, pageCount: Math.ceil(total / pageSize), total };
  }
  const withKey = { and: [filters, { [order.key]: { notNull: true } }] };
  // A bound on the key already leaves out every listing without it: no second read to learn there are none.
  if (boundedBy(order.key, query)) {
    const { listings, total } = await slice(withKey, order.sort, start, pageSize);
    return { listings, page, pageCount: Math.ceil(total / pageSize), total };
  }
  const withoutKey = { and: [filters, { [order.key]: { null: true } }] };
  // The first read also counts the listings without the key (one row, to learn the total).
  const [keyed, keyless] = await Promise.all([slice(withKey, order.sort, start, pageSize), slice(withoutKey, keylessSort(order.key), 0, 1)]);
  let listings = keyed.listings;
  if (listings.length < pageSize && keyless.total > 0) {
    const rest = await slice(withoutKey, keylessSort(order.key), Math.max(0, start - keyed.total), pageSize - listings.length);
    listings = [...listings, ...rest.listings];
  }
  const total = keyed.total + keyless.total;
  return { listings, page, pageCount: Math.ceil(total / pageSize), total };
});

/** One listing with everything its detail page shows, by the feed's ID. */
export const getListing = cache(async (externalId: number): Promise<ListingDetail | null> => {
  const data = await cmsRead(PropertyDetailDocument, { externalId }, { tags: [TAGS.property, TAGS.city, TAGS.project] });
  const row = data.properties[0];
  return row ? toListingDetail(row) : null;
});

/** The few fields a listing's URL is built from. */
export const getListingRoute = cache(async (externalId: number): Promise<ListingRoute | null> => {
  const data = await cmsRead(PropertyRouteDocument, { externalId }, { tags: [TAGS.property] });
  const row = data.properties[0];
  return row ? toListingRoute(row) : null;
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
