import { cache } from 'react';
import { DEFAULT_LOCALE, DEFAULT_MAP_TILES, type IconName, isLocale, LOCALES, type Locale } from '@coast/domain';
import {
  type Enum_Componentsharedlink_Icon,
  MenuEntriesDocument,
  PathTableDocument,
  SearchIndexDocument,
  SiteConfigurationDocument,
  type SiteConfigurationQuery,
} from '@coast/graphql';
import { cmsRead } from './client';
import { colour, present, type Same, text, toMedia, toMediaList } from './shape';
import { TAGS } from './tags';
import { mediaUrl } from './media';
import type { BannerVideo, LanguageConfiguration, MapTiles, MenuEntry, PathRow, SearchIndex, SiteConfiguration, TopBarLink } from './types';

type ConfigurationRow = NonNullable<SiteConfigurationQuery['siteConfiguration']>;
type LinkRow = NonNullable<NonNullable<ConfigurationRow['topBarLeft']>[number]>;

const readSiteConfiguration = cache(async (locale: Locale, preview: boolean) => {
  const data = await cmsRead(SiteConfigurationDocument, { locale, status: preview ? 'DRAFT' : 'PUBLISHED' }, { tags: [TAGS.siteConfiguration], preview });
  return data.siteConfiguration;
});

type Check<T extends true> = T;
/** Staff choose a link's icon from the site's icons: the CMS's choices are @coast/domain's names. */
type _IconsMatchSchema = Check<Same<Enum_Componentsharedlink_Icon, IconName>>;

const toLink = (l: LinkRow): TopBarLink => ({
  label: l.label,
  url: l.url,
  icon: l.icon ?? null,
  color: colour(l.color),
  isPublished: l.isPublished !== false,
  openInNewTab: Boolean(l.openInNewTab),
});

const VIDEO_FILE = /\.(mp4|webm)(?:[?#]|$)/i;

/** The banner's video file: the media library's, else an address of an MP4 or WebM file; else none. */
function toBannerVideo(banner: ConfigurationRow['homeBanner']): BannerVideo | null {
  const file = banner?.video;
  if (file && file.mime.startsWith('video/')) return { url: mediaUrl(file.url), mime: file.mime };
  const address = text(banner?.videoUrl);
  const match = VIDEO_FILE.exec(address);
  return match ? { url: mediaUrl(address), mime: `video/${match[1]!.toLowerCase()}` } : null;
}

/** Staff's tile source, or OpenStreetMap's when the address is empty (the credit goes with the address). */
function toMapTiles(tiles: ConfigurationRow['mapTiles']): MapTiles {
  const url = text(tiles?.tileUrl);
  if (!url) return { ...DEFAULT_MAP_TILES };
  return { url, attribution: text(tiles?.attribution), attributionUrl: text(tiles?.attributionUrl) };
}

function toSiteConfiguration(c: ConfigurationRow): SiteConfiguration {
  const options = c.searchOptions;
  const banner = c.homeBanner;
  const agency = c.agency;
  return {
    showHomeInMenu: Boolean(c.showHomeInMenu),
    analytics: {
      googleAnalyticsId: text(c.analytics?.googleAnalyticsId).trim(),
      googleAdsId: text(c.analytics?.googleAdsId).trim(),
      googleTagManagerId: text(c.analytics?.googleTagManagerId).trim(),
      facebookPixelId: text(c.analytics?.facebookPixelId).trim(),
    },
    searchOptions: {
      showSearchInput: options?.showSearchInput !== false,
      showSearchButton: options?.showSearchButton !== false,
      showSearchCount: options?.showSearchCount !== false,
      showCountProperty: options?.showCountProperty !== false,
    },
    searchTitle: text(c.searchTitle),
    searchDescription: text(c.searchDescription),
    searchDescription2: text(c.searchDescription2),
    searchPlaceholder: text(c.searchPlaceholder),
    mapTiles: toMapTiles(c.mapTiles),
    topBarLeft: present(c.topBarLeft).map(toLink),
    topBarRight: present(c.topBarRight).map(toLink),
    logo: toMedia(c.logo),
    homeBanner: {
      type: banner?.type ?? 'image',
      title: text(banner?.title),
      subtitle: text(banner?.subtitle),
      image: toMedia(banner?.image),
      images: toMediaList(banner?.images),
      video: toBannerVideo(banner),
    },
    footerLinks: present(c.footerLinks)
      .filter((l) => l.isPublished !== false && l.label && l.url)
      .map((l) => ({ label: l.label, url: l.url, openInNewTab: Boolean(l.openInNewTab) })),
    footerColumns: present(c.footerColumns).map((column) => ({
      title: text(column.title),
      intro: text(column.intro),
      text: text(column.text),
      isPublic: Boolean(column.isPublic),
      images: toMediaList(column.images),
    })),
    copyright: text(c.copyright),
    agency: agency
      ? {
          name: agency.name,
          street: text(agency.street),
          houseNumber: text(agency.houseNumber),
          zip: text(agency.zip),
          city: text(agency.city),
          phone: text(agency.phone),
          email: text(agency.email),
          bivNumber: text(agency.bivNumber),
          vatNumber: text(agency.vatNumber),
          supervisor: text(agency.supervisor),
        }
      : null,
    notFoundTitle: text(c.notFoundTitle),
    notFoundText: text(c.notFoundText),
  };
}

/**
 * The site configuration in a language (header, footer, search block, legal data, 404 texts); null when
 * the CMS has none in that language (the screens then show no top bar and no footer).
 */
export const getSiteConfiguration = cache(async (locale: Locale, preview = false): Promise<SiteConfiguration | null> => {
  const config = await readSiteConfiguration(locale, preview);
  return config ? toSiteConfiguration(config) : null;
});

/** The agency's name for titles and the logo; the site's own when the configuration has none. */
export function agencyName(config: SiteConfiguration | null): string {
  return config?.agency?.name ?? 'Kustvastgoed';
}

/** The language settings do not vary by language; they are read from the default language's document. */
export const getLanguageConfiguration = cache(async (): Promise<LanguageConfiguration> => {
  const config = await readSiteConfiguration(DEFAULT_LOCALE, false);
  return {
    languages: present(config?.languages).map((l) => ({ code: l.code, use: Boolean(l.use) })),
    defaultLanguage: config?.defaultLanguage ?? DEFAULT_LOCALE,
  };
});

/** Every published page's paths, per language: the rows the routing table and the sitemap are built from. */
export const getPathRows = cache(async (): Promise<PathRow[]> => {
  const perLocale = await Promise.all(LOCALES.map(async (locale) => (await cmsRead(PathTableDocument, { locale }, { tags: [TAGS.menuPage] })).menuPages));
  return present(perLocale.flat()).flatMap((row) =>
    isLocale(row.locale)
      ? [
          {
            documentId: row.documentId,
            key: row.key,
            locale: row.locale,
            path: row.path,
            originalPath: row.originalPath,
            type: row.type ?? 'page',
            name: row.name,
            isHome: Boolean(row.isHome),
            updatedAt: row.updatedAt,
          },
        ]
      : [],
  );
});

/** Top-level published menu entries with their published children. */
export const getMenuEntries = cache(async (locale: Locale): Promise<MenuEntry[]> => {
  const data = await cmsRead(MenuEntriesDocument, { locale }, { tags: [TAGS.menuPage] });
  return present(data.menuPages).map((entry) => ({
    documentId: entry.documentId,
    key: entry.key,
    name: entry.name,
    path: entry.path,
    isHome: Boolean(entry.isHome),
    children: present(entry.children).map(({ documentId, key, name, path }) => ({ documentId, key, name, path })),
  }));
});

/** Types and towns with their counts, and the totals (search block texts and list filters). */
export const getSearchIndex = cache(async (locale: Locale): Promise<SearchIndex> => {
  const data = await cmsRead(SearchIndexDocument, { locale }, { tags: [TAGS.property, TAGS.propertyType, TAGS.city] });
  return {
    types: present(data.propertyTypes).map(({ webId, name, countSaleProperty, countRentProperty }) => ({ webId, name, countSaleProperty, countRentProperty })),
    cities: data.citiesWithListings.map(({ documentId, name, zip, propertyCount, saleCount, rentCount }) => ({
      documentId,
      name,
      zip,
      propertyCount,
      saleCount,
      rentCount,
    })),
    totals: { forSale: data.listingTotals.forSale, forRent: data.listingTotals.forRent, total: data.listingTotals.total },
  };
});
