'use client';

import { fieldLabel, formErrorMessage, UPLOAD_ACCEPT, type Locale } from '@coast/domain';
import type { UseFormRegister, FieldValues } from 'react-hook-form';
import type { FieldSpec } from './definitions';

/** The id of a field's input (and of the first option of a group), which the error summary links to. */
export const fieldId = (name: string) => `form-field-${name.replaceAll('.', '-')}`;

interface Props {
  readonly spec: FieldSpec;
  readonly locale: Locale;
  readonly register: UseFormRegister<FieldValues>;
  /** The field's message key, when it is in error. */
  readonly error: string | undefined;
  readonly chooseText: string;
  /** A line under the label saying what the field takes (a file input's kinds and sizes). */
  readonly hint?: string;
  /**
   * The field's starting value, written into the markup too: the form is server markup until its code
   * comes (visitor-form-loader.tsx), and shows its starting values (a project's name, a preset choice) meanwhile.
   */
  readonly initial?: unknown;
}

/**
 * One input with its label, marked in red with its message (in the visitor's language) when in error:
 * aria-invalid and aria-describedby tie the message to the input for screen readers.
 */
export function FormField({ spec, locale, register, error, chooseText, hint, initial }: Props) {
  const text = typeof initial === 'string' || typeof initial === 'number' ? String(initial) : undefined;
  const chosen = (value: string) => (Array.isArray(initial) ? initial.includes(value) : initial === value);
  const id = fieldId(spec.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const label = spec.text ?? fieldLabel(spec.label, locale);
  const star = spec.required ? <span aria-hidden="true"> *</span> : null;
  const a11y = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': spec.required || undefined };
  const message = error ? (
    <p className="form-field__error" id={errorId}>
      {formErrorMessage(error, locale)}
    </p>
  ) : null;
  const range = spec.dateRange?.();
  const classes = `form-field form-field--${spec.kind}${spec.half ? ' form-field--half' : ''}${error ? ' form-field--invalid' : ''}`;

  if (spec.kind === 'radio' || spec.kind === 'checkboxes') {
    const options = spec.options?.(locale) ?? [];
    return (
      // A radio group is a radiogroup, which may say it is required; a group of checkboxes may not (axe).
      <fieldset
        className={classes}
        role={spec.kind === 'radio' ? 'radiogroup' : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={(spec.kind === 'radio' && spec.required) || undefined}
      >
        <legend>
          {label}
          {star}
        </legend>
        <div className="form-field__options">
          {options.map((option, index) => (
            <label key={option.value} className="form-field__option">
              <input
                type={spec.kind === 'radio' ? 'radio' : 'checkbox'}
                id={index === 0 ? id : undefined}
                value={option.value}
                defaultChecked={chosen(option.value)}
                aria-invalid={error ? true : undefined}
                {...register(spec.name)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  if (spec.kind === 'files') {
    // The browser checks the kinds by name and the sizes before sending; the server reads the content.
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={classes}>
        <label htmlFor={id}>
          {label}
          {star}
        </label>
        {hint ? (
          <p className="form-field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        <input
          id={id}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register(spec.name)}
        />
        {message}
      </div>
    );
  }

  if (spec.kind === 'checkbox') {
    // Lines under the label (the amounts due) belong to the statement: read with it by screen readers.
    const linesId = `${id}-lines`;
    const describedBy = [spec.lines ? linesId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={classes}>
        <label className="form-field__option" htmlFor={id}>
          <input type="checkbox" id={id} defaultChecked={initial === true} {...a11y} aria-describedby={describedBy} {...register(spec.name)} />
          <span>
            {label}
            {star}
          </span>
        </label>
        {spec.lines ? (
          <ul className="form-field__lines" id={linesId}>
            {spec.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {message}
      </div>
    );
  }

  return (
    <div className={classes}>
      <label htmlFor={id}>
        {label}
        {star}
      </label>
      {spec.kind === 'textarea' ? (
        <textarea id={id} rows={5} defaultValue={text} {...a11y} {...register(spec.name)} />
      ) : spec.kind === 'select' ? (
        <select id={id} defaultValue={text} {...a11y} {...register(spec.name)}>
          <option value="">{chooseText}</option>
          {(spec.options?.(locale) ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          inputMode={spec.numeric ? 'decimal' : undefined}
          min={range?.first}
          max={range?.last}
          defaultValue={text}
          {...a11y}
          {...register(spec.name)}
        />
      )}
      {message}
    </div>
  );
}
