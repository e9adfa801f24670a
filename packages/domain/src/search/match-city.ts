import { normalizeSearchText } from './normalize';
import { townSearchNames } from './town-names';

export interface CityLike {
  readonly name: string;
  readonly zip: string | number;
}

/** A query in search form against a town's names in search form and its zip (see matchesCity). */
export function matchesTownNames(names: readonly string[], zip: string, q: string): boolean {
  if (q === '') return false;
  if (names.some((name) => name.includes(q))) return true;
  if (/^\d+$/.test(q)) return zip !== '' && zip.startsWith(q);
  const name = names[0] ?? '';
  return `${name} ${zip}`.includes(q) || `${zip} ${name}`.includes(q);
}

/**
 * Whether a city matches a query (spec section 5), case- and accent-insensitive: by name ('Oostende',
 * 'oostende', 'OOSTENDE', 'oost'), by accent-stripped name ('Liege' finds 'Liège'), by its name in
 * another language ('Ostende', 'Bruges'), by zip ('8400', '84' as a prefix), or by the label as shown
 * ('Oostende [8400]', 'oostende 8400').
 */
export function matchesCity(city: CityLike, query: string | null | undefined): boolean {
  return matchesTownNames(townSearchNames(city.name), normalizeSearchText(city.zip), normalizeSearchText(query));
}

/** The label of a city in the search block: 'Oostende [8400]'. */
export function cityLabel(city: CityLike): string {
  return `${city.name} [${city.zip}]`;
}
