import type { Core, UID } from '@strapi/strapi';

/**
 * The public API's surface, decided here and nowhere else: per content type and component, the fields
 * an anonymous visitor (and the site's read token) may read, filter and sort on. Every other attribute,
 * including any field added to a schema later, is made private on start, so a new field stays private
 * until someone adds it here (test/suites/public-api.js compares what REST and GraphQL expose with this).
 *
 * Deliberately left out: the feed's real price, address and position (feed*: the public price, street,
 * number, box and position are derived from them, see access/listing-facts.ts); the owner; import
 * bookkeeping; reverse relations (a town's or project's listings, a category's articles),
 * which no page needs and which let one query loop listing -> town -> listings ...; project addresses
 * (no derived public version yet: projects have no page).
 */
const LOCALIZED = ['locale', 'localizations'] as const;
const MODULE_BASE = ['title', 'showTitle', 'description', 'description2', 'isPublished', 'layout', 'view'] as const;

export const PUBLIC_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::article.article': [...LOCALIZED, 'key', 'title', 'slug', 'summary', 'body', 'image', 'publishedDate', 'category'],
  'api::category.category': [...LOCALIZED, 'key', 'name', 'slug', 'description', 'sort', 'webId', 'parent', 'children'],
  'api::city.city': ['name', 'zip', 'countryId', 'countryName', 'region'],
  'api::menu-page.menu-page': [
    ...LOCALIZED, 'name', 'key', 'originalPath', 'path', 'parent', 'children', 'sort', 'showInMenu', 'isHome', 'type', 'title', 'description', 'seo', 'image',
    'redirect', 'redirectUrl', 'showBreadcrumb', 'showPageBanner', 'bannerTitle', 'bannerDescription', 'css', 'modules',
  ],
  'api::project.project': ['externalId', 'name', 'description', 'publicAddress', 'zip', 'city', 'countryId', 'countryName', 'externalPath', 'images'],
  'api::property-type.property-type': [...LOCALIZED, 'webId', 'name', 'showOrder', 'sale', 'rent'],
  'api::property.property': [
    'title', 'externalId', 'availability', 'goal', 'typeDescription', 'cityName', 'zip', 'price', 'webId', 'webIds', 'isInFeed', 'publishPrice', 'priceUnit',
    'priceUnitText', 'marquee', 'marqueeName', 'street', 'houseNumber', 'boxNr', 'countryId', 'countryName', 'publishAddress', 'latitude', 'longitude',
    'energyPerformance', 'epcLabel', 'epcUniqueCode', 'co2Emission', 'mainTypeName', 'description', 'shortDescription', 'recordFile', 'language',
    'bedrooms', 'bathrooms', 'showers', 'toilets', 'garages', 'parkings', 'floors', 'facades',
    'surfaceTotal', 'surfaceLiving', 'surfaceGround', 'surfaceTerrace', 'surfaceGarden', 'surfaceBuilt', 'surfaceOffice', 'surfaceStore', 'plotWidth', 'frontWidth',
    'constructionYear', 'renovationYear', 'heating', 'glazing', 'windowFrame', 'kitchen', 'floorCovering', 'roof', 'orientation',
    'floodPScore', 'floodGScore', 'floodSensitive', 'asbestosCertificate', 'permitBuilding', 'planningDestination', 'summons', 'preemptionRight', 'subdivisionPermit',
    'charges', 'notaryFees', 'registrationRights', 'vat', 'totalCosts', 'deposit', 'agencyCost', 'inventoryCost',
    'viagerAge1', 'viagerAge2', 'viagerType', 'viagerMonthlyAnnuity', 'documents', 'videoUrl', 'virtualTourUrl', 'thumbnail', 'photos', 'feedCreatedAt', 'city', 'project',
  ],
  'api::site-configuration.site-configuration': [
    ...LOCALIZED, 'languages', 'defaultLanguage', 'showHomeInMenu', 'analytics', 'searchOptions', 'searchTitle', 'searchDescription', 'searchDescription2',
    'searchPlaceholder', 'topBarLeft', 'topBarRight', 'logo', 'homeBanner', 'footerColumns', 'copyright', 'agency', 'notFoundTitle', 'notFoundText',
  ],
  'api::team-member.team-member': [...LOCALIZED, 'key', 'name', 'role', 'bio', 'email', 'phone', 'photo', 'sort'],
  'api::testimonial.testimonial': [...LOCALIZED, 'key', 'author', 'city', 'rating', 'text', 'date'],
  'modules.article': [...MODULE_BASE, 'article'],
  'modules.category': [...MODULE_BASE, 'hasSubcategories', 'category'],
  'modules.contact': [...MODULE_BASE, 'form'],
  'modules.property-list': [...MODULE_BASE, 'goal', 'paging', 'sortBy'],
  'shared.agency': ['name', 'street', 'houseNumber', 'zip', 'city', 'phone', 'email', 'bivNumber', 'vatNumber', 'supervisor'],
  'shared.analytics': ['googleAnalyticsId', 'googleAdsId', 'googleTagManagerId', 'facebookPixelId'],
  'shared.document': ['name', 'url'],
  'shared.footer-column': ['title', 'intro', 'text', 'images', 'isPublic'],
  'shared.home-banner': ['type', 'image', 'images', 'videoUrl', 'title', 'subtitle'],
  'shared.language-use': ['code', 'use'],
  'shared.link': ['label', 'url', 'icon', 'color', 'isPublished', 'openInNewTab'],
  'shared.module-layout': [
    'titleSize', 'position', 'span', 'colSm', 'colMd', 'colLg', 'sort', 'cssClass', 'backgroundType', 'backgroundImage', 'backgroundImages', 'backgroundColor', 'itemsPerRow', 'maxItems',
  ],
  'shared.search-options': ['showSearchInput', 'showSearchButton', 'showSearchCount', 'showCountProperty'],
  'shared.seo': ['isActiveSEO', 'pageTitle', 'metaTitle', 'metaDescription', 'keywords', 'ogTitle', 'ogDescription', 'ogImage', 'twitterCard', 'twitterTitle', 'twitterDescription', 'twitterImage'],
  // Media as the site shows it: no provider internals, folders or the entries a file is used in.
  'plugin::upload.file': ['name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'hash', 'ext', 'mime', 'size', 'url', 'previewUrl', 'provider'],
};

/** Ids, timestamps and publication state every document shows (not attributes of the schema files). */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;

type Attributes = Record<string, { private?: boolean }>;

/** Marks every attribute outside PUBLIC_FIELDS private, for the types and components listed there. */
export function restrictToPublicFields(strapi: Core.Strapi) {
  for (const [uid, allowed] of Object.entries(PUBLIC_FIELDS)) {
    const model = (uid.includes('::') ? strapi.contentType(uid as UID.ContentType) : strapi.components[uid as UID.Component]) as { attributes: Attributes } | undefined;
    if (!model) throw new Error(`access/public-fields.ts names ${uid}, which does not exist`);
    const open = new Set<string>([...allowed, ...SYSTEM_FIELDS]);
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!open.has(name)) attribute.private = true;
    }
  }
}
