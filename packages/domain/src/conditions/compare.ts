import { isEmpty } from '../text/is-empty';
import { ConditionError } from './field-path';

type Scalar = string | number | boolean | null;

function asScalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) throw new ConditionError('NaN is not comparable');
    return value;
  }
  throw new ConditionError(`cannot compare a value of type ${Array.isArray(value) ? 'array' : typeof value}`);
}

/** A number from a number or a numeric string (the feed stores many numbers as strings). */
function asNumber(value: Scalar): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[-+]?\d+(?:[.,]\d+)?\s*$/.test(value)) return Number(value.trim().replace(',', '.'));
  return null;
}

/** A timestamp from an ISO date ('2026-03-05', '2026-03-05T10:00:00Z'). */
function asDate(value: Scalar): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : time;
}

function asBoolean(value: Scalar): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return null;
}

/**
 * Equality as an editor means it: numbers by value ('2' = 2), booleans against 'true'/'false'/1/0,
 * strings trimmed and case-insensitive, null only equal to null/undefined.
 */
export function looseEquals(left: unknown, right: unknown): boolean {
  const a = asScalar(left);
  const b = asScalar(right);
  if (a === null || b === null) return a === b;
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const x = asBoolean(a);
    const y = asBoolean(b);
    return x !== null && x === y;
  }
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return x === y;
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

/** Order of two values: numbers (or numeric strings), else ISO dates; anything else throws. */
export function compareOrder(left: unknown, right: unknown): number {
  const a = asScalar(left);
  const b = asScalar(right);
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return x - y;
  const dx = asDate(a);
  const dy = asDate(b);
  if (dx !== null && dy !== null) return dx - dy;
  throw new ConditionError('values are not numbers or dates');
}

/** The items of a list operand: an array, or a comma-separated string ('1,2,3' as in WebIDs). */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  throw new ConditionError('expected a list');
}

/** Text containment (case-insensitive) for strings; membership for arrays. */
export function containsValue(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((element) => looseEquals(element, item));
  if (typeof container === 'string' || typeof container === 'number') {
    const needle = asScalar(item);
    if (needle === null) throw new ConditionError('cannot search for an empty value');
    return String(container).toLowerCase().includes(String(needle).toLowerCase());
  }
  if (container === null || container === undefined) return false;
  throw new ConditionError('value cannot contain anything');
}

/** Empty: null, undefined, blank text, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return isEmpty(value) || (Array.isArray(value) && value.length === 0);
}

function asText(value: unknown): string {
  const scalar = asScalar(value);
  if (scalar === null || typeof scalar === 'boolean') throw new ConditionError('expected text');
  return String(scalar).toLowerCase();
}

export function startsWithValue(value: unknown, prefix: unknown): boolean {
  if (value === null || value === undefined) return false;
  return asText(value).startsWith(asText(prefix));
}

export function endsWithValue(value: unknown, suffix: unknown): boolean {
  if (value === null || value === undefined) return false;
  return asText(value).endsWith(asText(suffix));
}
