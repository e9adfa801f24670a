import { useEffect, useState } from 'react';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';

/** A menu page as the content manager's list answers it (the fields the link inputs read). */
export interface PageRow {
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

/** The site's pages in the edited entry's language, by name (null while they load). */
export function useSitePages(): readonly PageRow[] | null {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale ?? 'nl';
  const { get } = useFetchClient();
  const [pages, setPages] = useState<readonly PageRow[] | null>(null);
  useEffect(() => {
    let live = true;
    pagesIn(locale, get)
      .then((found) => live && setPages(found))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [get, locale]);
  return pages;
}
