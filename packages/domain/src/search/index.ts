export { normalizeSearchText } from './normalize';
export { ID_QUERY_MIN_DIGITS, ID_QUERY_TYPO_MIN_DIGITS, idQueryDigits, matchesPropertyId } from './match-property-id';
export { matchesCity, cityLabel } from './match-city';
export type { CityLike } from './match-city';
export { matchesText } from './match-text';
export { HOME_SEARCH_LIMITS, emptyHomeSearchResults, propertyRefLabel, homeSearch } from './home-search';
export type {
  SearchTypeInput,
  SearchCityInput,
  SearchPropertyInput,
  SearchTypeResult,
  SearchCityResult,
  SearchPropertyResult,
  HomeSearchResults,
  HomeSearchInput,
} from './home-search';
