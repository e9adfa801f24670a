import { SEARCH_RESULT_DESCRIPTION_LIMIT } from '../text/limits';
import { cleanDescription } from '../text/clean-description';
import { cityLabel, matchesCity } from './match-city';
import { matchesPropertyId } from './match-property-id';
import { matchesText } from './match-text';
import { normalizeSearchText } from './normalize';

export interface SearchTypeInput {
  readonly webId: number;
  readonly name: string;
  readonly countSale: number;
  readonly countRent: number;
}

export interface SearchCityInput {
  readonly name: string;
  readonly zip: string | number;
  /** Listings in this city (PropertyCount). */
  readonly count: number;
  readonly countSale?: number;
  readonly countRent?: number;
}

export interface SearchPropertyInput {
  readonly id: string | number;
  readonly typeDescription?: string | null;
  readonly mainTypeName?: string | null;
  readonly thumbnail?: string | null;
  readonly city?: string | null;
  readonly zip?: string | number | null;
}

export interface SearchTypeResult extends SearchTypeInput {
  /** False when there is nothing for sale or rent: shown greyed and not linked. */
  readonly enabled: boolean;
  readonly saleEnabled: boolean;
  readonly rentEnabled: boolean;
}

export interface SearchCityResult extends SearchCityInput {
  /** 'Oostende [8400]'. */
  readonly label: string;
  readonly enabled: boolean;
}

export type SearchPropertyResult<P extends SearchPropertyInput = SearchPropertyInput> = Omit<P, 'typeDescription'> & {
  /** 'Ref: 4512345'. */
  readonly label: string;
  /** Stripped of HTML and cut to 100 characters. */
  readonly typeDescription: string;
  /** A listing always links to its page. */
  readonly enabled: true;
};

export interface HomeSearchResults<P extends SearchPropertyInput = SearchPropertyInput> {
  readonly types: SearchTypeResult[];
  readonly cities: SearchCityResult[];
  readonly properties: SearchPropertyResult<P>[];
}

export interface HomeSearchInput<P extends SearchPropertyInput = SearchPropertyInput> {
  readonly query: string | null | undefined;
  readonly types: readonly SearchTypeInput[];
  readonly cities: readonly SearchCityInput[];
  readonly properties: readonly P[];
  readonly limits?: { readonly types?: number; readonly cities?: number; readonly properties?: number };
}

/** Default group sizes: all types (there are nine), a screenful of cities and listings. */
export const HOME_SEARCH_LIMITS = { types: 9, cities: 10, properties: 10 } as const;

/** The empty result: what the panel shows when the text is cleared. */
export function emptyHomeSearchResults<P extends SearchPropertyInput = SearchPropertyInput>(): HomeSearchResults<P> {
  return { types: [], cities: [], properties: [] };
}

export const propertyRefLabel = (id: string | number): string => `Ref: ${id}`;

const isPositive = (count: number | undefined): boolean => typeof count === 'number' && count > 0;

/**
 * The three groups of the home search block (spec section 2) for a query:
 * - types whose name matches, with sale and rent counts;
 * - cities matching by name, zip or accent-stripped name, labelled 'Name [Zip]';
 * - listings whose id matches (fuzzy), or whose city/zip or type matches, labelled 'Ref: ID', with
 *   the type description cut to 100 characters.
 * Entries with a zero count are returned with enabled: false (greyed, not linked). An empty or blank
 * query resets every group to empty. Order of the input is kept.
 */
export function homeSearch<P extends SearchPropertyInput>(input: HomeSearchInput<P>): HomeSearchResults<P> {
  if (normalizeSearchText(input.query) === '') return emptyHomeSearchResults<P>();
  const query = input.query as string;
  const limits = { ...HOME_SEARCH_LIMITS, ...input.limits };

  const types = input.types
    .filter((type) => matchesText(type.name, query))
    .slice(0, limits.types)
    .map((type) => ({
      ...type,
      enabled: isPositive(type.countSale) || isPositive(type.countRent),
      saleEnabled: isPositive(type.countSale),
      rentEnabled: isPositive(type.countRent),
    }));

  const cities = input.cities
    .filter((city) => matchesCity(city, query))
    .slice(0, limits.cities)
    .map((city) => ({ ...city, label: cityLabel(city), enabled: isPositive(city.count) }));

  const properties = input.properties
    .filter(
      (property) =>
        matchesPropertyId(property.id, query) ||
        (property.city != null && matchesCity({ name: property.city, zip: property.zip ?? '' }, query)) ||
        matchesText(property.mainTypeName, query) ||
        matchesText(property.typeDescription, query),
    )
    .slice(0, limits.properties)
    .map((property) => ({
      ...property,
      label: propertyRefLabel(property.id),
      typeDescription: cleanDescription(property.typeDescription, SEARCH_RESULT_DESCRIPTION_LIMIT),
      enabled: true as const,
    }));

  return { types, cities, properties };
}
