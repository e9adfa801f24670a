/** Empty: null, undefined, or a string that is blank after trimming. 0 and false are values. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A string with something in it after trimming. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
