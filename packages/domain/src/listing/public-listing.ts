/**
 * What a visitor may see of a listing's price, address and position, derived from the feed's real
 * values and the agency's publish flags (PublishPrice, PublishAddress). The CMS stores the real values
 * in private fields and only these derived ones in public fields, so a hidden price or address cannot
 * be read, filtered or sorted on by anyone outside the agency.
 */
export interface ListingFacts {
  readonly feedPrice?: number | string | null;
  readonly feedStreet?: string | null;
  readonly feedHouseNumber?: string | null;
  readonly feedBoxNr?: string | null;
  readonly feedLatitude?: number | null;
  readonly feedLongitude?: number | null;
  readonly publishPrice?: boolean | null;
  readonly publishAddress?: boolean | null;
}

export interface PublicListingFacts {
  price: number | string | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Grid (in degrees) a hidden address's position is snapped to: 0.003° is about 330 m north-south and
 * 210 m east-west at the coast (the search issue's "about 300 m"): the map shows the neighbourhood as an
 * area, never the house; the real position never leaves the CMS.
 */
export const APPROXIMATE_POSITION_GRID = 0.003;

/** The centre of the grid cell the coordinate lies in (rounded to 6 decimals to avoid float noise). */
export function approximateCoordinate(value: number, grid = APPROXIMATE_POSITION_GRID): number {
  const centre = Math.floor(value / grid) * grid + grid / 2;
  return Math.round(centre * 1e6) / 1e6;
}

/** The bounds of a grid cell, in degrees. */
export interface PositionArea {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The cell a hidden address lies in, from its public position (the cell's centre): what a map draws as
 * the approximate area. Computed from the public centre only, so it holds nothing of the real position.
 */
export function approximateArea(latitude: number, longitude: number, grid = APPROXIMATE_POSITION_GRID): PositionArea {
  const half = grid / 2;
  return { south: round6(latitude - half), west: round6(longitude - half), north: round6(latitude + half), east: round6(longitude + half) };
}

const position = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null);

/** The public face of a listing: a flag that is absent counts as "publish" (the feed's default). */
export function publicListingFacts(facts: ListingFacts): PublicListingFacts {
  const showPrice = facts.publishPrice !== false;
  const showAddress = facts.publishAddress !== false;
  const lat = position(facts.feedLatitude);
  const lon = position(facts.feedLongitude);
  const located = lat !== null && lon !== null;
  return {
    price: showPrice ? (facts.feedPrice ?? null) : null,
    street: showAddress ? (facts.feedStreet ?? null) : null,
    houseNumber: showAddress ? (facts.feedHouseNumber ?? null) : null,
    boxNr: showAddress ? (facts.feedBoxNr ?? null) : null,
    latitude: located ? (showAddress ? lat : approximateCoordinate(lat)) : null,
    longitude: located ? (showAddress ? lon : approximateCoordinate(lon)) : null,
  };
}

/** The feed fields the public facts are derived from: a write touching one of them re-derives all. */
export const LISTING_FACT_SOURCES = [
  'feedPrice',
  'feedStreet',
  'feedHouseNumber',
  'feedBoxNr',
  'feedLatitude',
  'feedLongitude',
  'publishPrice',
  'publishAddress',
] as const;
