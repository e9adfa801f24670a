import { forwardRef, useId } from 'react';
import { useField } from '@strapi/strapi/admin';
import { isSubmittableForm, statusesForForm } from '@coast/domain';
import { CHOICE_LABELS } from '../admin-layout/value-labels';
import { controlProps, FieldFrame, type AdminInputProps } from './field-frame';

/** The field a form path names: 'modules.2.sortBy' -> 'sortBy'. */
const fieldName = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop() ?? path;

/**
 * The choices a field offers in this entry: a request's statuses are the ones its form has. Reads the
 * one other field it needs (the whole form's state would re-render every dropdown on every keystroke).
 */
function useOffered(name: string, codes: readonly string[], current: string): readonly string[] {
  const requestForm = useField<unknown>('form').value;
  const isRequest = name === 'state' && window.location.pathname.includes('/api::submission.submission/');
  if (!isRequest || !isSubmittableForm(requestForm)) return codes;
  const allowed: readonly string[] = statusesForForm(requestForm);
  return codes.filter((code) => allowed.includes(code) || code === current);
}

/**
 * Every enumeration of the edit views: its choices in staff's words ("Price, low to high"), stored as
 * the codes the site reads (`price_asc`), and only those the entry allows. Strapi's own dropdown shows
 * the codes.
 */
export const ChoiceInput = forwardRef<HTMLSelectElement, AdminInputProps>(function ChoiceInput(
  { name, label, labelAction, hint, required, disabled, attribute },
  ref,
) {
  const { value, onChange, error } = useField<string | null>(name);
  const id = useId();
  const labels = CHOICE_LABELS[fieldName(name)] ?? {};
  const current = typeof value === 'string' ? value : '';
  const codes = useOffered(name, attribute?.enum ?? [], current);
  return (
    <FieldFrame id={id} label={label} labelAction={labelAction} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        name={name}
        disabled={disabled}
        value={current}
        {...controlProps(id, hint, error, required)}
        onChange={(event) => onChange(name, event.target.value === '' ? null : event.target.value)}
      >
        {!required || current === '' ? <option value="">{required ? 'Choose…' : '-'}</option> : null}
        {/* A stored value the schema no longer has stays shown as it is, not as another choice. */}
        {current !== '' && !codes.includes(current) ? <option value={current}>{current}</option> : null}
        {codes.map((code) => (
          <option key={code} value={code}>
            {labels[code] ?? code}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
