'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly autoComplete: string;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly field: UseFormRegisterReturn;
}

/** One labelled input of the owner forms; its message (and hint) tied to it for screen readers. */
export function TextField({ id, label, type, autoComplete, error, hint, field }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input id={id} type={type} autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={described} {...field} />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
