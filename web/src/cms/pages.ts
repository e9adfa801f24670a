import { cache } from 'react';
import type { Locale } from '@coast/domain';
import { PageByPathDocument, PagePathByDocumentIdDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { TAGS } from './tags';

/**
 * A page by its localized or original path, with its modules. Published unless `preview` (drafts, read
 * with the token, uncached). Modules embed articles and categories, so their changes expire it too.
 */
export const getPage = cache(async (locale: Locale, path: string, preview = false) => {
  const data = await cmsRead(
    PageByPathDocument,
    { locale, path, status: preview ? 'DRAFT' : 'PUBLISHED' },
    { tags: [TAGS.menuPage, TAGS.article, TAGS.category], preview },
  );
  return data.menuPages[0] ?? null;
});

/** The path of a page named by documentId (the admin's preview link), in its draft version. */
export async function getDraftPagePath(documentId: string, locale: Locale) {
  const data = await cmsRead(PagePathByDocumentIdDocument, { documentId, locale, status: 'DRAFT' }, { tags: [TAGS.menuPage], preview: true });
  return data.menuPage?.path ?? null;
}
