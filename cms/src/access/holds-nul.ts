/**
 * Whether a value (a string, or any key or value of an object or list within it) holds a NUL byte:
 * PostgreSQL refuses it in text, so one in an id, a locale or a filter was a 500 instead of a 400.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
}
