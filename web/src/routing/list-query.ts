import type { PositionArea } from '@coast/domain';
import { MAX_RECORD_ID } from '@coast/domain/constants';
import { FACADE_CHOICES, type FacadeChoice } from '@coast/domain/listing';
import { LIST_SORTS } from '@coast/domain/site';

/**
 * The query parameters that change what a list shows: towns, types, price range, bedrooms and living
 * surface at least, EPC label at most, garden, terrace, garage or parking, façades, plot surface at
 * least, new build, furnished (rent), the map's area, sold and rented hidden, business
 * takeovers, the order and the page. The proxy reduces every request's query to this canonical form,
 * so the page's cached output has one variant per distinct content: unknown parameters (utm_*,
 * fbclid...) and empty form fields are dropped, values are range-checked, lists deduplicated, sorted
 * and capped, keys written in one order and defaults left out. Nothing here throws: a bad value is
 * ignored, never a 500.
 *
 * This is the one reader of a list's URL: the list and the map view read the same typed filter.
 */

/** The orders a visitor can choose: the module's own (newest, price up, price down) and largest living surface first. */
export const LIST_QUERY_SORTS = [...LIST_SORTS, 'surface_desc'] as const;
export type ListQuerySort = (typeof LIST_QUERY_SORTS)[number];

/** EPC letters, best first: 'epc=c' keeps C+, C, C- and every better class. */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EpcLetter = (typeof EPC_LETTERS)[number];

export interface ListQuery {
  /** Towns by name or zip, lowercased (matched case- and accent-insensitively); empty: anywhere. */
  readonly cities: readonly string[];
  /** Property types by WebID, ascending; empty: every type. */
  readonly types: readonly number[];
  /** Price bounds in euro, inclusive (a listing with a hidden price never matches a bound). */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** At least this many bedrooms. */
  readonly bedrooms: number | null;
  /** At least this living surface in m². */
  readonly surface: number | null;
  /** EPC label at most this letter (this letter or better). */
  readonly epc: EpcLetter | null;
  /** Features (@coast/domain featureConditions): a garden, a terrace, a garage or parking space. */
  readonly garden: boolean;
  readonly terrace: boolean;
  readonly parking: boolean;
  /** 2, 3 or 4 (four or more) façades. */
  readonly facades: FacadeChoice | null;
  /** At least this plot surface in m². */
  readonly plot: number | null;
  readonly newBuild: boolean;
  /** Let furnished (the rent list only: elsewhere ignored). */
  readonly furnished: boolean;
  /** Hide sold and rented listings. */
  readonly available: boolean;
  /** The for-sale list shows the business takeovers instead of the sales. */
  readonly takeover: boolean;
  /** null: the module's own order. */
  readonly sort: ListQuerySort | null;
  /** 1-based; a page past the last is redirected to the last by the list. */
  readonly page: number;
  /** The results as a list (default) or on a map (view=map), with the same filters. */
  readonly view: ListView;
  /** Only listings in this area ("search in this area" on the map; bounds=south,west,north,east); null: anywhere. */
  readonly bounds: PositionArea | null;
}

export const LIST_VIEWS = ['list', 'map'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export const EMPTY_LIST_QUERY: ListQuery = {
  cities: [],
  types: [],
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  surface: null,
  epc: null,
  garden: false,
  terrace: false,
  parking: false,
  facades: null,
  plot: null,
  newBuild: false,
  furnished: false,
  available: false,
  takeover: false,
  sort: null,
  page: 1,
  view: 'list',
  bounds: null,
};

/** Upper bounds of the URL's values: larger ones are ignored (never a 500, never a new cache entry). */
export const LIST_QUERY_LIMITS = {
  typeId: MAX_RECORD_ID,
  page: 10_000,
  cityLength: 60,
  /** Values kept of a repeated parameter (city=, type=); the rest is ignored. */
  listItems: 12,
  price: 100_000_000,
  bedrooms: 20,
  surface: 100_000,
  plot: 1_000_000,
} as const;

/** Plain digits, or digits grouped by thousands ('250.000', '250 000', "250'000"): never '1.5' read as 15. */
const WHOLE_NUMBER = /^(?:\d{1,10}|\d{1,3}(?:[\s.'\u00a0\u202f]\d{3}){1,3})$/;

/** A whole number within min..max ('250.000' and '250 000' read as 250000); anything else null. */
function wholeNumber(value: string | null, max: number, min = 0): number | null {
  const text = value?.trim();
  if (!text || !WHOLE_NUMBER.test(text)) return null;
  const n = Number(text.replace(/\D/g, ''));
  return n >= min && n <= max ? n : null;
}

/**
 * The page a visitor asked for. Only plain decimal digits name a page (surrounding spaces and leading
 * zeros ignored: ' 2' and '02' are page 2); anything else ('1.5', '1e1', '0x2', '-1', '2abc', '%2B2', '')
 * is page 1. A number past the limit, however long, is past the last page, which the list redirects to
 * the last page, like any page past the last. Of a repeated page= the first counts, like every single key.
 */
function pageNumber(value: string | null): number {
  const digits = value?.trim();
  if (!digits || !/^\d+$/.test(digits)) return 1;
  const significant = digits.replace(/^0+/, '');
  if (!significant) return 1;
  return significant.length > String(LIST_QUERY_LIMITS.page).length ? LIST_QUERY_LIMITS.page : Math.min(Number(significant), LIST_QUERY_LIMITS.page);
}

function cityValue(value: string): string | null {
  const city = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return city && city.length <= LIST_QUERY_LIMITS.cityLength ? city : null;
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true' || value === 'on';
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  const v = value?.trim().toLowerCase();
  return v && (values as readonly string[]).includes(v) ? (v as T) : null;
}

/** Distinct valid values of a repeated parameter (also comma-separated), sorted, capped. */
function listOf<T extends string | number>(values: readonly string[], read: (v: string) => T | null, compare: (a: T, b: T) => number): T[] {
  const out = new Set<T>();
  for (const raw of values.flatMap((v) => v.split(','))) {
    const v = read(raw);
    if (v !== null) out.add(v);
  }
  return [...out].sort(compare).slice(0, LIST_QUERY_LIMITS.listItems);
}

/**
 * The area of bounds=south,west,north,east, rounded outwards to a precision that follows its size (about
 * a tenth to a hundredth of it, three decimals at most: about 100 m), so nearby views of the same area
 * are one cached variant and the area only grows by the rounding. Out of range, empty or reversed: null.
 */
export function readBounds(value: string | null): PositionArea | null {
  const parts = value?.split(',').map((part) => part.trim());
  if (!parts || parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(?:\.\d{1,12})?$/.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (south < -90 || north > 90 || west < -180 || east > 180 || south >= north || west >= east) return null;
  let area: PositionArea = { south, west, north, east };
  // Rounding out can widen the area into a coarser precision: round again until it holds (the canonical form reads back the same).
  for (let decimals = precision(area), next = 0; ; decimals = next) {
    area = roundedOut(area, decimals);
    next = precision(area);
    if (next >= decimals) return area;
  }
}

/** Decimals kept of an area's bounds: 1 to 3, about a tenth to a hundredth of its larger side. */
function precision(area: PositionArea): number {
  return Math.min(3, Math.max(1, Math.ceil(-Math.log10(Math.max(area.north - area.south, area.east - area.west))) + 1));
}

function roundedOut(area: PositionArea, decimals: number): PositionArea {
  const scale = 10 ** decimals;
  // Float noise first (51.2 * 1000 is 51199.99...), then outwards.
  const scaled = (v: number) => Math.round(v * scale * 1e6) / 1e6;
  const down = (v: number) => Math.floor(scaled(v)) / scale;
  const up = (v: number) => Math.ceil(scaled(v)) / scale;
  return {
    south: Math.max(-90, down(area.south)),
    west: Math.max(-180, down(area.west)),
    north: Math.min(90, up(area.north)),
    east: Math.min(180, up(area.east)),
  };
}

/** 'south,west,north,east' of an area, as bounds= writes it. */
export function boundsText(area: PositionArea): string {
  return [area.south, area.west, area.north, area.east].map((v) => String(Math.round(v * 1000) / 1000)).join(',');
}

/** '2', '3' or '4' façades ('4' is four or more); anything else null. */
function facadeChoice(value: string | null): FacadeChoice | null {
  const n = wholeNumber(value, 4, 2);
  return (FACADE_CHOICES as readonly number[]).includes(n ?? 0) ? (n as FacadeChoice) : null;
}

/** Price bounds; given the wrong way round they mean the same range, and a minimum of 0 is no bound. */
function priceRange(min: string | null, max: string | null): [number | null, number | null] {
  const a = wholeNumber(min, LIST_QUERY_LIMITS.price);
  const b = wholeNumber(max, LIST_QUERY_LIMITS.price);
  const [lo, hi] = a !== null && b !== null && a > b ? [b, a] : [a, b];
  return [lo || null, hi];
}

/** The list query of a URL's parameters (first value of each single key, every value of city= and type=). */
export function readListQuery(params: URLSearchParams): ListQuery {
  const [minPrice, maxPrice] = priceRange(params.get('min_price'), params.get('max_price'));
  return {
    cities: listOf(params.getAll('city'), cityValue, (a, b) => a.localeCompare(b)),
    types: listOf(
      params.getAll('type'),
      (v) => wholeNumber(v, LIST_QUERY_LIMITS.typeId, 1),
      (a, b) => a - b,
    ),
    minPrice,
    maxPrice,
    bedrooms: wholeNumber(params.get('bedrooms'), LIST_QUERY_LIMITS.bedrooms, 1),
    surface: wholeNumber(params.get('surface'), LIST_QUERY_LIMITS.surface, 1),
    epc: oneOf(EPC_LETTERS, params.get('epc')),
    garden: flag(params.get('garden')),
    terrace: flag(params.get('terrace')),
    parking: flag(params.get('parking')),
    facades: facadeChoice(params.get('facades')),
    plot: wholeNumber(params.get('plot'), LIST_QUERY_LIMITS.plot, 1),
    newBuild: flag(params.get('new_build')),
    furnished: flag(params.get('furnished')),
    available: flag(params.get('available')),
    takeover: flag(params.get('takeover')),
    sort: oneOf(LIST_QUERY_SORTS, params.get('sort')),
    page: pageNumber(params.get('page')),
    view: oneOf(LIST_VIEWS, params.get('view')) ?? 'list',
    bounds: readBounds(params.get('bounds')),
  };
}

/** 'city=gistel&page=2&type=1', or '' for the default list. Keys in alphabetical order, defaults left out. */
export function listQueryString(query: ListQuery): string {
  const out = new URLSearchParams();
  if (query.available) out.set('available', '1');
  if (query.bedrooms !== null) out.set('bedrooms', String(query.bedrooms));
  if (query.bounds) out.set('bounds', boundsText(query.bounds));
  for (const city of query.cities) out.append('city', city);
  if (query.epc) out.set('epc', query.epc);
  if (query.facades !== null) out.set('facades', String(query.facades));
  if (query.furnished) out.set('furnished', '1');
  if (query.garden) out.set('garden', '1');
  if (query.maxPrice !== null) out.set('max_price', String(query.maxPrice));
  if (query.minPrice !== null) out.set('min_price', String(query.minPrice));
  if (query.newBuild) out.set('new_build', '1');
  // The map shows every result at once: a page number would only make another cached variant.
  if (query.page > 1 && query.view === 'list') out.set('page', String(query.page));
  if (query.parking) out.set('parking', '1');
  if (query.plot !== null) out.set('plot', String(query.plot));
  if (query.sort) out.set('sort', query.sort);
  if (query.surface !== null) out.set('surface', String(query.surface));
  if (query.takeover) out.set('takeover', '1');
  if (query.terrace) out.set('terrace', '1');
  for (const type of query.types) out.append('type', String(type));
  if (query.view !== 'list') out.set('view', query.view);
  return out.toString();
}

/** '?city=gistel' or '' : what links keep of the query (language switcher, pagination). */
export function listQuerySuffix(query: ListQuery): string {
  const text = listQueryString(query);
  return text ? `?${text}` : '';
}

/** Whether the visitor narrowed the list (anything but the order and the page). */
export function hasListFilters(query: ListQuery): boolean {
  return listQueryString({ ...query, sort: null, page: 1, view: 'list' }) !== '';
}

/** How many filters narrow the list (each town, each type, each price bound, every other field set): the phone's filter button shows it. */
export function activeFilterCount(query: ListQuery): number {
  // The map's area is not one of the drawer's fields: the map view shows it.
  return [...new URLSearchParams(listQueryString({ ...query, sort: null, page: 1, view: 'list', bounds: null })).keys()].length;
}
