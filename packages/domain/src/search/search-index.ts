import { PROPERTY_CATEGORIES } from '../catalog/property-categories';
import { SEARCH_RESULT_DESCRIPTION_LIMIT } from '../text/limits';
import { cleanDescription } from '../text/clean-description';
import { stripHtml } from '../text/strip-html';
import { cityLabel, matchesTownNames } from './match-city';
import { containsWithOneTypo, ID_QUERY_TYPO_MIN_DIGITS, idQueryDigits } from './match-external-id';
import { normalizeSearchText } from './normalize';
import { townSearchNames } from './town-names';
import { createSearchUnderstanding, type SearchUnderstanding } from './understand-query';
import type {
  HomeSearchResults,
  SearchCityInput,
  SearchCityResult,
  SearchListingInput,
  SearchListingResult,
  SearchTypeInput,
  SearchTypeResult,
} from './home-search-types';

/** Default group sizes: all types (there are nine), a screenful of cities and listings. */
export const HOME_SEARCH_LIMITS = { types: 9, cities: 10, listings: 10 } as const;

export interface HomeSearchLimits {
  readonly types?: number;
  readonly cities?: number;
  readonly listings?: number;
}

export interface HomeSearchIndex<P extends SearchListingInput = SearchListingInput> {
  /** The three groups for a query; an empty or blank query gives three empty groups. */
  search(query: string | null | undefined, limits?: HomeSearchLimits): HomeSearchResults<P>;
  /** What the panel lists before anything is typed: every type, the towns with most listings first. */
  browse(limits?: HomeSearchLimits): HomeSearchResults<P>;
  /** The same prepared listings and towns with other types: their names in another language. */
  withTypes(types: readonly SearchTypeInput[]): HomeSearchIndex<P>;
  /**
   * The text read as a goal, types and towns (createSearchUnderstanding), with how many listings of
   * the index match it for sale and for rent; null when it is not read so (then it is matched as text).
   */
  understand(query: string | null | undefined): UnderstoodSearch | null;
  /** Listings in the index. */
  readonly size: number;
}

export interface UnderstoodSearch extends SearchUnderstanding<SearchCityInput> {
  /** Listings matching the whole reading, by goal. */
  readonly counts: { readonly sale: number; readonly rent: number };
}

/**
 * Strings many listings share (a town, a type name, a type description), each stored once with the
 * positions of its listings in input order (its postings), and matched once per query.
 */
class Postings<K> {
  readonly keys: K[] = [];
  readonly lists: number[][] = [];
  private readonly index = new Map<K, number>();
  /** Adds listing `position` under `key`; true when the key is new. */
  add(key: K, position: number): boolean {
    const known = this.index.get(key);
    if (known !== undefined) {
      (this.lists[known] as number[]).push(position);
      return false;
    }
    this.index.set(key, this.keys.length);
    this.keys.push(key);
    this.lists.push([position]);
    return true;
  }
  /** The postings of the keys `hit` says match. */
  matching(hit: (key: K, k: number) => boolean): number[][] {
    return this.lists.filter((_, k) => hit(this.keys[k] as K, k));
  }
}

/**
 * The first `max` positions, ascending and without repeats, of lists that are each ascending: kept in
 * a small sorted array, each list read only while it holds positions below the largest one kept, so
 * thousands of matching lists cost about one read each.
 */
function firstPositions(lists: readonly (readonly number[])[], max: number, skip: ReadonlySet<number>): number[] {
  const kept: number[] = [];
  for (const list of lists) {
    for (const i of list) {
      if (kept.length >= max && i >= (kept[kept.length - 1] as number)) break;
      if (skip.has(i)) continue;
      let at = kept.length;
      while (at > 0 && (kept[at - 1] as number) > i) at--;
      if (kept[at - 1] === i) continue;
      kept.splice(at, 0, i);
      if (kept.length > max) kept.pop();
    }
  }
  return kept;
}

interface Town {
  readonly names: readonly string[];
  readonly zip: string;
}

const isPositive = (count: number | undefined): boolean => typeof count === 'number' && count > 0;

function typeResult(type: SearchTypeInput): SearchTypeResult {
  const saleEnabled = isPositive(type.countSale);
  const rentEnabled = isPositive(type.countRent);
  return { ...type, enabled: saleEnabled || rentEnabled, saleEnabled, rentEnabled };
}

const cityResult = (city: SearchCityInput): SearchCityResult => ({ ...city, label: cityLabel(city), enabled: isPositive(city.count) });

/** A listing without its type's WebID: the category its feed type name ('Huis', 'Villa') belongs to. */
const CATEGORY_OF_FEED_NAME = new Map(
  PROPERTY_CATEGORIES.flatMap((c) => [c.names.nl, ...c.subtypes].map((name) => [normalizeSearchText(name), c.webId] as const)),
);
const categoryByFeedName = (name: string | null | undefined): number | null => CATEGORY_OF_FEED_NAME.get(normalizeSearchText(stripHtml(name))) ?? null;

export const listingRefLabel = (externalId: number): string => `Ref: ${externalId}`;

/**
 * The home search block's matching, prepared once for many queries: every
 * name is folded to search form when the index is built, and what many listings share (their town,
 * type name, type description) is matched once per query, so a query over 100,000 listings costs
 * a few array reads per listing. A listing matches by reference (exactly, by its start, anywhere in
 * it, or with one typo unless the exact reference exists: ranked in that order), by its town (name in any language, or zip), by its
 * property type (the type's name in the visitor's language, or the feed's type name) or by its type
 * description. Types and towns keep their input order; listings matched by reference come first,
 * the rest keep their input order. A text read as a goal, types and towns ('villa gistel', see
 * createSearchUnderstanding) gives those types and towns and the listings matching all of it.
 */
export function createHomeSearchIndex<P extends SearchListingInput>(input: {
  readonly types: readonly SearchTypeInput[];
  readonly cities: readonly SearchCityInput[];
  readonly listings: readonly P[];
}): HomeSearchIndex<P> {
  const cities = input.cities.map((city) => ({ city, names: townSearchNames(city.name), zip: normalizeSearchText(city.zip) }));
  const byCount = [...input.cities].sort((a, b) => b.count - a.count);

  const towns = new Postings<string>();
  const townData: Town[] = [];
  const mainNames = new Postings<string>();
  const descriptions = new Postings<string>();
  const webIds = new Postings<number>();
  const count = input.listings.length;
  const ids: string[] = [];
  // Per listing, for texts read as goal, types and towns: its town's key, its precise type and its category.
  const townKeys: string[] = [];
  const subtypeOf: string[] = [];
  const categoryOf: Array<number | null> = [];
  const townKey = (city: string | number | null | undefined, zip: string | number | null | undefined) =>
    `${normalizeSearchText(city)}|${normalizeSearchText(zip)}`;
  input.listings.forEach((listing, i) => {
    ids.push(String(listing.externalId));
    const city = normalizeSearchText(listing.city);
    const zip = normalizeSearchText(listing.zip);
    townKeys.push(`${city}|${zip}`);
    subtypeOf.push(` ${normalizeSearchText(stripHtml(listing.typeDescription))} `);
    categoryOf.push(listing.webId ?? categoryByFeedName(listing.mainTypeName) ?? categoryByFeedName(listing.typeDescription));
    if (towns.add(`${city}|${zip}`, i)) townData.push({ names: townSearchNames(listing.city), zip });
    mainNames.add(normalizeSearchText(listing.mainTypeName), i);
    descriptions.add(normalizeSearchText(stripHtml(listing.typeDescription)), i);
    if (listing.webId !== null && listing.webId !== undefined) webIds.add(listing.webId, i);
  });

  // Every id in one string (one native search finds the ids containing a reference), where each starts.
  const joined = ids.join('\n');
  const starts = new Int32Array(count);
  for (let i = 1; i < count; i++) starts[i] = (starts[i - 1] as number) + (ids[i - 1] as string).length + 1;
  const positionAt = (offset: number) => {
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  // Listing positions in the order of their ids as text, for references typed in part.
  const byId = Int32Array.from(ids.keys()).sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : ids[a] === ids[b] ? 0 : 1));

  const toResult = (i: number): SearchListingResult<P> => {
    const listing = input.listings[i] as P;
    return {
      ...listing,
      label: listingRefLabel(listing.externalId),
      typeDescription: cleanDescription(listing.typeDescription, SEARCH_RESULT_DESCRIPTION_LIMIT),
      enabled: true as const,
      source: listing,
    };
  };

  function matchingListings(q: string, digits: string | null, matchedTypes: ReadonlySet<number>, limit: number): number[] {
    if (limit <= 0) return [];
    // Listings matched by text: the postings of every town, type name, description and type that matches.
    const byText = [
      ...towns.matching((_, k) => matchesTownNames((townData[k] as Town).names, (townData[k] as Town).zip, q)),
      ...mainNames.matching((name) => name !== '' && name.includes(q)),
      ...descriptions.matching((text) => text !== '' && text.includes(q)),
      ...webIds.matching((webId) => matchedTypes.has(webId)),
    ];
    if (digits === null) return firstPositions(byText, limit, new Set());

    // A reference query: the exact id and the ids starting with it (a binary search in id order), then,
    // while the group has room, ids containing it, ids one typo away, and the listings matched by text.
    const found: number[] = [];
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[byId[middle] as number] as string) < digits) low = middle + 1;
      else high = middle;
    }
    for (let k = low; k < count && found.length < limit && (ids[byId[k] as number] as string).startsWith(digits); k++) found.push(byId[k] as number);
    // A reference typed in full that exists is what was meant: its near misses would be noise.
    const exact = found.length > 0 && ids[found[0] as number] === digits;
    const typos = digits.length >= ID_QUERY_TYPO_MIN_DIGITS && !exact;
    const taken = new Set(found);
    const room = limit - found.length;
    const containing: number[] = [];
    for (let at = joined.indexOf(digits); at >= 0 && containing.length < room;) {
      const i = positionAt(at);
      if (!taken.has(i)) containing.push(i);
      at = i + 1 < count ? joined.indexOf(digits, starts[i + 1] as number) : -1;
    }
    containing.sort((a, b) => a - b);
    // Near misses only while the group has room: a pass over the ids.
    const nearMisses: number[] = [];
    if (typos) {
      const skip = new Set([...found, ...containing]);
      for (let i = 0; i < count && containing.length + nearMisses.length < room; i++) {
        if (!skip.has(i) && containsWithOneTypo(ids[i] as string, digits)) nearMisses.push(i);
      }
    }
    found.push(...containing, ...nearMisses);
    const text = found.length < limit ? firstPositions(byText, limit - found.length, new Set(found)) : [];
    return [...found, ...text].slice(0, limit);
  }

  const understandText = createSearchUnderstanding(input.cities);

  /** The listings matching a reading, in input order: those of a precise type it names first. */
  function understoodPositions(reading: SearchUnderstanding<SearchCityInput>): number[] {
    const types = new Set(reading.types);
    const inTowns = new Set(reading.towns.map((t) => townKey(t.name, t.zip)));
    const best: number[] = [];
    const rest: number[] = [];
    input.listings.forEach((listing, i) => {
      if (types.size && !types.has(categoryOf[i] ?? -1)) return;
      if (inTowns.size && !inTowns.has(townKeys[i] as string)) return;
      if (reading.goal && listing.goal !== reading.goal) return;
      (reading.subtypes.some((subtype) => (subtypeOf[i] as string).includes(` ${subtype} `)) ? best : rest).push(i);
    });
    return [...best, ...rest];
  }

  function understand(query: string | null | undefined): UnderstoodSearch | null {
    const reading = understandText(query);
    if (!reading) return null;
    const counts = { sale: 0, rent: 0 };
    for (const i of understoodPositions(reading)) {
      const goal = input.listings[i]?.goal;
      if (goal === 'sale' || goal === 'rent') counts[goal]++;
    }
    return { ...reading, counts };
  }

  function view(typeList: readonly SearchTypeInput[]): HomeSearchIndex<P> {
    const types = typeList.map((type) => ({ type, name: normalizeSearchText(type.name) }));
    return {
      size: count,
      withTypes: view,
      understand,
      search(query, limits) {
        const q = normalizeSearchText(query);
        if (q === '') return { types: [], cities: [], listings: [] };
        const max = { ...HOME_SEARCH_LIMITS, ...limits };
        // 'villa gistel', 'flat oostende': the types and towns named, and the listings of those types in those towns.
        const reading = understandText(query);
        if (reading) {
          return {
            types: types
              .filter((t) => reading.types.includes(t.type.webId))
              .slice(0, max.types)
              .map((t) => typeResult(t.type)),
            cities: reading.towns.slice(0, max.cities).map(cityResult),
            listings: understoodPositions(reading).slice(0, max.listings).map(toResult),
          };
        }
        const matchedTypes = types.filter((t) => t.name.includes(q));
        const listings = matchingListings(q, idQueryDigits(query), new Set(matchedTypes.map((t) => t.type.webId)), max.listings);
        return {
          types: matchedTypes.slice(0, max.types).map((t) => typeResult(t.type)),
          cities: cities
            .filter((c) => matchesTownNames(c.names, c.zip, q))
            .slice(0, max.cities)
            .map((c) => cityResult(c.city)),
          listings: listings.map(toResult),
        };
      },
      browse(limits) {
        const max = { ...HOME_SEARCH_LIMITS, ...limits };
        return {
          types: typeList.slice(0, max.types).map(typeResult),
          cities: byCount.slice(0, max.cities).map(cityResult),
          listings: [],
        };
      },
    };
  }

  return view(input.types);
}
