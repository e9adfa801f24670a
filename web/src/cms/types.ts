/** Shapes of CMS data as the site's components receive them (from the generated operations). */
import type {
  ArticleBySlugQuery,
  MediaFragment,
  MenuEntriesQuery,
  PageByPathQuery,
  PropertyCardFragment,
  PropertyDetailQuery,
  SiteConfigurationQuery,
} from '@coast/graphql';

export type Media = MediaFragment;
export type Page = NonNullable<PageByPathQuery['menuPages'][number]>;
export type PageModule = NonNullable<NonNullable<Page['modules']>[number]>;
export type SiteConfiguration = NonNullable<SiteConfigurationQuery['siteConfiguration']>;
export type MenuEntry = NonNullable<MenuEntriesQuery['menuPages'][number]>;
export type PropertyCard = PropertyCardFragment;
export type PropertyDetail = NonNullable<PropertyDetailQuery['properties'][number]>;
export type Article = NonNullable<ArticleBySlugQuery['articles'][number]>;
