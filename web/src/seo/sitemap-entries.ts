import { cacheTag } from 'next/cache';
import type { Locale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { getPage } from '@/cms/pages';
import { listProjects } from '@/cms/projects';
import { getPathRows } from '@/cms/site';
import { getSitemapContent, getSitemapListings } from '@/cms/sitemap';
import { TAGS } from '@/cms/tags';
import type { PageType } from '@/cms/types';
import { pageShowsNothing } from '@/modules/page-shows-nothing';
import { moduleShowsNothing } from '@/modules/registry';
import { getRoutingContext } from '@/routing/context';
import { listingPath } from '@/routing/listing-url';
import { projectPath } from '@/projects/project-path';
import { sitemapFiles, type SitemapEntry } from './sitemap-xml';

/** Pages that are no destination of their own: the 404 page, thank-you pages and the owner login. */
const UNLISTED_TYPES: ReadonlySet<PageType> = new Set<PageType>(['not_found', 'thank_you', 'login']);

/** Page reads the sitemap sends at once: all of a site's pages together outwait the CMS read timeout on a busy CMS. */
const READS_AT_ONCE = 8;

/** `work` over `items`, at most `limit` at a time, the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The sitemap's files, built from the published path table, the listings in the feed and the published projects, in every
 * enabled language. Cached like a page and expired by the same webhook tags.
 */
export async function getSitemapFiles(): Promise<{ index: string; parts: string[] }> {
  'use cache';
  cacheTag(TAGS.all, TAGS.menuPage, TAGS.property, TAGS.article, TAGS.category, TAGS.project, TAGS.teamMember, TAGS.testimonial);
  const [{ settings, table }, rows, listings, projects] = await Promise.all([getRoutingContext(), getPathRows(), getSitemapListings(), listProjects()]);
  const enabled = (l: Locale) => settings.enabled.includes(l);

  const candidates = rows.filter((row) => enabled(row.locale) && !UNLISTED_TYPES.has(row.type));
  // A page whose modules all show nothing yet (an empty team, a category without articles) is left out (and noindex).
  const showsNothing = await inTurns(candidates, READS_AT_ONCE, async (row) => {
    const page = await getPage(row.locale, row.path);
    return page ? pageShowsNothing(page, { locale: row.locale, preview: false }, moduleShowsNothing) : false;
  });
  const pages = new Map<string, { paths: Record<string, string>; lastmod: string | null }>();
  for (const [index, row] of candidates.entries()) {
    if (showsNothing[index]) continue;
    const entry = pages.get(row.documentId) ?? { paths: {}, lastmod: null };
    entry.paths[row.locale] = row.path;
    if (row.updatedAt && (!entry.lastmod || row.updatedAt > entry.lastmod)) entry.lastmod = row.updatedAt;
    pages.set(row.documentId, entry);
  }
  const entries: SitemapEntry[] = [...pages.values()].map((p) => ({ ...p, defaultLocale: settings.defaultLocale }));
  // Articles and categories below the pages that show them (those pages' rows, in enabled languages).
  const hosts = rows.flatMap((row) => (pages.has(row.documentId) && enabled(row.locale) ? [{ documentId: row.documentId, locale: row.locale }] : []));
  for (const content of await getSitemapContent(hosts)) {
    entries.push({ paths: content.paths as Record<string, string>, defaultLocale: settings.defaultLocale, lastmod: content.lastmod });
  }
  for (const listing of listings) {
    const paths = Object.fromEntries(settings.enabled.map((l) => [l, listingPath(table, listing, l)]));
    entries.push({ paths, defaultLocale: settings.defaultLocale, lastmod: listing.updatedAt });
  }
  // Published projects below the projects page (when that page is published).
  for (const project of projects) {
    const paths = Object.fromEntries(settings.enabled.flatMap((l) => (projectPath(table, project.slug, l) ? [[l, projectPath(table, project.slug, l)!]] : [])));
    if (Object.keys(paths).length) entries.push({ paths, defaultLocale: settings.defaultLocale, lastmod: project.updatedAt });
  }
  return sitemapFiles(entries, siteUrl());
}
