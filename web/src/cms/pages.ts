import { cache } from 'react';
import { isLocale, type Locale } from '@coast/domain';
import { PageByPathDocument, PagePathByDocumentIdDocument, type PageByPathQuery } from '@coast/graphql';
import { cmsRead } from './client';
import { toPageModules } from './modules';
import { present, text, toMedia } from './shape';
import { TAGS } from './tags';
import type { LocalizedPaths, Page, PageSeo } from './types';

type PageRow = NonNullable<PageByPathQuery['menuPages'][number]>;

/** The page's SEO fields; all empty when it has none or they are switched off (isActiveSEO). */
function toSeo(seo: PageRow['seo']): PageSeo {
  const on = seo?.isActiveSEO === false ? null : seo;
  return {
    metaTitle: text(on?.metaTitle),
    metaDescription: text(on?.metaDescription),
    keywords: text(on?.keywords),
    ogTitle: text(on?.ogTitle),
    ogDescription: text(on?.ogDescription),
    ogImage: toMedia(on?.ogImage),
    twitterCard: on?.twitterCard ?? 'summary_large_image',
    twitterTitle: text(on?.twitterTitle),
    twitterDescription: text(on?.twitterDescription),
    twitterImage: toMedia(on?.twitterImage),
  };
}

function toPage(p: PageRow): Page {
  const paths: LocalizedPaths = {};
  if (isLocale(p.locale)) paths[p.locale] = p.path;
  for (const l of present(p.localizations)) if (isLocale(l.locale)) paths[l.locale] = l.path;
  return {
    documentId: p.documentId,
    key: p.key,
    name: p.name,
    path: p.path,
    // The CMS's default type.
    type: p.type ?? 'page',
    title: p.title,
    description: text(p.description),
    isHome: Boolean(p.isHome),
    redirectTo: p.redirect && p.redirectUrl ? p.redirectUrl : null,
    showBreadcrumb: Boolean(p.showBreadcrumb),
    showPageBanner: Boolean(p.showPageBanner),
    bannerTitle: text(p.bannerTitle),
    bannerDescription: text(p.bannerDescription),
    css: text(p.css),
    image: toMedia(p.image),
    seo: toSeo(p.seo),
    ancestors: present([p.parent?.parent ?? null, p.parent]).map(({ name, path }) => ({ name, path })),
    paths,
    modules: toPageModules(p.modules),
  };
}

/**
 * A page by its localized or original path, with its modules. Published unless `preview` (drafts, read
 * with the token, uncached). Modules embed articles and categories, so their changes expire it too.
 */
export const getPage = cache(async (locale: Locale, path: string, preview = false): Promise<Page | null> => {
  const data = await cmsRead(
    PageByPathDocument,
    { locale, path, status: preview ? 'DRAFT' : 'PUBLISHED' },
    { tags: [TAGS.menuPage, TAGS.article, TAGS.category], preview },
  );
  const page = data.menuPages[0];
  return page ? toPage(page) : null;
});

/** The path of a page named by documentId (the admin's preview link), in its draft version. */
export async function getDraftPagePath(documentId: string, locale: Locale): Promise<string | null> {
  const data = await cmsRead(PagePathByDocumentIdDocument, { documentId, locale, status: 'DRAFT' }, { tags: [TAGS.menuPage], preview: true });
  return data.menuPage?.path ?? null;
}
