import type { ConsentCategory, IconName } from '@coast/domain';
import type { ModuleSeed } from '../../modules/registry';

/**
 * Shape of the hand-written site content that seeds an empty CMS.
 * Independent of Strapi's storage so texts can be reviewed on their own; `seed/site-content.ts` maps it.
 */
export type Locale = 'nl' | 'fr' | 'en' | 'de';
export type PerLocale<T> = Record<Locale, T>;

/** A module of a page's dynamic zone: what its kind's folder (cms/src/modules) seeds it from; `key`s refer to entries of these files. */
export type { ModuleSeed };

export interface SeoSeed {
  metaTitle: string;
  metaDescription: string;
}

export interface PageSeed {
  /** Stable key, also the seed's identity (never shown). */
  key: string;
  /** The original, language-neutral path, e.g. '/for-sale/'. */
  originalPath: string;
  /** Localized path per language, e.g. { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', ... }. */
  paths: PerLocale<string>;
  parentKey?: string;
  /** Position in the menu; pages not in the main menu have showInMenu false. */
  sort: number;
  showInMenu: boolean;
  isHome?: boolean;
  /** Menu label. */
  name: PerLocale<string>;
  title: PerLocale<string>;
  description?: PerLocale<string>;
  seo: PerLocale<SeoSeed>;
  showBreadcrumb: boolean;
  showPageBanner: boolean;
  bannerTitle?: PerLocale<string>;
  bannerDescription?: PerLocale<string>;
  /** 'page' for normal pages; 'thank-you' for the feedback pages; 'not-found' for the 404 screen text. */
  type: 'page' | 'thank-you' | 'not-found' | 'login';
  modules: ModuleSeed[];
}

export interface ArticleSeed {
  key: string;
  categoryKey?: string;
  title: PerLocale<string>;
  summary: PerLocale<string>;
  /** Markdown. */
  body: PerLocale<string>;
  /** ISO date. */
  publishedDate: string;
}

export interface CategorySeed {
  key: string;
  parentKey?: string;
  name: PerLocale<string>;
  description?: PerLocale<string>;
  sort: number;
}

export interface TeamMemberSeed {
  key: string;
  name: string;
  role: PerLocale<string>;
  bio: PerLocale<string>;
  email: string;
  phone: string;
  sort: number;
}

export interface TestimonialSeed {
  key: string;
  author: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The testimonial is shown in the language it was written in, and translated for the others. */
  text: PerLocale<string>;
  date: string;
}

export interface SiteConfigSeed {
  agency: { name: string; street: string; houseNumber: string; zip: string; city: string; phone: string; email: string; bivNumber: string; vatNumber: string };
  searchBlock: { title: PerLocale<string>; description: PerLocale<string>; description2: PerLocale<string> };
  topBar: { side: 'left' | 'right'; label: PerLocale<string>; link: string; icon?: IconName; color?: string }[];
  footerColumns: { title: PerLocale<string>; intro: PerLocale<string>; text: PerLocale<string>; isPublic: boolean }[];
  footerLinks: { label: PerLocale<string>; link: string }[];
  copyright: PerLocale<string>;
  notFound: { title: PerLocale<string>; text: PerLocale<string> };
}

/** A cookie of the consent dialog and the cookie policy; texts per language, the name is the same everywhere. */
export interface CookieSeed {
  name: string;
  purpose: PerLocale<string>;
  lifetime: PerLocale<string>;
  party: PerLocale<string>;
}

export interface CookieConsentSeed {
  texts: PerLocale<{
    title: string;
    description: string;
    acceptAllLabel: string;
    declineLabel: string;
    settingsLabel: string;
    preferencesTitle: string;
    preferencesDescription: string;
    saveLabel: string;
  }>;
  /** The five categories in the spec's order; ids are @coast/domain's CONSENT_CATEGORIES. */
  categories: { category: ConsentCategory; title: PerLocale<string>; description: PerLocale<string>; cookies: CookieSeed[] }[];
}
