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
 * Whether a city matches a query, case- and accent-insensitive: by name ('Oostende',
 * 'oostende', 'OOSTENDE', 'oost'), by accent-stripped name ('Liege' finds 'Liège'), by its name in
 * another language ('Ostende', 'Bruges'), by zip ('8400', '84' as a prefix), or by the label as shown
 * ('Oostende [8400]', 'oostende 8400').
 */
export function matchesCity(city: CityLike, query: string | null | undefined): boolean {
  return matchesTownNames(townSearchNames(city.name), normalizeSearchText(city.zip), normalizeSearchText(query));
}

/**
 * Whether a town is one that a list's `city=` parameters ask for: by its name, its name in another
 * language ('Ostende' and 'Ostend' for Oostende, as the home search knows them) or its zip, each whole,
 * case and accents ignored. The list, its map, the project list and the search registration's prefill
 * all read `city=` with it.
 */
export function isTownAskedFor(town: CityLike, asked: readonly string[]): boolean {
  const names = townSearchNames(town.name);
  const zip = String(town.zip).trim();
  return asked.some((a) => names.includes(normalizeSearchText(a)) || (zip !== '' && a.trim() === zip));
}

/** The label of a city in the search block: 'Oostende [8400]'. */
export function cityLabel(city: CityLike): string {
  return `${city.name} [${city.zip}]`;
}
