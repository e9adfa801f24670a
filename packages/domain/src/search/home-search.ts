import type { HomeSearchResults, SearchCityInput, SearchListingInput, SearchTypeInput } from './home-search-types';
import { createHomeSearchIndex, type HomeSearchLimits } from './search-index';

export interface HomeSearchInput<P extends SearchListingInput = SearchListingInput> {
  readonly query: string | null | undefined;
  readonly types: readonly SearchTypeInput[];
  readonly cities: readonly SearchCityInput[];
  readonly listings: readonly P[];
  readonly limits?: HomeSearchLimits;
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
export function homeSearch<P extends SearchListingInput>(input: HomeSearchInput<P>): HomeSearchResults<P> {
  return createHomeSearchIndex(input).search(input.query, input.limits);
}
