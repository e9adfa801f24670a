export { boxNumber } from './box-number';
export {
  publicListingFacts,
  approximateArea,
  approximateCoordinate,
  APPROXIMATE_POSITION_GRID,
  LISTING_FACT_SOURCES,
  PRICE_DERIVED_AMOUNTS,
} from './public-listing';
export type { ListingFacts, PositionArea, PriceDerivedAmount, PublicListingFacts } from './public-listing';
export { FEED_VALUES, PLANNING_CODES, feedValue, feedValueText, isKnownFeedValue } from './feed-values';
export type { FeedText } from './feed-values';
export { parseExternalId } from './external-id';
export { REFERENCE_PREFIX, listingHeading, listingHeadingText } from './heading';
export type { ListingHeadingInput } from './heading';
export { LISTING_LABEL_SOURCES, listingAdminLabel } from './admin-label';
export type { ListingLabelInput } from './admin-label';
export { SIMILAR_LISTINGS_MAX, isSimilarCandidate, similarListings } from './similar';
export type { SimilarityInput } from './similar';
export { PLANNING_ITEMS, hasBrochure, listsAllPlanningItems, planningCodes } from './advert-items';
export { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, documentFormat, documentKind, formatFileSize, isPublicDocument, publicDocuments } from './documents';
export type { DocumentKind, ListingDocumentInput, PublicDocument } from './documents';
export { MINIMUM_INCOME_MULTIPLE, PERSONS_PER_BEDROOM, amountDueAtSigning, maxPersons, minimumIncome, rentalAppointmentTerms } from './rental-terms';
export type { AmountDueAtSigning, RentalAppointmentTerms, RentalFacts } from './rental-terms';
export { pricePerSquareMetre } from './price-per-area';
export type { PricePerAreaInput } from './price-per-area';
export {
  BUILDING_CONDITION_CODES,
  BUILDING_CONDITION_NAMES,
  NEW_BUILD_CONDITIONS,
  buildingConditionName,
  isBuildingCondition,
  isNewBuild,
  parseBuildingCondition,
} from './building-condition';
export type { BuildingCondition } from './building-condition';
export { AVAILABLE_FROM_CODES, AVAILABLE_FROM_VALUES, availableFromText, parseAvailableFrom } from './available-from';
export type { AvailableFrom } from './available-from';
export { FACADE_CHOICES, FACADE_CHOICE_NAMES, featureConditions, featureWhere, matchesListingFeatures } from './feature-filters';
export type { FacadeChoice, FeatureCondition, ListingFeatureFacts, ListingFeatureFilter } from './feature-filters';
