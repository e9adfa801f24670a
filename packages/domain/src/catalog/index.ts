export { parseFeedCode } from './feed-code';
export { GOAL_CODES, GOALS, parseGoal } from './goal';
export type { Goal } from './goal';
export { STATUS_CODES, PUBLIC_STATUS_CODES, parseStatus, isPublicStatus } from './status';
export type { ListingStatus } from './status';
export { AVAILABILITIES, AVAILABILITY_LABELS, availabilityOf, availabilityLabel } from './availability';
export type { Availability } from './availability';
export {
  PROPERTY_CATEGORIES,
  PROPERTY_CATEGORY_WEB_IDS,
  propertyCategoryByWebId,
  propertyCategoryName,
  parseWebIds,
} from './property-categories';
export type { PropertyCategory } from './property-categories';
export { COUNTRY_IDS, COUNTRY_NAMES, countryFromId, countryName } from './countries';
export type { Country } from './countries';
