import { createHomeSearchIndex, type HomeSearchLimits } from './search-index';

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
  /** The listing's property type (WebID): a query naming the type finds it, in any language. */
  readonly webId?: number | null;
  /** 'sale' or 'rent' (another goal counts as neither): a text saying 'te koop' or 'à louer' keeps its goal's listings. */
  readonly goal?: string | null;
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
  /** The listing as it was given (its whole type description builds its URL). */
  readonly source: P;
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
  readonly limits?: HomeSearchLimits;
}

/** The empty result: what the panel shows when the text is cleared. */
export function emptyHomeSearchResults<P extends SearchPropertyInput = SearchPropertyInput>(): HomeSearchResults<P> {
  return { types: [], cities: [], properties: [] };
}

/**
 * The three groups of the home search block for one query (for many queries over
 * the same data, build the index once: createHomeSearchIndex):
 * - types whose name matches, with sale and rent counts;
 * - cities matching by name (in any language), zip or accent-stripped name, labelled 'Name [Zip]';
 * - listings whose id matches (fuzzy), or whose city/zip or type matches, labelled 'Ref: ID', with
 *   the type description cut to 100 characters.
 * Entries with a zero count are returned with enabled: false (greyed, not linked). An empty or blank
 * query resets every group to empty.
 */
export function homeSearch<P extends SearchPropertyInput>(input: HomeSearchInput<P>): HomeSearchResults<P> {
  return createHomeSearchIndex(input).search(input.query, input.limits);
}
