import { forwardRef, useId, useState } from 'react';
import { useField } from '@strapi/strapi/admin';
import { adminLocale } from './admin-locale';
import { controlProps, FieldFrame, type AdminInputProps } from './field-frame';
import { PAGE_LINK_TEXTS } from './page-link-texts';
import { useSitePages } from './site-pages';

const NONE = '';
const ADDRESS = '\u0000address';
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A link's target: one of the site's pages, picked by name, or another address typed (https://, tel:,
 * mailto:, a filtered list). A page is stored as its original path, one value for every language: the
 * site turns it into the page's address in the visitor's language, and it follows when the page moves.
 */
export const PageLinkInput = forwardRef<HTMLSelectElement, AdminInputProps>(function PageLinkInput(
  { name, label, labelAction, hint, required, disabled },
  ref,
) {
  const texts = PAGE_LINK_TEXTS[adminLocale()];
  const { value, onChange, error } = useField<string | null>(name);
  const pages = useSitePages();
  const [typing, setTyping] = useState(false);
  const id = useId();

  const current = typeof value === 'string' ? value : '';
  // While staff type another address, a typed '/' is not the home page.
  const page = typing ? undefined : pages?.find((p) => same(p.originalPath!, current));
  const selected = page ? page.originalPath! : typing || current !== '' || pages?.length === 0 ? ADDRESS : NONE;

  return (
    <FieldFrame id={id} label={label} labelAction={labelAction} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        name={name}
        disabled={disabled || pages === null}
        value={selected}
        {...controlProps(id, hint, error, required)}
        onChange={(event) => {
          const chosen = event.target.value;
          setTyping(chosen === ADDRESS);
          onChange(name, chosen === ADDRESS || chosen === NONE ? null : chosen);
        }}
      >
        <option value={NONE}>{pages === null ? texts.loading : texts.choose}</option>
        <option value={ADDRESS}>{texts.otherAddress}</option>
        {(pages ?? []).map((p) => (
          <option key={p.originalPath} value={p.originalPath}>
            {`${p.name ?? p.originalPath} (${p.path ?? p.originalPath})${p.status === 'draft' ? ` · ${texts.notPublished}` : ''}`}
          </option>
        ))}
      </select>
      {selected === ADDRESS ? (
        <input
          type="text"
          aria-label={typeof label === 'string' ? `${label}: ${texts.address}` : texts.address}
          disabled={disabled}
          value={current}
          placeholder="https://…"
          {...controlProps(id, hint, error)}
          onChange={(event) => onChange(name, event.target.value === '' ? null : event.target.value)}
        />
      ) : null}
    </FieldFrame>
  );
});
