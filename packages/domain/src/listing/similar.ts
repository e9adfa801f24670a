import type { Availability } from '../catalog/availability';
import type { Goal } from '../catalog/goal';

/** What the similarity rule reads of a listing (a card has all of it). */
export interface SimilarityInput {
  readonly externalId: number;
  readonly goal: Goal;
  /** The broad type (WebID: house, apartment...). */
  readonly webId: number;
  readonly availability: Availability;
  readonly zip: string | null;
  readonly cityName: string | null;
  /** The public price: null when hidden (never the real one). */
  readonly price: number | null;
}

/** How many similar listings a listing page shows. */
export const SIMILAR_LISTINGS_MAX = 4;

/** Sold and rented listings stay in the feed with their banner; as a suggestion they are of no use. */
const OFFERED: ReadonlySet<Availability> = new Set(['for_sale', 'for_rent', 'takeover']);

const fold = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('nl');

/** 0: same zip and town name, 1: same zip (another part of the municipality), 2: elsewhere. */
function placeRank(listing: SimilarityInput, target: SimilarityInput): number {
  const sameZip = Boolean(listing.zip) && fold(listing.zip) === fold(target.zip);
  if (!sameZip) return 2;
  return fold(listing.cityName) === fold(target.cityName) ? 0 : 1;
}

/** Whether a listing may be suggested beside the target: same goal and type, still offered, not itself. */
export function isSimilarCandidate(listing: SimilarityInput, target: SimilarityInput): boolean {
  return listing.externalId !== target.externalId && listing.goal === target.goal && listing.webId === target.webId && OFFERED.has(listing.availability);
}

/**
 * The listings to suggest on a listing's page: of the same goal and type (WebID), still offered (not
 * sold or rented), never the listing itself; the same town first (zip and name, then the same zip),
 * then the price closest to the listing's; a hidden price comes after every shown one (and, when the
 * listing's own price is hidden, no price is closer than another); ties: the newest reference first.
 * Each listing once, at most `limit`.
 */
export function similarListings<T extends SimilarityInput>(target: SimilarityInput, candidates: readonly T[], limit = SIMILAR_LISTINGS_MAX): T[] {
  const seen = new Set<number>();
  const eligible = candidates.filter((c) => {
    if (seen.has(c.externalId) || !isSimilarCandidate(c, target)) return false;
    seen.add(c.externalId);
    return true;
  });
  const distance = (c: SimilarityInput) => (c.price === null ? Infinity : target.price === null ? 0 : Math.abs(c.price - target.price));
  return eligible
    .map((listing) => ({ listing, place: placeRank(listing, target), distance: distance(listing) }))
    .sort((a, b) => a.place - b.place || compareDistance(a.distance, b.distance) || b.listing.externalId - a.listing.externalId)
    .slice(0, Math.max(0, limit))
    .map((ranked) => ranked.listing);
}

const compareDistance = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
