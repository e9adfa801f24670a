import { forwardRef, useEffect, useId, useState } from 'react';
import { useFetchClient, useField, useQueryParams } from '@strapi/strapi/admin';
import { adminLocale } from './admin-locale';
import { controlProps, FieldFrame, type AdminInputProps } from './field-frame';
import { PAGE_LINK_TEXTS } from './page-link-texts';

/** A menu page as the content manager's list answers it (the fields this input reads). */
interface PageRow {
  readonly name?: string;
  readonly path?: string;
  readonly originalPath?: string;
  readonly status?: string;
}

type Get = ReturnType<typeof useFetchClient>['get'];

/** Every menu page of a language, read once for all the link fields of an edit view (a few seconds' reuse). */
const PAGE_LISTS = new Map<string, { at: number; pages: Promise<readonly PageRow[]> }>();
async function readPages(locale: string, get: Get): Promise<readonly PageRow[]> {
  const found: PageRow[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { data } = await get<{ results?: PageRow[]; pagination?: { pageCount?: number } }>('/content-manager/collection-types/api::menu-page.menu-page', {
      params: { page, pageSize: 100, sort: 'name:ASC', locale },
    });
    found.push(...(data.results ?? []).filter((p) => p.originalPath));
    pageCount = data.pagination?.pageCount ?? 1;
  }
  return found;
}
function pagesIn(locale: string, get: Get): Promise<readonly PageRow[]> {
  const kept = PAGE_LISTS.get(locale);
  if (kept && Date.now() - kept.at < 10_000) return kept.pages;
  const pages = readPages(locale, get);
  PAGE_LISTS.set(locale, { at: Date.now(), pages });
  pages.catch(() => PAGE_LISTS.delete(locale));
  return pages;
}

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
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale ?? 'nl';
  const { get } = useFetchClient();
  const [pages, setPages] = useState<readonly PageRow[] | null>(null);
  const [typing, setTyping] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    pagesIn(locale, get)
      .then((found) => live && setPages(found))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [get, locale]);

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
