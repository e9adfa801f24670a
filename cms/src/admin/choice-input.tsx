import { forwardRef, useId, type ReactNode } from 'react';
import { useField } from '@strapi/strapi/admin';
import { CHOICE_LABELS } from '../admin-layout/value-labels';
import { CONTROL_STYLE, describedBy, FieldFrame } from './field-frame';

interface Props {
  readonly name: string;
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly attribute?: { readonly enum?: readonly string[] };
}

/** The field a form path names: 'modules.2.sortBy' -> 'sortBy'. */
const fieldName = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop() ?? path;

/**
 * Every enumeration of the edit views: its choices in staff's words ("Price, low to high"), stored as
 * the codes the site reads (`price_asc`). Strapi's own dropdown shows the codes.
 */
export const ChoiceInput = forwardRef<HTMLSelectElement, Props>(function ChoiceInput({ name, label, hint, required, disabled, attribute }, ref) {
  const { value, onChange, error } = useField<string | null>(name);
  const id = useId();
  const labels = CHOICE_LABELS[fieldName(name)] ?? {};
  const codes = attribute?.enum ?? [];
  const current = typeof value === 'string' ? value : '';
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        name={name}
        disabled={disabled}
        value={current}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        style={CONTROL_STYLE}
        onChange={(event) => onChange(name, event.target.value === '' ? null : event.target.value)}
      >
        {!required || current === '' ? <option value="">{required ? 'Choose…' : '-'}</option> : null}
        {codes.map((code) => (
          <option key={code} value={code}>
            {labels[code] ?? code}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
