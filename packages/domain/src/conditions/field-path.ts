/** Property names that lead into the prototype chain rather than the record's data. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export class ConditionError extends Error {
  override readonly name = 'ConditionError';
}

/**
 * The value at a field path ('Price', 'SmallPictureItem.Url', 'Pictures.0.Url') of a record. Only the
 * record's own properties count; a path that does not exist throws (the rule is then not met).
 * A field that exists with value null is a value (null), not an error.
 */
export function readField(record: unknown, path: string): unknown {
  if (typeof path !== 'string' || path.trim() === '') throw new ConditionError('empty field name');
  let current: unknown = record;
  for (const key of path.trim().split('.')) {
    if (FORBIDDEN.has(key)) throw new ConditionError(`forbidden field "${key}"`);
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      throw new ConditionError(`unknown field "${path}"`);
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
