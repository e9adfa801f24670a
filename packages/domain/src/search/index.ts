export { normalizeSearchText } from './normalize';
export { ID_MATCH, ID_QUERY_MIN_DIGITS, ID_QUERY_TYPO_MIN_DIGITS, idMatch, idQueryDigits, matchesExternalId } from './match-external-id';
export type { IdMatch } from './match-external-id';
export { isTownAskedFor, matchesCity, matchesTownNames, cityLabel } from './match-city';
export type { CityLike } from './match-city';
export { townSearchNames } from './town-names';
export { matchesText } from './match-text';
export { homeSearch } from './home-search';
export { HOME_SEARCH_LIMITS, createHomeSearchIndex, listingRefLabel } from './search-index';
export type { HomeSearchIndex, HomeSearchLimits, UnderstoodSearch } from './search-index';
export type {
  SearchTypeInput,
  SearchCityInput,
  SearchListingInput,
  SearchTypeResult,
  SearchCityResult,
  SearchListingResult,
  HomeSearchResults,
} from './home-search-types';
export type { HomeSearchInput } from './home-search';
export { searchZoneKey, listingZoneKeys } from './alert-zones';
export { createSearchUnderstanding, understandSearchQuery } from './understand-query';
export type { SearchUnderstanding } from './understand-query';
