import type { z } from 'zod';
import { isFormMessageKey, type FormMessageKey } from './messages';

/** The outcome of a server-side check: the clean data, or one message key per field path. */
export type FormValidationResult<T> =
  { readonly success: true; readonly data: T } | { readonly success: false; readonly errors: Readonly<Record<string, FormMessageKey>> };

/**
 * Validates input with a form schema and returns the first message key per field ('email',
 * 'personA.zip', 'propertyTypes'), the shape a form shows next to its fields. A message that is not a
 * known key (it should not happen) is reported as 'invalid'. Form-level issues use the path ''.
 */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): FormValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, FormMessageKey> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = isFormMessageKey(issue.message) ? issue.message : 'invalid';
  }
  return { success: false, errors };
}
