import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_MAP_TILES, LOCALES, moduleComponent, type Locale } from '@coast/domain';
import { articles, categories, cookieConsent, pages, siteConfig, team, testimonials } from './content';
import type { ModuleSeed, PageSeed } from './content/types';
import { documentData, type NullableInput } from '../typing/documents';
import type { SeedContext } from '../modules/define';
import { seedData } from '../modules/registry';
import { uploadHomeBanner, uploadLogo, uploadTeamPhoto } from './brand-files';

type Ids = Map<string, string>;
type PageData = NullableInput<'api::menu-page.menu-page'>;
type ModuleData = NonNullable<PageData['modules']>[number];

/** Creates one document in every language: Dutch first, the others as its localizations; all published. */
async function createLocalized<TUID extends UID.ContentType>(
  strapi: Core.Strapi,
  uid: TUID,
  dataFor: (locale: Locale) => NullableInput<TUID>,
): Promise<string> {
  const documents = strapi.documents(uid);
  const first = await documents.create({ data: documentData<TUID>(dataFor('nl')), locale: 'nl', status: 'published' });
  for (const locale of LOCALES.filter((l) => l !== 'nl')) {
    await documents.update({ documentId: first.documentId, data: documentData<TUID>(dataFor(locale)), locale, status: 'published' });
  }
  return first.documentId;
}

function moduleData(m: ModuleSeed, locale: Locale, ids: { articles: Ids; categories: Ids }): ModuleData {
  const context: SeedContext = {
    locale,
    articleId: (key) => ids.articles.get(key),
    articleTitle: (key) => articles.find((a) => a.key === key)?.title[locale] ?? null,
    categoryId: (key) => ids.categories.get(key),
  };
  const common = {
    title: m.title?.[locale] ?? null,
    showTitle: m.showTitle ?? Boolean(m.title),
    description: m.description?.[locale] ?? null,
    isPublished: true,
    layout: { itemsPerRow: m.itemsPerRow || 3, maxItems: m.maxItems ?? null },
  };
  // The kind's folder (cms/src/modules) seeds its own fields (typed there per kind: the table hides it
  // here), and may name the module differently.
  return { __component: moduleComponent(m.kind), ...common, ...seedData(m, context) } as ModuleData;
}

function pageData(p: PageSeed, locale: Locale, ids: { articles: Ids; categories: Ids }): PageData {
  return {
    key: p.key,
    name: p.name[locale],
    originalPath: p.originalPath,
    path: p.paths[locale],
    sort: p.sort,
    showInMenu: p.showInMenu,
    isHome: p.isHome ?? false,
    type: p.type,
    title: p.title[locale],
    description: p.description?.[locale] ?? null,
    seo: {
      isActiveSEO: true,
      pageTitle: p.title[locale],
      metaTitle: p.seo[locale].metaTitle,
      metaDescription: p.seo[locale].metaDescription,
      ogTitle: p.seo[locale].metaTitle,
      ogDescription: p.seo[locale].metaDescription,
      twitterCard: 'summary_large_image',
    },
    showBreadcrumb: p.showBreadcrumb,
    showPageBanner: p.showPageBanner,
    bannerTitle: p.bannerTitle?.[locale] ?? null,
    bannerDescription: p.bannerDescription?.[locale] ?? null,
    modules: p.modules.map((m) => moduleData(m, locale, ids)),
  };
}

/** Seeds categories, articles, team, testimonials, pages and the site configuration in four languages. */
export async function seedSiteContent(strapi: Core.Strapi) {
  const ids = { articles: new Map<string, string>(), categories: new Map<string, string>() };

  for (const c of categories) {
    const parent = c.parentKey ? ids.categories.get(c.parentKey) : undefined;
    ids.categories.set(
      c.key,
      await createLocalized(strapi, 'api::category.category', (l) => ({
        key: c.key,
        name: c.name[l],
        description: c.description?.[l] ?? null,
        sort: c.sort,
        parent,
      })),
    );
  }
  for (const a of articles) {
    const category = a.categoryKey ? ids.categories.get(a.categoryKey) : undefined;
    ids.articles.set(
      a.key,
      await createLocalized(strapi, 'api::article.article', (l) => ({
        key: a.key,
        title: a.title[l],
        summary: a.summary[l],
        body: a.body[l],
        publishedDate: a.publishedDate,
        category,
      })),
    );
  }
  for (const m of team) {
    const photo = await uploadTeamPhoto(strapi, m.key, m.name);
    await createLocalized(strapi, 'api::team-member.team-member', (l) => ({
      photo,
      key: m.key,
      name: m.name,
      role: m.role[l],
      bio: m.bio[l],
      email: m.email,
      phone: m.phone,
      sort: m.sort,
    }));
  }
  for (const t of testimonials) {
    await createLocalized(strapi, 'api::testimonial.testimonial', (l) => ({
      key: t.key,
      author: t.author,
      city: t.city,
      rating: t.rating,
      text: t.text[l],
      date: t.date,
    }));
  }

  const pageIds = new Map<string, string>();
  // Parents first, so children can point at them.
  const ordered = [...pages].sort((a, b) => Number(Boolean(a.parentKey)) - Number(Boolean(b.parentKey)));
  for (const p of ordered) {
    const parent = p.parentKey ? pageIds.get(p.parentKey) : undefined;
    pageIds.set(p.key, await createLocalized(strapi, 'api::menu-page.menu-page', (l) => ({ ...pageData(p, l, ids), parent })));
  }

  const logo = await uploadLogo(strapi);
  const bannerImage = await uploadHomeBanner(strapi);
  const c = siteConfig;
  // Annotated: inferred through createLocalized, the enumerations' literals would widen to string.
  await createLocalized(strapi, 'api::site-configuration.site-configuration', (l): NullableInput<'api::site-configuration.site-configuration'> => ({
    languages: LOCALES.map((code) => ({ code, use: true })),
    defaultLanguage: 'nl',
    showHomeInMenu: false,
    analytics: { googleAnalyticsId: null, googleAdsId: null, googleTagManagerId: null, facebookPixelId: null },
    mapTiles: { tileUrl: DEFAULT_MAP_TILES.url, attribution: DEFAULT_MAP_TILES.attribution, attributionUrl: DEFAULT_MAP_TILES.attributionUrl },
    searchOptions: { showSearchInput: true, showSearchButton: true, showSearchCount: true, showCountProperty: true },
    searchTitle: c.searchBlock.title[l],
    searchDescription: c.searchBlock.description[l],
    searchDescription2: c.searchBlock.description2[l],
    topBarLeft: c.topBar
      .filter((t) => t.side === 'left')
      .map((t) => ({ label: t.label[l], url: t.link, icon: t.icon ?? null, color: t.color ?? null, isPublished: true })),
    topBarRight: c.topBar
      .filter((t) => t.side === 'right')
      .map((t) => ({ label: t.label[l], url: t.link, icon: t.icon ?? null, color: t.color ?? null, isPublished: true })),
    logo,
    homeBanner: { type: 'image', image: bannerImage, title: c.searchBlock.title[l], subtitle: null },
    footerColumns: c.footerColumns.map((f) => ({ title: f.title[l], intro: f.intro[l], text: f.text[l], isPublic: f.isPublic })),
    footerLinks: c.footerLinks.map((f) => ({ label: f.label[l], url: f.link, icon: null, color: null, isPublished: true, openInNewTab: false })),
    copyright: c.copyright[l],
    agency: { ...c.agency, supervisor: null },
    notFoundTitle: c.notFound.title[l],
    notFoundText: c.notFound.text[l],
  }));
}

/** The cookie dialog's texts and each category's cookies, in four languages (seed/content/cookie-consent.ts). */
export async function seedCookieConsent(strapi: Core.Strapi) {
  const c = cookieConsent;
  await createLocalized(strapi, 'api::cookie-consent.cookie-consent', (l): NullableInput<'api::cookie-consent.cookie-consent'> => ({
    revision: 1,
    ...c.texts[l],
    categories: c.categories.map((category) => ({
      category: category.category,
      title: category.title[l],
      description: category.description[l],
      cookies: category.cookies.map((cookie) => ({ name: cookie.name, purpose: cookie.purpose[l], lifetime: cookie.lifetime[l], party: cookie.party[l] })),
    })),
  }));
}
