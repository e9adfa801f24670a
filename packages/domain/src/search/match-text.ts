import { normalizeSearchText } from './normalize';

/** Case- and accent-insensitive "contains", e.g. a property type name against the query. */
export function matchesText(text: string | null | undefined, query: string | null | undefined): boolean {
  const q = normalizeSearchText(query);
  return q !== '' && normalizeSearchText(text).includes(q);
}
