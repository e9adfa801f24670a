/** Shortest digit query that is compared with ids; one digit would match almost every listing. */
export const ID_QUERY_MIN_DIGITS = 2;

/** From this many digits on, one typo (a wrong digit or two swapped neighbours) is forgiven. */
export const ID_QUERY_TYPO_MIN_DIGITS = 4;

/**
 * The digits of a query that is meant as a reference: digits with optional 'ref', ':', '#', spaces or
 * dots ('Ref: 4512345', '#4512', '4.512.345'). A query with other words is not an id query: null.
 */
export function idQueryDigits(query: string | number | null | undefined): string | null {
  if (query === null || query === undefined) return null;
  const text = String(query)
    .trim()
    .toLowerCase()
    .replace(/^(?:ref(?:erence|erentie)?\.?|#)\s*:?\s*/, '');
  if (!/^[\d\s.#-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= ID_QUERY_MIN_DIGITS ? digits : null;
}

/**
 * Whether `text` contains `pattern` with one typo: one digit wrong ('4522' for '4512') or two
 * neighbouring digits swapped ('4152' for '4512'). Missing or extra digits are not forgiven: with
 * them a 4-digit query would match any id holding 3 of its digits.
 */
export function containsWithOneTypo(text: string, pattern: string): boolean {
  // Character codes, no slices: this runs for every listing of the index on a reference query.
  const length = pattern.length;
  for (let start = 0; start + length <= text.length; start++) {
    let first = -1;
    let second = -1;
    let differences = 0;
    for (let i = 0; i < length && differences <= 2; i++) {
      if (text.charCodeAt(start + i) !== pattern.charCodeAt(i)) {
        differences++;
        if (first < 0) first = i;
        else second = i;
      }
    }
    if (differences === 1) return true;
    if (
      differences === 2 &&
      second === first + 1 &&
      text.charCodeAt(start + first) === pattern.charCodeAt(second) &&
      text.charCodeAt(start + second) === pattern.charCodeAt(first)
    ) {
      return true;
    }
  }
  return false;
}

/** How well a listing id matches the digits of a reference query: the lower the better. */
export const ID_MATCH = { exact: 0, prefix: 1, contains: 2, typo: 3 } as const;
export type IdMatch = (typeof ID_MATCH)[keyof typeof ID_MATCH];

/**
 * How an id (as text) matches the digits of a query (see idQueryDigits): exactly, as its start
 * ('4512' for 4512345: a reference typed in part), anywhere in it, or, from 4 digits on, with one typo
 * (one wrong digit, or two neighbouring digits swapped); null when it does not.
 */
export function idMatch(idText: string, digits: string): IdMatch | null {
  if (idText === digits) return ID_MATCH.exact;
  if (idText.startsWith(digits)) return ID_MATCH.prefix;
  if (idText.includes(digits)) return ID_MATCH.contains;
  return digits.length >= ID_QUERY_TYPO_MIN_DIGITS && containsWithOneTypo(idText, digits) ? ID_MATCH.typo : null;
}

/**
 * Fuzzy match of a listing id: the id contains the digits of the query ('4512' finds
 * 4512345 and 1045127); a query of 4 digits or more also finds ids that contain it with
 * one typo (one wrong digit, or two neighbouring digits swapped: '4513' and '4152' find 4512345).
 * Shorter queries must match exactly, or every id would match.
 */
export function matchesExternalId(externalId: number | null | undefined, query: string | number | null | undefined): boolean {
  if (externalId === null || externalId === undefined) return false;
  const digits = idQueryDigits(query);
  return digits !== null && idMatch(String(externalId), digits) !== null;
}
