import type { Schema, Struct } from '@strapi/strapi';

export interface ConsentCategory extends Struct.ComponentSchema {
  collectionName: 'components_consent_categories';
  info: {
    description: "One of the dialog's five categories: its name, what it covers and its cookies";
    displayName: 'Cookie category';
    icon: 'shield';
  };
  attributes: {
    category: Schema.Attribute.Enumeration<['necessary', 'analytical', 'marketing', 'social-media', 'unclassified']> & Schema.Attribute.Required;
    cookies: Schema.Attribute.Component<'consent.cookie', true>;
    description: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

export interface ConsentCookie extends Struct.ComponentSchema {
  collectionName: 'components_consent_cookies';
  info: {
    description: 'A cookie (or browser storage entry) the site or an embedded service sets';
    displayName: 'Cookie';
    icon: 'information';
  };
  attributes: {
    lifetime: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    party: Schema.Attribute.String;
    purpose: Schema.Attribute.Text;
  };
}

export interface ModulesArticle extends Struct.ComponentSchema {
  collectionName: 'components_modules_article';
  info: {
    description: 'Shows one article';
    displayName: 'Article module';
    icon: 'layout';
  };
  attributes: {
    article: Schema.Attribute.Relation<'oneToOne', 'api::article.article'>;
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
    view: Schema.Attribute.Enumeration<['full', 'summary', 'banner']> & Schema.Attribute.DefaultTo<'full'>;
  };
}

export interface ModulesCategory extends Struct.ComponentSchema {
  collectionName: 'components_modules_category';
  info: {
    description: 'Lists the items of a category';
    displayName: 'Category module';
    icon: 'layout';
  };
  attributes: {
    category: Schema.Attribute.Relation<'oneToOne', 'api::category.category'>;
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    hasSubcategories: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
    view: Schema.Attribute.Enumeration<['news', 'team', 'testimonials', 'list']> & Schema.Attribute.DefaultTo<'list'>;
  };
}

export interface ModulesContact extends Struct.ComponentSchema {
  collectionName: 'components_modules_contact';
  info: {
    description: 'A request form';
    displayName: 'Contact module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    form: Schema.Attribute.Enumeration<
      [
        'site-contact',
        'contact-demand',
        'demand-register',
        'owner-login',
        'contact-me',
        'contact-appointment',
        'contact-construction',
        'send-to-friend',
        'sign-newsletter',
        'testimonial',
        'purchase-offer',
        'rental-application',
      ]
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'site-contact'>;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
    view: Schema.Attribute.Enumeration<['form', 'compact']> & Schema.Attribute.DefaultTo<'form'>;
  };
}

export interface ModulesCookieList extends Struct.ComponentSchema {
  collectionName: 'components_modules_cookie_lists';
  info: {
    description: 'The cookies of each consent category (from Cookie consent) and a button to change the choice';
    displayName: 'Cookie list module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
  };
}

export interface ModulesFavourites extends Struct.ComponentSchema {
  collectionName: 'components_modules_favourites';
  info: {
    description: "The visitor's favourite listings (kept in their browser) and the side-by-side comparison";
    displayName: 'Favourites module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
  };
}

export interface ModulesProjectList extends Struct.ComponentSchema {
  collectionName: 'components_modules_project_lists';
  info: {
    description: 'The published new-build projects, with a filter by town; each links to its page below this one';
    displayName: 'Project list module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
  };
}

export interface ModulesPropertyList extends Struct.ComponentSchema {
  collectionName: 'components_modules_property_list';
  info: {
    description: 'Lists listings from the feed';
    displayName: 'Property list module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    goal: Schema.Attribute.Enumeration<['sale', 'rent', 'all']> & Schema.Attribute.DefaultTo<'all'>;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    paging: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    sortBy: Schema.Attribute.Enumeration<['newest', 'price_asc', 'price_desc']> & Schema.Attribute.DefaultTo<'newest'>;
    title: Schema.Attribute.String;
    view: Schema.Attribute.Enumeration<['grid', 'list', 'newest', 'map']> & Schema.Attribute.DefaultTo<'grid'>;
  };
}

export interface ModulesRenovationCalculator extends Struct.ComponentSchema {
  collectionName: 'components_modules_renovation_calculators';
  info: {
    description: 'The renovation cost calculator: cost range, EPC label after the works and the renovation obligation';
    displayName: 'Renovation calculator module';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    description2: Schema.Attribute.RichText;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    layout: Schema.Attribute.Component<'shared.module-layout', false>;
    showTitle: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
    works: Schema.Attribute.Component<'renovation.work-cost', true>;
  };
}

export interface RenovationWorkCost extends Struct.ComponentSchema {
  collectionName: 'components_renovation_work_costs';
  info: {
    description: 'One renovation work the calculator offers: its unit cost range and the energy it saves';
    displayName: 'Work cost';
    icon: 'information';
  };
  attributes: {
    costHigh: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    costLow: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    energyGain: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    work: Schema.Attribute.Enumeration<['roof', 'wall', 'floor', 'glazing', 'heat-pump', 'solar-panels', 'ventilation']> & Schema.Attribute.Required;
  };
}

export interface SharedAgency extends Struct.ComponentSchema {
  collectionName: 'components_shared_agency';
  info: {
    description: 'What a Flemish agency must show (BIV)';
    displayName: 'Agency legal data';
    icon: 'layout';
  };
  attributes: {
    bivNumber: Schema.Attribute.String;
    city: Schema.Attribute.String;
    email: Schema.Attribute.Email;
    houseNumber: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    phone: Schema.Attribute.String;
    street: Schema.Attribute.String;
    supervisor: Schema.Attribute.Text;
    vatNumber: Schema.Attribute.String;
    zip: Schema.Attribute.String;
  };
}

export interface SharedAnalytics extends Struct.ComponentSchema {
  collectionName: 'components_shared_analytics';
  info: {
    description: 'Tracking ids, used only after cookie consent';
    displayName: 'Analytics';
    icon: 'layout';
  };
  attributes: {
    facebookPixelId: Schema.Attribute.String;
    googleAdsId: Schema.Attribute.String;
    googleAnalyticsId: Schema.Attribute.String;
    googleTagManagerId: Schema.Attribute.String;
  };
}

export interface SharedDocument extends Struct.ComponentSchema {
  collectionName: 'components_shared_document';
  info: {
    description: 'A document of a listing a visitor may see (the public ones of feedDocuments, @coast/domain publicDocuments)';
    displayName: 'Document';
    icon: 'layout';
  };
  attributes: {
    name: Schema.Attribute.String & Schema.Attribute.Required;
    size: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SharedFooterColumn extends Struct.ComponentSchema {
  collectionName: 'components_shared_footer_column';
  info: {
    description: 'A footer column, shown only when public';
    displayName: 'Footer column';
    icon: 'layout';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true>;
    intro: Schema.Attribute.Text;
    isPublic: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    text: Schema.Attribute.RichText;
    title: Schema.Attribute.String;
  };
}

export interface SharedHomeBanner extends Struct.ComponentSchema {
  collectionName: 'components_shared_home_banner';
  info: {
    description: 'Image, gallery (a slider) or video (muted, looping, with the image as its poster) on the home page';
    displayName: 'Home banner';
    icon: 'layout';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    images: Schema.Attribute.Media<'images', true>;
    subtitle: Schema.Attribute.Text;
    title: Schema.Attribute.String;
    type: Schema.Attribute.Enumeration<['image', 'gallery', 'video', 'none']> & Schema.Attribute.DefaultTo<'image'>;
    video: Schema.Attribute.Media<'videos'>;
    videoUrl: Schema.Attribute.String;
  };
}

export interface SharedLanguageUse extends Struct.ComponentSchema {
  collectionName: 'components_shared_language_use';
  info: {
    description: 'A site language and whether it is enabled';
    displayName: 'Language use';
    icon: 'layout';
  };
  attributes: {
    code: Schema.Attribute.Enumeration<['nl', 'fr', 'en', 'de']> & Schema.Attribute.Required;
    use: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_link';
  info: {
    description: 'A top-bar link';
    displayName: 'Link';
    icon: 'layout';
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.CustomField<'plugin::color-picker.color'>;
    icon: Schema.Attribute.Enumeration<
      [
        'phone',
        'mail',
        'home',
        'user',
        'menu',
        'close',
        'bed',
        'area',
        'pin',
        'arrowUp',
        'chevronLeft',
        'chevronRight',
        'search',
        'globe',
        'pause',
        'play',
        'heart',
        'heartOutline',
        'star',
      ]
    >;
    isPublished: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    openInNewTab: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    url: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.CustomField<'global::page-link'>;
  };
}

export interface SharedListingText extends Struct.ComponentSchema {
  collectionName: 'components_shared_listing_texts';
  info: {
    description: "A listing's texts in another language, as the CRM gives them";
    displayName: 'Listing text';
    icon: 'feather';
  };
  attributes: {
    description: Schema.Attribute.Text;
    language: Schema.Attribute.Enumeration<['nl', 'fr', 'en', 'de']> & Schema.Attribute.Required;
    shortDescription: Schema.Attribute.Text;
    title: Schema.Attribute.Text;
  };
}

export interface SharedMapTiles extends Struct.ComponentSchema {
  collectionName: 'components_shared_map_tiles';
  info: {
    description: 'The background of the results map';
    displayName: 'Map tiles';
    icon: 'earth';
  };
  attributes: {
    attribution: Schema.Attribute.String;
    attributionUrl: Schema.Attribute.String;
    tileUrl: Schema.Attribute.String;
  };
}

export interface SharedModuleLayout extends Struct.ComponentSchema {
  collectionName: 'components_shared_module_layout';
  info: {
    description: 'Where and how a module sits on the page';
    displayName: 'Module layout';
    icon: 'layout';
  };
  attributes: {
    backgroundColor: Schema.Attribute.String & Schema.Attribute.CustomField<'plugin::color-picker.color'>;
    backgroundImage: Schema.Attribute.Media<'images'>;
    backgroundImages: Schema.Attribute.Media<'images', true>;
    backgroundType: Schema.Attribute.Enumeration<['none', 'image', 'color', 'gallery']> & Schema.Attribute.DefaultTo<'none'>;
    colLg: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<12>;
    colMd: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<12>;
    colSm: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<12>;
    cssClass: Schema.Attribute.String;
    itemsPerRow: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    maxItems: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    position: Schema.Attribute.Enumeration<['main', 'top', 'left', 'right', 'bottom', 'full']> & Schema.Attribute.DefaultTo<'main'>;
    span: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<12>;
    titleSize: Schema.Attribute.Enumeration<['h1', 'h2', 'h3', 'h4']> & Schema.Attribute.DefaultTo<'h2'>;
  };
}

export interface SharedProjectText extends Struct.ComponentSchema {
  collectionName: 'components_shared_project_texts';
  info: {
    description: "A project's description in another language, as the CRM gives it (or staff write it)";
    displayName: 'Project text';
    icon: 'feather';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    language: Schema.Attribute.Enumeration<['nl', 'fr', 'en', 'de']> & Schema.Attribute.Required;
  };
}

export interface SharedSearchOptions extends Struct.ComponentSchema {
  collectionName: 'components_shared_search_options';
  info: {
    description: 'Which parts of the home search block show';
    displayName: 'Search options';
    icon: 'layout';
  };
  attributes: {
    showCountProperty: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    showSearchButton: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    showSearchCount: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    showSearchInput: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seo';
  info: {
    description: 'Page metadata with Open Graph and Twitter fields';
    displayName: 'SEO';
    icon: 'layout';
  };
  attributes: {
    isActiveSEO: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    keywords: Schema.Attribute.String;
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    ogDescription: Schema.Attribute.Text;
    ogImage: Schema.Attribute.Media<'images'>;
    ogTitle: Schema.Attribute.String;
    pageTitle: Schema.Attribute.String;
    twitterCard: Schema.Attribute.Enumeration<['summary', 'summary_large_image']> & Schema.Attribute.DefaultTo<'summary_large_image'>;
    twitterDescription: Schema.Attribute.Text;
    twitterImage: Schema.Attribute.Media<'images'>;
    twitterTitle: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'consent.category': ConsentCategory;
      'consent.cookie': ConsentCookie;
      'modules.article': ModulesArticle;
      'modules.category': ModulesCategory;
      'modules.contact': ModulesContact;
      'modules.cookie-list': ModulesCookieList;
      'modules.favourites': ModulesFavourites;
      'modules.project-list': ModulesProjectList;
      'modules.property-list': ModulesPropertyList;
      'modules.renovation-calculator': ModulesRenovationCalculator;
      'renovation.work-cost': RenovationWorkCost;
      'shared.agency': SharedAgency;
      'shared.analytics': SharedAnalytics;
      'shared.document': SharedDocument;
      'shared.footer-column': SharedFooterColumn;
      'shared.home-banner': SharedHomeBanner;
      'shared.language-use': SharedLanguageUse;
      'shared.link': SharedLink;
      'shared.listing-text': SharedListingText;
      'shared.map-tiles': SharedMapTiles;
      'shared.module-layout': SharedModuleLayout;
      'shared.project-text': SharedProjectText;
      'shared.search-options': SharedSearchOptions;
      'shared.seo': SharedSeo;
    }
  }
}
