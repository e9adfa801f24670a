import { normalizeSearchText } from './normalize';

export interface CityLike {
  readonly name: string;
  readonly zip: string | number;
}

/**
 * Whether a city matches a query (spec section 5), case- and accent-insensitive: by name ('Oostende',
 * 'oostende', 'OOSTENDE', 'oost'), by accent-stripped name ('Liege' finds 'Liège'), by zip ('8400',
 * '84' as a prefix), or by the label as shown ('Oostende [8400]', 'oostende 8400').
 */
export function matchesCity(city: CityLike, query: string | null | undefined): boolean {
  const q = normalizeSearchText(query);
  if (q === '') return false;
  const name = normalizeSearchText(city.name);
  const zip = normalizeSearchText(city.zip);
  if (name !== '' && name.includes(q)) return true;
  if (/^\d+$/.test(q)) return zip !== '' && zip.startsWith(q);
  return `${name} ${zip}`.includes(q) || `${zip} ${name}`.includes(q);
}

/** The label of a city in the search block: 'Oostende [8400]'. */
export function cityLabel(city: CityLike): string {
  return `${city.name} [${city.zip}]`;
}
