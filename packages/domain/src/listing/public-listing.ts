/**
 * What a visitor may see of a listing's price, the amounts that follow from it, its address and
 * position, derived from the feed's real values and the agency's publish flags (PublishPrice,
 * PublishAddress). The CMS stores the real values in private fields and only these derived ones in
 * public fields, so a hidden price or address cannot be read, computed, filtered or sorted on by anyone
 * outside the agency.
 */

/**
 * The amounts the feed computes from the price, as public field -> private feed field. Registration
 * duties are 2 %, 3 % or 12 % of it, VAT 21 % of the building's share, notary fees follow a public
 * scale of it, the total is their sum, a deposit is months of rent, an agency fee a share or a month of
 * it, a life annuity a share of the value. Shown with the price, hidden with it: any one of them gives
 * the price back. Charges and inventory costs do not follow from the price and stay public.
 */
export const PRICE_DERIVED_AMOUNTS = {
  notaryFees: 'feedNotaryFees',
  registrationRights: 'feedRegistrationRights',
  vat: 'feedVat',
  totalCosts: 'feedTotalCosts',
  deposit: 'feedDeposit',
  agencyCost: 'feedAgencyCost',
  viagerMonthlyAnnuity: 'feedViagerMonthlyAnnuity',
} as const;

export type PriceDerivedAmount = keyof typeof PRICE_DERIVED_AMOUNTS;
type FeedAmount = (typeof PRICE_DERIVED_AMOUNTS)[PriceDerivedAmount];
type Amount = number | string | null;

export type ListingFacts = {
  readonly [K in FeedAmount]?: Amount;
} & {
  readonly feedPrice?: number | string | null;
  readonly feedStreet?: string | null;
  readonly feedHouseNumber?: string | null;
  readonly feedBoxNr?: string | null;
  readonly feedLatitude?: number | null;
  readonly feedLongitude?: number | null;
  readonly publishPrice?: boolean | null;
  readonly publishAddress?: boolean | null;
};

export type PublicListingFacts = { [K in PriceDerivedAmount]: Amount } & {
  price: number | string | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  latitude: number | null;
  longitude: number | null;
};

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
  const amounts = Object.fromEntries(Object.entries(PRICE_DERIVED_AMOUNTS).map(([name, feed]) => [name, showPrice ? (facts[feed] ?? null) : null])) as Record<
    PriceDerivedAmount,
    Amount
  >;
  return {
    ...amounts,
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
  ...Object.values(PRICE_DERIVED_AMOUNTS),
] as const;
