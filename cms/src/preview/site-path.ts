import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isLocale, PAGE_KEYS, type Locale } from '@coast/domain';

const PAGE = 'api::menu-page.menu-page';
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const PROPERTY = 'api::property.property';
const PROJECT = 'api::project.project';

export interface PreviewTarget {
  readonly documentId: string;
  readonly locale?: string | null;
  readonly status?: string | null;
}

type Status = 'draft' | 'published';

/**
 * Where the site shows an entry, in the entry's language, as the site's routing resolves it
 * (web/src/routing/resolve-route.ts, web/src/screens/load-screen.ts):
 * - a menu page: its path ('/nl/te-koop/');
 * - a category: '{page}{category slug}/' below a published page with a category module showing it or
 *   its parent ('/nl/service/nieuws/');
 * - an article: '{page}{article slug}/' below such a page for its category; else the page whose
 *   article module shows it in full (its own text, as the sitemap treats it), or '{page}{article slug}/'
 *   below a page whose article module shows its summary or banner;
 * - a listing: '/{language}/property/{id}/', which the site redirects to the listing's one URL;
 * - a project: '{projects page}{project slug}/' (projects have no languages: the page's in the default one).
 * The page's published path is used (the site's path table holds only published pages) and the
 * previewed version's modules (draft, unless the published one is previewed), as in the site's draft
 * mode. Null when the entry has no page: no slug, not shown by any published page, a listing out of the
 * feed, or a type without pages.
 */
export async function sitePathOf(strapi: Core.Strapi, uid: string, target: PreviewTarget): Promise<string | null> {
  const locale: Locale = isLocale(target.locale) ? target.locale : DEFAULT_LOCALE;
  const status: Status = target.status === 'published' ? 'published' : 'draft';
  const { documentId } = target;

  switch (uid) {
    case PAGE: {
      const page = await strapi.documents(PAGE).findOne({ documentId, locale, status, fields: ['path'] });
      return page?.path ?? null;
    }
    case CATEGORY: {
      const category = await strapi.documents(CATEGORY).findOne({ documentId, locale, status, fields: ['key', 'slug'] });
      const key = category?.key;
      const slug = category?.slug;
      if (!slug || !key) return null;
      const host = (await hostPages(strapi, locale, status)).find((h) => !h.isHome && h.categories.has(key));
      return host ? `${host.path}${slug}/` : null;
    }
    case ARTICLE: {
      const article = await strapi
        .documents(ARTICLE)
        .findOne({ documentId, locale, status, fields: ['key', 'slug'], populate: { category: { fields: ['key'] } } });
      if (!article) return null;
      const hosts = await hostPages(strapi, locale, status);
      const categoryKey = article.category?.key;
      const listedBy = categoryKey ? hosts.find((h) => !h.isHome && h.categories.has(categoryKey)) : undefined;
      if (listedBy) return article.slug ? `${listedBy.path}${article.slug}/` : null;
      // Shown in full by an article module, the article is that page's own text (as in the sitemap).
      const articleKey = article.key;
      const fullOn = articleKey ? hosts.find((h) => h.articles.get(articleKey) === 'full') : undefined;
      if (fullOn) return fullOn.path;
      const summaryOn = articleKey ? hosts.find((h) => !h.isHome && h.articles.has(articleKey)) : undefined;
      return summaryOn && article.slug ? `${summaryOn.path}${article.slug}/` : null;
    }
    case PROPERTY: {
      const listing = await strapi.documents(PROPERTY).findOne({ documentId, fields: ['externalId', 'isInFeed', 'availability'] });
      if (!listing || !listing.isInFeed || listing.availability === 'unavailable') return null;
      return `/${locale}/property/${listing.externalId}/`;
    }
    case PROJECT: {
      const project = await strapi.documents(PROJECT).findOne({ documentId, status, fields: ['slug'] });
      const [page] = await strapi.documents(PAGE).findMany({ locale, status: 'published', filters: { key: PAGE_KEYS.projects }, fields: ['path'], limit: 1 });
      return project?.slug && page?.path ? `${page.path}${project.slug}/` : null;
    }
    default:
      return null;
  }
}

interface HostPage {
  readonly path: string;
  /** Nothing resolves below the home page (its path is the language root). */
  readonly isHome: boolean;
  /** Keys of the categories its category modules show, with their subcategories. */
  readonly categories: ReadonlySet<string>;
  /** Keys of the articles its article modules show, with the module's view (full, summary, banner). */
  readonly articles: ReadonlyMap<string, string>;
}

/** The published pages of a language with what their modules (of the given version) show, shallowest first. */
async function hostPages(strapi: Core.Strapi, locale: Locale, status: Status): Promise<HostPage[]> {
  const pages = strapi.documents(PAGE);
  const published = await pages.findMany({ locale, status: 'published', fields: ['path', 'isHome'], limit: 1000 });
  const publishedById = new Map(published.map((p) => [p.documentId as string, p]));
  const versions = await pages.findMany({
    locale,
    status,
    fields: ['path'],
    limit: 1000,
    populate: {
      modules: {
        on: {
          'modules.category': { populate: { category: { fields: ['key'], populate: { children: { fields: ['key'] } } } } },
          'modules.article': { fields: ['view'], populate: { article: { fields: ['key'] } } },
        },
      },
    },
  });
  const hosts: HostPage[] = [];
  for (const page of versions) {
    const live = publishedById.get(page.documentId);
    if (!live?.path) continue;
    const categories = new Set<string>();
    const articles = new Map<string, string>();
    for (const m of page.modules ?? []) {
      if (m.__component === 'modules.category' && m.category?.key) {
        categories.add(m.category.key);
        for (const child of m.category.children ?? []) if (child?.key) categories.add(child.key);
      }
      if (m.__component === 'modules.article' && m.article?.key && !articles.has(m.article.key)) articles.set(m.article.key, m.view ?? 'full');
    }
    if (categories.size || articles.size) hosts.push({ path: live.path, isHome: Boolean(live.isHome), categories, articles });
  }
  return hosts.sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
}
