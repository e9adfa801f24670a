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
function containsWithOneTypo(text: string, pattern: string): boolean {
  for (let start = 0; start + pattern.length <= text.length; start++) {
    const part = text.slice(start, start + pattern.length);
    const differences: number[] = [];
    for (let i = 0; i < pattern.length && differences.length <= 2; i++) {
      if (part[i] !== pattern[i]) differences.push(i);
    }
    if (differences.length === 1) return true;
    if (differences.length === 2) {
      const [a, b] = differences as [number, number];
      if (b === a + 1 && part[a] === pattern[b] && part[b] === pattern[a]) return true;
    }
  }
  return false;
}

/**
 * Fuzzy match of a listing id (spec section 5): the id contains the digits of the query ('4512' finds
 * 4512345 and 1045127); a query of 4 digits or more also finds ids that contain it with
 * one typo (one wrong digit, or two neighbouring digits swapped: '4513' and '4152' find 4512345).
 * Shorter queries must match exactly, or every id would match.
 */
export function matchesPropertyId(id: string | number | null | undefined, query: string | number | null | undefined): boolean {
  if (id === null || id === undefined) return false;
  const digits = idQueryDigits(query);
  if (digits === null) return false;
  const idText = String(id).trim();
  if (idText.includes(digits)) return true;
  return digits.length >= ID_QUERY_TYPO_MIN_DIGITS && containsWithOneTypo(idText, digits);
}
