import type { ReactNode } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { checkFieldsMessage, formErrorMessage, type Locale } from '@coast/domain';
import { fieldId } from './form-field';

/** The message key of a field in error ('property.street' looks inside nested errors). */
export function errorKey(errors: FieldErrors, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

export interface FieldInError {
  readonly name: string;
  readonly label: string;
  readonly key: string;
}

/**
 * The summary above a form in error: its title, "check the fields marked in red" in
 * the visitor's language, and a link to each field with its message. `children` adds items (the captcha).
 */
export function ErrorSummary({ title, locale, fields, children }: { title: string; locale: Locale; fields: readonly FieldInError[]; children?: ReactNode }) {
  return (
    <div className="form-summary" role="alert">
      <p className="form-summary__title">
        <strong>{title}.</strong> {checkFieldsMessage(locale)}
      </p>
      <ul>
        {fields.map((e) => (
          <li key={e.name}>
            <a href={`#${fieldId(e.name)}`}>
              {e.label}: {formErrorMessage(e.key, locale)}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
