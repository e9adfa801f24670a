export { publicListingFacts, approximateCoordinate, APPROXIMATE_POSITION_GRID, LISTING_FACT_SOURCES } from './public-listing';
export type { ListingFacts, PublicListingFacts } from './public-listing';
