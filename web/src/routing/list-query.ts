import { MAX_RECORD_ID } from '@coast/domain/constants';

/**
 * The query parameters that change what a page shows (spec section 2: the lists' city=, type=, page=).
 * The proxy reduces every request's query to this canonical form, so the page's cached output has one
 * variant per distinct content: unknown parameters (utm_*, fbclid...) are dropped, values are
 * range-checked, keys sorted and defaults left out.
 */
export interface ListQuery {
  /** A town's name or zip, lowercased (matched case- and accent-insensitively). */
  readonly city: string | null;
  /** A property type's WebID. */
  readonly type: number | null;
  /** 1-based; a page past the last is redirected to the last by the list. */
  readonly page: number;
}

export const EMPTY_LIST_QUERY: ListQuery = { city: null, type: null, page: 1 };

/** Upper bounds of the URL's numbers: larger ones are ignored (never a 500, never a new cache entry). */
const MAX_TYPE_ID = MAX_RECORD_ID;
const MAX_PAGE = 10_000;
const MAX_CITY_LENGTH = 60;

function positiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : null;
}

function cityValue(value: string | null): string | null {
  const city = value?.trim().toLowerCase().replace(/\s+/g, ' ');
  return city && city.length <= MAX_CITY_LENGTH ? city : null;
}

/** The list query of a URL's parameters (first value of each key). */
export function readListQuery(params: URLSearchParams): ListQuery {
  return {
    city: cityValue(params.get('city')),
    type: positiveInt(params.get('type'), MAX_TYPE_ID),
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
}

/** 'city=gistel&page=2&type=1', or '' for the default list. Keys in a fixed order. */
export function listQueryString(query: ListQuery): string {
  const out = new URLSearchParams();
  if (query.city) out.set('city', query.city);
  if (query.page > 1) out.set('page', String(query.page));
  if (query.type !== null) out.set('type', String(query.type));
  return out.toString();
}

/** '?city=gistel' or '' : what links keep of the query (language switcher, pagination). */
export function listQuerySuffix(query: ListQuery): string {
  const text = listQueryString(query);
  return text ? `?${text}` : '';
}
