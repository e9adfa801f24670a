import type { ReactNode } from 'react';

/** The look of the admin's own inputs (Strapi's light theme): one style for selects and text boxes. */
export const CONTROL_STYLE = {
  width: '100%',
  minHeight: 40,
  padding: '8px 12px',
  border: '1px solid #dcdce4',
  borderRadius: 4,
  fontSize: 14,
  color: '#32324d',
  background: '#fff',
} as const;

/** What the content manager hands every field input (the props these inputs read). */
export interface AdminInputProps {
  readonly name: string;
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly attribute?: { readonly enum?: readonly string[] };
  /** Strapi's marks beside a label (the globe of a field shared by every language). */
  readonly labelAction?: ReactNode;
}

interface Props {
  readonly id: string;
  readonly label?: ReactNode;
  readonly labelAction?: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly children: ReactNode;
}

/** What every control of a field carries: its hint and error as its description, its state, its look. */
export const controlProps = (id: string, hint: ReactNode, error: string | undefined, required?: boolean) => ({
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  style: CONTROL_STYLE,
});

/**
 * A field of the admin's own inputs: its label (the control's id is `id`; a control that is no form
 * element names it by `${id}-label`), the control, the hint and the error.
 */
export function FieldFrame({ id, label, labelAction, required, hint, error, children }: Props) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      <label id={`${id}-label`} htmlFor={id} style={{ fontSize: 12, fontWeight: 600, color: '#32324d' }}>
        {label}
        {required ? <span style={{ color: '#d02b20' }}> *</span> : null}
        {labelAction ? <span style={{ marginLeft: 4 }}>{labelAction}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} style={{ fontSize: 12, color: '#666687', margin: 0 }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" style={{ fontSize: 12, color: '#d02b20', margin: 0 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
