/**
 * The CMS's data as the site's components receive it. web/src/cms reads the generated GraphQL operations
 * and reshapes their answers into these types (a module's fragment is reshaped beside it, in its folder's
 * shape.ts, with cms/module-fields.ts), so nothing else touches the generated types: lists hold
 * no nulls, flags are booleans, texts are '' when the CMS has none, enumerations are the @coast/domain
 * vocabulary, and `| null` is left only where absence means something (no picture, no article, the feed
 * gives no number).
 */
import type { Availability, ConsentCategory, Goal, IconName, Locale, ModuleKind } from '@coast/domain';
import type { PropertyDetailQuery } from '@coast/graphql';
import type { SHAPES } from '@/modules/generated/shapes';

/** A picture of the CMS media library. */
export interface Media {
  readonly documentId: string;
  /** '/uploads/...' (see media.ts) or an absolute URL. */
  readonly url: string;
  /** Pixel size, when the library knows it. */
  readonly width: number | null;
  readonly height: number | null;
  /** '' when the picture has no description. */
  readonly alternativeText: string;
  readonly mime: string;
}

/** A page's path in each language it exists in. */
export type LocalizedPaths = Partial<Record<Locale, string>>;

/* ------------------------------------------------------------------------------------------------
 * Pages and their modules
 * ---------------------------------------------------------------------------------------------- */

/** The menu page's type: 'page', or one of the special pages the site treats apart. */
export type PageType = 'page' | 'not_found' | 'thank_you' | 'login' | 'property_detail';

/** One row of the path table: a published page in one language. */
export interface PathRow {
  readonly documentId: string;
  readonly key: string;
  readonly locale: Locale;
  readonly path: string;
  readonly originalPath: string;
  readonly type: PageType;
  readonly name: string;
  readonly isHome: boolean;
  readonly updatedAt: string | null;
}

/** The SEO fields of a page; all empty when the page has none or switched them off. */
export interface PageSeo {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly keywords: string;
  readonly ogTitle: string;
  readonly ogDescription: string;
  readonly ogImage: Media | null;
  readonly twitterCard: 'summary' | 'summary_large_image';
  readonly twitterTitle: string;
  readonly twitterDescription: string;
  readonly twitterImage: Media | null;
}

/** A CMS page with its modules. */
export interface Page {
  readonly documentId: string;
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly type: PageType;
  readonly title: string;
  readonly description: string;
  readonly isHome: boolean;
  /** Where the page sends its visitors instead of showing itself (its redirect is on and has a URL). */
  readonly redirectTo: string | null;
  readonly showBreadcrumb: boolean;
  readonly showPageBanner: boolean;
  readonly bannerTitle: string;
  readonly bannerDescription: string;
  /** The page's own CSS. */
  readonly css: string;
  readonly image: Media | null;
  readonly seo: PageSeo;
  /** The pages above it, the farthest first (at most two: grandparent, parent). */
  readonly ancestors: readonly { readonly name: string; readonly path: string }[];
  /** This page's path in every language it exists in (its own included). */
  readonly paths: LocalizedPaths;
  /** Its modules of the kinds the site knows, in the CMS's order. */
  readonly modules: readonly PageModule[];
}

export type ModulePosition = 'top' | 'full' | 'main' | 'left' | 'right' | 'bottom';
type TitleSize = 'h1' | 'h2' | 'h3' | 'h4';

/** Where and how a module shows (the CMS's defaults where it says nothing). */
export interface ModuleLayout {
  readonly titleSize: TitleSize;
  readonly position: ModulePosition;
  /** Width in the 12-column grid and per screen (12: the whole width, or no override). */
  readonly span: number;
  readonly colSm: number;
  readonly colMd: number;
  readonly colLg: number;
  readonly cssClass: string;
  readonly backgroundType: 'none' | 'color' | 'image' | 'gallery';
  readonly backgroundColor: string;
  readonly backgroundImage: Media | null;
  readonly backgroundImages: readonly Media[];
  /** Null: the module's own default. */
  readonly itemsPerRow: number | null;
  readonly maxItems: number | null;
}

/** What every module has, whatever its kind. */
export interface ModuleCommon<K extends ModuleKind> {
  readonly kind: K;
  /** The component's id, unique within its page. */
  readonly id: string;
  readonly title: string;
  /** Whether the title shows: it is not switched off and there is one. */
  readonly showTitle: boolean;
  readonly description: string;
  readonly description2: string;
  readonly isPublished: boolean;
  readonly layout: ModuleLayout;
}

/** An article as lists show it. */
export interface ArticleSummary {
  readonly documentId: string;
  readonly key: string | null;
  readonly title: string;
  /** Null: the article has no page of its own. */
  readonly slug: string | null;
  readonly summary: string;
  readonly publishedDate: string | null;
  readonly image: Media | null;
}

/** An article with its text. */
export interface ArticleContent extends ArticleSummary {
  readonly body: string;
}

/** An article at its own path, below the page that lists it. */
export interface Article extends ArticleContent {
  /** Its category's key: the pages showing that category show the article. */
  readonly categoryKey: string | null;
  /** Its slug in the other languages it exists in. */
  readonly slugs: Partial<Record<Locale, string>>;
}

export interface CategoryLink {
  readonly documentId: string;
  readonly key: string | null;
  readonly name: string;
  readonly slug: string | null;
}

/** A category at its own path, below the page that shows it. */
export interface Category extends CategoryLink {
  readonly description: string;
  /** Its slug in the other languages it exists in. */
  readonly slugs: Partial<Record<Locale, string>>;
}

/** A module of one kind, as its folder's shape.ts makes it from its fragment (web/src/modules/{kind}/). */
export type ModuleOfKind<K extends ModuleKind> = ReturnType<(typeof SHAPES)[K]>;
/** A module of a page: one type per kind of @coast/domain's MODULE_KINDS. */
export type PageModule = { [K in ModuleKind]: ModuleOfKind<K> }[ModuleKind];

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;
/** A module kind's GraphQL type name, as @coast/domain's `moduleTypename` spells it ('property-list' → 'ComponentModulesPropertyList'). */
export type ModuleTypename<K extends ModuleKind = ModuleKind> = `ComponentModules${Pascal<K>}`;

export interface TeamMember {
  readonly documentId: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly email: string;
  readonly phone: string;
  readonly photo: Media | null;
}

export interface Testimonial {
  readonly documentId: string;
  readonly author: string;
  readonly city: string;
  /** Stars out of 5; 0 when not rated. */
  readonly rating: number;
  readonly text: string;
  readonly date: string | null;
}

/* ------------------------------------------------------------------------------------------------
 * Site configuration and menu
 * ---------------------------------------------------------------------------------------------- */

export interface TopBarLink {
  readonly label: string;
  readonly url: string;
  /** null: none. */
  readonly icon: IconName | null;
  readonly color: string;
  readonly isPublished: boolean;
  readonly openInNewTab: boolean;
}

/** A published footer link (legal and content pages), in the page's language. */
export interface FooterLink {
  readonly label: string;
  readonly url: string;
  readonly openInNewTab: boolean;
}

/** A video the home banner can play itself (a file, not a platform's page), with its type for `<source>`. */
export interface BannerVideo {
  readonly url: string;
  readonly mime: string;
}

interface FooterColumn {
  readonly title: string;
  readonly intro: string;
  readonly text: string;
  readonly isPublic: boolean;
  readonly images: readonly Media[];
}

/** The agency's legal data; texts are '' where the CMS has none. */
interface Agency {
  readonly name: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zip: string;
  readonly city: string;
  readonly phone: string;
  readonly email: string;
  readonly bivNumber: string;
  readonly vatNumber: string;
  readonly supervisor: string;
}

/** A raster tile source: URL template with {z}, {x}, {y} and the credit the provider requires. */
export interface MapTiles {
  readonly url: string;
  readonly attribution: string;
  readonly attributionUrl: string;
}

/** The tracking ids of the site configuration: '' when not set (the tag is then never loaded). */
export interface AnalyticsIds {
  readonly googleAnalyticsId: string;
  readonly googleAdsId: string;
  readonly googleTagManagerId: string;
  readonly facebookPixelId: string;
}

/** The site configuration in one language. */
export interface SiteConfiguration {
  readonly showHomeInMenu: boolean;
  readonly analytics: AnalyticsIds;
  /** Each part of the search block shows unless switched off. */
  readonly searchOptions: {
    readonly showSearchInput: boolean;
    readonly showSearchButton: boolean;
    readonly showSearchCount: boolean;
    readonly showCountProperty: boolean;
  };
  readonly searchTitle: string;
  readonly searchDescription: string;
  readonly searchDescription2: string;
  readonly searchPlaceholder: string;
  /** The results map's background (OpenStreetMap when staff set none). */
  readonly mapTiles: MapTiles;
  readonly topBarLeft: readonly TopBarLink[];
  readonly topBarRight: readonly TopBarLink[];
  readonly logo: Media | null;
  readonly homeBanner: {
    readonly type: 'none' | 'image' | 'gallery' | 'video';
    readonly title: string;
    readonly subtitle: string;
    /** The picture of an "image" banner, and the poster of a "video" one. */
    readonly image: Media | null;
    readonly images: readonly Media[];
    /** Null when the banner has no playable video file (a YouTube page, say, cannot be a muted loop). */
    readonly video: BannerVideo | null;
  };
  readonly footerColumns: readonly FooterColumn[];
  readonly footerLinks: readonly FooterLink[];
  readonly copyright: string;
  /** Null: the configuration holds no agency data. */
  readonly agency: Agency | null;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
}

/* ------------------------------------------------------------------------------------------------
 * Cookie consent
 * ---------------------------------------------------------------------------------------------- */

export interface ConsentCookie {
  readonly name: string;
  readonly purpose: string;
  readonly lifetime: string;
  readonly party: string;
}

/** One of the dialog's categories as the CMS describes it; texts '' where the CMS has none. */
export interface ConsentCategoryTexts {
  readonly category: ConsentCategory;
  readonly title: string;
  readonly description: string;
  readonly cookies: readonly ConsentCookie[];
}

/** The cookie dialog's texts in one language ('' where the CMS has none) and the CMS's consent revision. */
export interface CookieConsentTexts {
  /** The staff's revision (1 when the CMS has none); @coast/domain's consentRevision adds the categories' version. */
  readonly revision: number;
  readonly title: string;
  readonly description: string;
  readonly acceptAllLabel: string;
  readonly declineLabel: string;
  readonly settingsLabel: string;
  readonly preferencesTitle: string;
  readonly preferencesDescription: string;
  readonly saveLabel: string;
  /** One entry per category the CMS describes, in @coast/domain's order (a category listed twice: its first entry). */
  readonly categories: readonly ConsentCategoryTexts[];
}

/** The languages the site shows and the one a path without a language code gets. */
export interface LanguageConfiguration {
  readonly languages: readonly { readonly code: Locale; readonly use: boolean }[];
  readonly defaultLanguage: Locale;
}

/** A top-level menu entry with its children. */
export interface MenuEntry {
  readonly documentId: string;
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly isHome: boolean;
  readonly children: readonly { readonly documentId: string; readonly key: string; readonly name: string; readonly path: string }[];
}

/* ------------------------------------------------------------------------------------------------
 * Listings: the CMS's `property` type (docs/architecture/glossary.md)
 * ---------------------------------------------------------------------------------------------- */

/** What a listing's URL is built from. */
export interface ListingRoute {
  readonly documentId: string;
  /** The listing's id: the feed's reference, shown as its reference. */
  readonly externalId: number;
  readonly goal: Goal;
  readonly availability: Availability;
  readonly isInFeed: boolean;
  readonly cityName: string | null;
  readonly zip: string | null;
  readonly typeDescription: string | null;
  readonly mainTypeName: string | null;
}

export interface SitemapListing extends ListingRoute {
  readonly updatedAt: string | null;
}

/** A listing on the results map: its card and its public position. */
export interface MapListing extends ListingCard {
  readonly latitude: number;
  readonly longitude: number;
}

/** The map view of a list: the listings with a position, how many match in all, and how many have none. */
export interface MapListings {
  readonly listings: readonly MapListing[];
  readonly total: number;
  readonly withoutPosition: number;
  /** More listings match than the map shows (MAX_MAP_LISTINGS). */
  readonly capped: boolean;
}

/** A listing in a list (card or row). The feed's facts are null where the feed gives none. */
export interface ListingCard {
  readonly documentId: string;
  readonly externalId: number;
  /** Its property type's id (the feed's WebID), not the listing's. */
  readonly webId: number;
  readonly goal: Goal;
  readonly availability: Availability;
  readonly price: number | null;
  /** Off (PublishPrice 0): the price is on request. */
  readonly publishPrice: boolean;
  readonly priceUnit: number | null;
  readonly priceUnitText: string | null;
  readonly marqueeName: string | null;
  readonly street: string | null;
  readonly houseNumber: string | null;
  readonly boxNr: string | null;
  readonly zip: string | null;
  readonly cityName: string | null;
  readonly countryId: number | null;
  /** Off (PublishAddress 0): only the town shows. */
  readonly publishAddress: boolean;
  readonly typeDescription: string | null;
  readonly mainTypeName: string | null;
  readonly title: string | null;
  readonly bedrooms: number | null;
  readonly surfaceLiving: number | null;
  readonly surfaceGround: number | null;
  readonly energyPerformance: number | null;
  readonly epcLabel: string | null;
  readonly feedCreatedAt: string | null;
  readonly thumbnail: Media | null;
}

type DetailRow = NonNullable<PropertyDetailQuery['properties'][number]>;
/** The rest of the feed's facts a listing's page shows (numbers and texts, null where the feed has none). */
type ListingFacts = Omit<DetailRow, '__typename' | keyof ListingCard | 'shortDescription' | 'isInFeed' | 'photos' | 'documents' | 'city' | 'project' | 'texts'>;

/** A listing's title and description in one language, as the CRM gives them ('' when missing). */
export interface ListingText {
  readonly title: string;
  readonly description: string;
}

/** A listing with everything its page shows. */
export interface ListingDetail extends ListingCard, ListingFacts {
  /** The texts in other site languages (the CRM sync's); the Dutch ones are `title` and `description`. */
  readonly texts: Partial<Record<Locale, ListingText>>;
  /** The published new-build project it is a unit of (its name and path segment), or null. */
  readonly project: { readonly name: string; readonly slug: string } | null;
  readonly photos: readonly Media[];
  /** The documents a visitor may see (@coast/domain publicDocuments), in the feed's order. */
  readonly documents: readonly ListingDocument[];
}

/** A public document of a listing: its feed name, address and size in bytes (null: unknown). */
export interface ListingDocument {
  readonly name: string;
  readonly url: string;
  readonly size: number | null;
}

/** A page of a list of listings. */
export interface ListingPage {
  readonly listings: readonly ListingCard[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** A town with listings, and how many of each goal. */
export interface CityCount {
  readonly documentId: string;
  readonly name: string;
  readonly zip: string;
  readonly propertyCount: number;
  readonly saleCount: number;
  readonly rentCount: number;
}

/** A property type (WebID) with its listings of each goal. */
interface PropertyTypeCount {
  readonly webId: number;
  readonly name: string;
  readonly countSaleProperty: number;
  readonly countRentProperty: number;
}

/** What the search block and the list filters count. */
export interface SearchIndex {
  readonly types: readonly PropertyTypeCount[];
  readonly cities: readonly CityCount[];
  readonly totals: { readonly forSale: number; readonly forRent: number; readonly total: number };
}

/* ------------------------------------------------------------------------------------------------
 * The home search panel's index (cms/search-source.ts)
 * ---------------------------------------------------------------------------------------------- */

/** A listing in the feed as the search index holds it: public fields only, nulls resolved. */
export interface SearchSourceListing {
  readonly externalId: number;
  readonly webId: number | null;
  readonly goal: Goal;
  readonly availability: Availability;
  /** '' when the feed gives none. */
  readonly cityName: string;
  readonly zip: string;
  readonly typeDescription: string;
  readonly mainTypeName: string;
  /** The thumbnail's media-library address ('/uploads/...', see media.ts); null: none (or an SVG). */
  readonly thumbnailUrl: string | null;
}

/** A property type's name in one language, and whether it is offered for sale and for rent. */
export interface SearchTypeName {
  readonly webId: number;
  readonly name: string;
  readonly sale: boolean;
  readonly rent: boolean;
}

/** Everything the search index is built from. */
export interface SearchSource {
  readonly listings: readonly SearchSourceListing[];
  readonly types: Readonly<Record<Locale, readonly SearchTypeName[]>>;
}

/** The team member in charge of a listing (work details only); null fields are ''. */
export interface ListingManager {
  readonly documentId: string;
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly photo: Media | null;
}

/** A new-build project on the projects list. */
export interface ProjectCard {
  readonly documentId: string;
  readonly name: string;
  /** Its path segment below the projects page. */
  readonly slug: string;
  readonly zip: string;
  readonly city: string;
  readonly countryName: string;
  readonly updatedAt: string | null;
  readonly image: Media | null;
}

/** A project's unit: its card and what the project's facts are read from (public values only). */
export interface ProjectUnit extends ListingCard {
  /** The VAT amount; public only with the price. */
  readonly vat: number | null;
  readonly availableFrom: string | null;
  /** 'YYYY-MM-DD', with availableFrom 'atDate': the planned delivery. */
  readonly availableDate: string | null;
  /** Its public documents (the floor plan among them). */
  readonly documents: readonly ListingDocument[];
}

/** A project's page: the address only as its public-address flag allows (street '' when hidden). */
export interface ProjectDetail extends ProjectCard {
  /** The Dutch description (Markdown); '' when there is none. */
  readonly description: string;
  /** The description in the other languages that have one (projects/project-description.ts picks). */
  readonly texts: Readonly<Partial<Record<Locale, string>>>;
  readonly publicAddress: boolean;
  readonly street: string;
  readonly houseNumber: string;
  readonly boxNr: string;
  readonly countryId: number | null;
  /** The project's own website (an absolute http(s) address), or null. */
  readonly externalUrl: string | null;
  readonly photos: readonly Media[];
}
