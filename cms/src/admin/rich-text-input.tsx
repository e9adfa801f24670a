import { forwardRef, lazy, Suspense, useId } from 'react';
import { useField } from '@strapi/strapi/admin';
import { adminLocale } from './admin-locale';
import { controlProps, FieldFrame, type AdminInputProps } from './field-frame';
import type { RichTextHandle } from './rich-text-editor';
import { RICH_TEXT_TEXTS } from './rich-text-texts';

// The editor's code (ProseMirror) is fetched when an edit view first shows a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * Every rich-text field of the edit views: formatted text with a toolbar instead of Strapi's Markdown
 * source box. The stored value stays Markdown, so the site, the API and the seeds are unchanged.
 */
export const RichTextInput = forwardRef<RichTextHandle, AdminInputProps>(function RichTextInput({ name, label, labelAction, hint, required, disabled }, ref) {
  const texts = RICH_TEXT_TEXTS[adminLocale()];
  const { value, onChange, error } = useField<string | null>(name);
  const id = useId();
  const current = typeof value === 'string' ? value : '';
  const { 'aria-describedby': describedBy } = controlProps(id, hint, error, required);
  return (
    <FieldFrame id={id} label={label} labelAction={labelAction} required={required} hint={hint} error={error}>
      <Suspense fallback={<p style={{ fontSize: 14, color: '#666687', margin: 0 }}>{texts.loading}</p>}>
        <RichTextEditor
          ref={ref}
          id={id}
          value={current}
          texts={texts}
          disabled={disabled}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
          onChange={(markdown) => onChange(name, markdown)}
        />
      </Suspense>
    </FieldFrame>
  );
});
