import { cache } from 'react';
import { draftMode } from 'next/headers';
import { PAGE_KEYS, type Locale } from '@coast/domain';
import { getArticleBySlug, getCategoryBySlug } from '@/cms/content';
import { getPage } from '@/cms/pages';
import { getListing, getListingRoute } from '@/cms/listings';
import { getProjectBySlug } from '@/cms/projects';
import type { Article, Category, ListingDetail, Page, ProjectDetail } from '@/cms/types';
import { isClosed, type ClosedAvailability } from '@/listings/availability';
import { hostedBy } from '@/modules/registry';
import { computedAlternates, type Alternates } from '@/routing/alternates';
import { getRoutingContext } from '@/routing/context';
import { localizeHref, pagePath, type PageRoute } from '@/routing/path-table';
import { listingPath } from '@/routing/listing-url';
import { resolveRoute, type ResolvedRoute } from '@/routing/resolve-route';

interface Common {
  readonly route: ResolvedRoute;
  /** Drafts shown (a 'preview' path in draft mode). */
  readonly preview: boolean;
  readonly alternates: Alternates;
  /** The one URL search engines should index for this screen, in this language. */
  readonly canonical: string;
}

export type Screen =
  | (Common & { readonly kind: 'page'; readonly page: Page })
  | (Common & { readonly kind: 'listing'; readonly listing: ListingDetail; readonly state: 'available' | ClosedAvailability })
  | (Common & { readonly kind: 'article'; readonly article: Article; readonly host: PageRoute })
  | (Common & { readonly kind: 'category'; readonly category: Category & { readonly key: string }; readonly host: PageRoute })
  | (Common & { readonly kind: 'project'; readonly project: ProjectDetail; readonly host: PageRoute })
  | { readonly kind: 'redirect'; readonly to: string; readonly permanent: boolean }
  | { readonly kind: 'not-found'; readonly route: ResolvedRoute; readonly reason: 'page' | 'listing' };

function onlyEnabled(alternates: Alternates, enabled: readonly Locale[]): Alternates {
  return Object.fromEntries(enabled.filter((l) => alternates[l]).map((l) => [l, alternates[l]]));
}

/** Which categories and articles a page's modules show (each module's folder says), so only those resolve below it. */
function hostedContent(page: Page | null) {
  const hosted = (page?.modules ?? []).map(hostedBy);
  return { categories: new Set(hosted.flatMap((h) => h.categories)), articles: new Set(hosted.flatMap((h) => h.articles)) };
}

/**
 * What a request path shows: the CMS page, a listing (or a redirect to its one canonical URL, or its
 * sold / rented screen), an article or category below the page that lists it, or not found. Shared by
 * the page and its metadata (cached per request).
 */
export const loadScreen = cache(async (requestPath: string): Promise<Screen> => {
  const { settings, table } = await getRoutingContext();
  const route = resolveRoute(requestPath, table, settings);
  const { locale, match } = route;

  let preview = false;
  if (route.preview) {
    if (!(await draftMode()).isEnabled) return { kind: 'redirect', to: route.path, permanent: false };
    preview = true;
  }

  if (match.kind === 'page' || (preview && match.kind === 'unknown')) {
    const page = await getPage(locale, route.path, preview);
    if (!page) return { kind: 'not-found', route, reason: 'page' };
    // A page picked in the admin is stored as its original path: sent on to it in this language (never to itself).
    const redirectTo = page.redirectTo ? localizeHref(table, locale, page.redirectTo) : null;
    if (redirectTo && redirectTo !== route.path) return { kind: 'redirect', to: redirectTo, permanent: false };
    // The page's own paths (drafts not yet in the path table have theirs too).
    const alternates = onlyEnabled(page.paths, settings.enabled);
    return { kind: 'page', route, preview, page, alternates, canonical: alternates[locale] ?? route.path };
  }

  if (match.kind === 'listing') {
    const summary = await getListingRoute(match.externalId);
    if (!summary || !summary.isInFeed || summary.availability === 'unavailable') return { kind: 'not-found', route, reason: 'listing' };
    const canonical = listingPath(table, summary, locale);
    if (canonical !== route.path) return { kind: 'redirect', to: canonical, permanent: true };
    const listing = await getListing(match.externalId);
    if (!listing) return { kind: 'not-found', route, reason: 'listing' };
    const alternates = computedAlternates(settings, (l) => listingPath(table, listing, l));
    const state = isClosed(listing.availability) ? listing.availability : 'available';
    return { kind: 'listing', route, preview, listing, state, alternates, canonical };
  }

  // A new-build project below the projects page: '{projects path}{slug}/' (one slug in every language).
  if (match.kind === 'content' && match.host.key === PAGE_KEYS.projects) {
    const project = await getProjectBySlug(match.slug, preview);
    if (!project) return { kind: 'not-found', route, reason: 'page' };
    const alternates = computedAlternates(settings, (l) => `${pagePath(match.host, l)}${project.slug}/`);
    return { kind: 'project', route, preview, project, host: match.host, alternates, canonical: `${pagePath(match.host, locale)}${project.slug}/` };
  }

  if (match.kind === 'content') {
    const hostPage = await getPage(locale, pagePath(match.host, locale), preview);
    const hosted = hostedContent(hostPage);
    const article = await getArticleBySlug(locale, match.slug, preview);
    if (article && ((article.categoryKey && hosted.categories.has(article.categoryKey)) || (article.key && hosted.articles.has(article.key)))) {
      const slugs: Alternates = { [locale]: article.slug ?? match.slug, ...article.slugs };
      const alternates = computedAlternates(settings, (l) => `${pagePath(match.host, l)}${slugs[l] ? `${slugs[l]}/` : ''}`);
      return { kind: 'article', route, preview, article, host: match.host, alternates, canonical: `${pagePath(match.host, locale)}${article.slug}/` };
    }
    const category = await getCategoryBySlug(locale, match.slug, preview);
    const categoryKey = category?.key;
    if (category && categoryKey && hosted.categories.has(categoryKey)) {
      const slugs: Alternates = { [locale]: category.slug ?? match.slug, ...category.slugs };
      const alternates = computedAlternates(settings, (l) => `${pagePath(match.host, l)}${slugs[l] ? `${slugs[l]}/` : ''}`);
      return {
        kind: 'category',
        route,
        preview,
        category: { ...category, key: categoryKey },
        host: match.host,
        alternates,
        canonical: `${pagePath(match.host, locale)}${category.slug}/`,
      };
    }
  }

  return { kind: 'not-found', route, reason: 'page' };
});
