/**
 * A numeric code of the feed (Goal, Status, WebID, CountryID), which arrives as a number or a digit
 * string ('0'). Anything else (blank, 'abc', 1.5, true) is null, so a blank never reads as code 0.
 */
export function parseFeedCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}
