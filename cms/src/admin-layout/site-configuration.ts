import { contentType, group } from './types';

const ALL_LANGUAGES = 'The same for every language.';

export default contentType({
  uid: 'api::site-configuration.site-configuration',
  fields: {
    languages: {
      label: 'Site languages',
      description: `Which of nl, fr, en and de the site is offered in (language switcher, sitemap). ${ALL_LANGUAGES}`,
    },
    defaultLanguage: {
      label: 'Default language',
      description: `The language of addresses without a language code (e.g. the old /for-sale/) and of the site root; always enabled. nl, fr, en or de. ${ALL_LANGUAGES}`,
    },
    showHomeInMenu: { label: 'Home in the menu', description: `On: the home page is the first menu item. Off: the logo leads home. ${ALL_LANGUAGES}` },
    logo: {
      label: 'Logo',
      description: `The agency logo in the header, also in search engines' business data. SVG or PNG with a transparent background. ${ALL_LANGUAGES}`,
    },
    mapTiles: {
      label: 'Map',
      description: `The background of the list pages' map view: a tile address and the credit the provider requires. Empty: OpenStreetMap. ${ALL_LANGUAGES}`,
    },
    analytics: { label: 'Analytics', description: `Tracking IDs, used only after the visitor accepts cookies. ${ALL_LANGUAGES}` },
    topBarLeft: {
      label: 'Top bar, left',
      description: 'The small links above the header on the left, in this language, e.g. phone and email of the office.',
    },
    topBarRight: {
      label: 'Top bar, right',
      description: 'The links above the header on the right, in this language, e.g. "Gratis waardebepaling" as a coloured button and "Eigenaars login".',
    },
    homeBanner: { label: 'Home banner', description: 'The picture, gallery or video and the titles at the top of the home page, in this language.' },
    searchOptions: { label: 'Search block parts', description: `Which parts of the home page search block show. ${ALL_LANGUAGES}` },
    searchTitle: {
      label: 'Search block title',
      description: 'Heading of the search block on the home page (not shown when it equals the banner title). Example: "Vind uw woning aan de kust".',
    },
    searchDescription: {
      label: 'Search block text',
      description:
        'Text above the search field. {totalForSale} and {totalForRent} are replaced by the current numbers of listings. Example: "{totalForSale} woningen te koop en {totalForRent} te huur".',
    },
    searchDescription2: {
      label: 'Search block text below',
      description: 'Smaller text under the buttons; {totalForSale} and {totalForRent} work here too.',
    },
    searchPlaceholder: {
      label: 'Search field hint',
      description: 'The grey hint inside the search field on the home and not-found pages. Example: "Gemeente, postcode of type".',
      placeholder: 'Gemeente, postcode of type',
    },
    footerColumns: { label: 'Footer columns', description: 'The columns of the footer, in this language, left to right.' },
    footerLinks: {
      label: 'Footer links',
      description:
        'The links in the footer, in this language: privacy, cookie policy, disclaimer and other pages. A page path (e.g. /nl/privacy/) or a full address.',
    },
    agency: {
      label: 'Agency legal data',
      description: `Name, address, contact and the legal data a Belgian agent must show (BIV number, VAT, supervisor). ${ALL_LANGUAGES}`,
    },
    copyright: { label: 'Copyright line', description: 'The last line of the footer, in this language. Example: "© 2026 Kustvastgoed".' },
    notFoundTitle: { label: '"Page not found" title', description: 'Heading when an address does not exist. Empty: a standard text ("Pagina niet gevonden").' },
    notFoundText: { label: '"Page not found" text', description: 'Text under that heading. Empty: a standard text.' },
  },
  edit: [
    group(
      'Languages and menu',
      [
        ['defaultLanguage', 6],
        ['showHomeInMenu', 4],
      ],
      [['languages']],
    ),
    group('Header', [['logo', 6]], [['topBarLeft']], [['topBarRight']]),
    group(
      'Home page',
      [['homeBanner']],
      [
        ['searchTitle', 6],
        ['searchPlaceholder', 6],
      ],
      [
        ['searchDescription', 6],
        ['searchDescription2', 6],
      ],
      [['searchOptions']],
    ),
    group('Footer', [['footerColumns']], [['copyright', 12]], [['agency']]),
    group('Page not found', [
      ['notFoundTitle', 6],
      ['notFoundText', 6],
    ]),
    group('Map', [['mapTiles']]),
    group('Tracking', [['analytics']]),
  ],
});
