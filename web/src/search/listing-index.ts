import { createHomeSearchIndex, LOCALES, type Goal, type HomeSearchIndex, type Locale, type SearchCityInput, type SearchTypeInput } from '@coast/domain';
import type { SearchSource, SearchSourceListing, SearchTypeName } from '../cms/types';

/** A listing as the index holds it and the answer shows it. */
export interface IndexedListing {
  readonly externalId: number;
  readonly webId: number | null;
  readonly goal: Goal;
  readonly city: string;
  readonly zip: string;
  readonly typeDescription: string;
  readonly mainTypeName: string;
  readonly thumbnail: string | null;
}

export interface SearchIndexes {
  /** Listings findable in the panel. */
  readonly size: number;
  /** Every listing counted (in the feed, whatever its availability). */
  readonly counted: number;
  /** The index with the types' names in a language (the listings and towns are shared). */
  readonly byLocale: Readonly<Record<Locale, HomeSearchIndex<IndexedListing>>>;
  /** Whether a type is offered for sale and for rent, by WebID: a choice it does not offer is left out. */
  readonly offers: ReadonlyMap<number, { readonly sale: boolean; readonly rent: boolean }>;
}

interface Counts {
  sale: number;
  rent: number;
  all: number;
}

function count(map: Map<string | number, Counts>, key: string | number, goal: Goal): void {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = { sale: 0, rent: 0, all: 0 }));
  counts.all++;
  if (goal === 'sale') counts.sale++;
  if (goal === 'rent') counts.rent++;
}

const townKey = (listing: SearchSourceListing) => `${listing.cityName}\u0000${listing.zip}`;

/**
 * The search panel's index from the CMS's listings and types. Counts follow the CMS's rule (README,
 * "Counts"): a listing counts while it is in the feed, sold and rented ones included, for sale or for
 * rent by its goal; the panel's listings are those a visitor can open (not 'unavailable').
 */
export function buildSearchIndexes(source: SearchSource): SearchIndexes {
  const byType = new Map<string | number, Counts>();
  const byTown = new Map<string | number, Counts>();
  const towns = new Map<string, { name: string; zip: string }>();
  for (const listing of source.listings) {
    if (listing.webId !== null) count(byType, listing.webId, listing.goal);
    if (listing.cityName === '') continue;
    count(byTown, townKey(listing), listing.goal);
    if (!towns.has(townKey(listing))) towns.set(townKey(listing), { name: listing.cityName, zip: listing.zip });
  }
  const cities: SearchCityInput[] = [...towns]
    .map(([key, town]) => {
      const counts = byTown.get(key) as Counts;
      return { ...town, count: counts.all, countSale: counts.sale, countRent: counts.rent };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.zip.localeCompare(b.zip));

  const listings: IndexedListing[] = source.listings
    .filter((listing) => listing.availability !== 'unavailable')
    .map((listing) => ({
      externalId: listing.externalId,
      webId: listing.webId,
      goal: listing.goal,
      city: listing.cityName,
      zip: listing.zip,
      typeDescription: listing.typeDescription,
      mainTypeName: listing.mainTypeName,
      thumbnail: listing.thumbnailUrl,
    }));

  // A type missing in a language keeps its Dutch name (the feed's language) rather than vanishing.
  const dutch = source.types.nl;
  const typesIn = (locale: Locale): SearchTypeInput[] => {
    const own = new Map(source.types[locale].map((t) => [t.webId, t]));
    const list: SearchTypeName[] = dutch.length ? dutch.map((t) => own.get(t.webId) ?? t) : [...own.values()];
    return list.map((t) => ({ webId: t.webId, name: t.name, countSale: byType.get(t.webId)?.sale ?? 0, countRent: byType.get(t.webId)?.rent ?? 0 }));
  };
  const base = createHomeSearchIndex<IndexedListing>({ types: [], cities, listings });
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, base.withTypes(typesIn(locale))])) as Record<Locale, HomeSearchIndex<IndexedListing>>;
  const offers = new Map((dutch.length ? dutch : Object.values(source.types).flat()).map((t) => [t.webId, { sale: t.sale, rent: t.rent }]));
  return { size: listings.length, counted: source.listings.length, byLocale, offers };
}
