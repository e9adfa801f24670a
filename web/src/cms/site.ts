import { cache } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@coast/domain';
import { MenuEntriesDocument, PathTableDocument, SearchIndexDocument, SiteConfigurationDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { TAGS } from './tags';

/** The site configuration in a language (languages, header, footer, search block, legal data, 404 texts). */
export const getSiteConfiguration = cache(async (locale: Locale, preview = false) => {
  const data = await cmsRead(SiteConfigurationDocument, { locale, status: preview ? 'DRAFT' : 'PUBLISHED' }, { tags: [TAGS.siteConfiguration], preview });
  return data.siteConfiguration;
});

/** The language settings do not vary by language; they are read from the default language's document. */
export const getLanguageConfiguration = cache(async () => {
  const config = await getSiteConfiguration(DEFAULT_LOCALE);
  return { languages: config?.languages ?? [], defaultLanguage: config?.defaultLanguage ?? DEFAULT_LOCALE };
});

/** Every published page's paths, per language: the rows the routing table is built from. */
export const getPathRows = cache(async () => {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => (await cmsRead(PathTableDocument, { locale }, { tags: [TAGS.menuPage] })).menuPages),
  );
  return perLocale.flat().filter((row) => row !== null);
});

/** Top-level published menu entries with their published children. */
export const getMenuEntries = cache(async (locale: Locale) => {
  const data = await cmsRead(MenuEntriesDocument, { locale }, { tags: [TAGS.menuPage] });
  return data.menuPages.filter((entry) => entry !== null);
});

/** Types and towns with their counts, and the totals (search block texts and list filters). */
export const getSearchIndex = cache(async (locale: Locale) =>
  cmsRead(SearchIndexDocument, { locale }, { tags: [TAGS.property, TAGS.propertyType, TAGS.city] }),
);
