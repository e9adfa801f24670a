import { contentType, group } from './types';

export default contentType({
  uid: 'api::menu-page.menu-page',
  settings: { mainField: 'name', defaultSortBy: 'path', defaultSortOrder: 'ASC', pageSize: 50 },
  list: ['name', 'path', 'type', 'showInMenu', 'sort', 'updatedAt'],
  fields: {
    name: {
      label: 'Menu name',
      description: 'The page\'s short name in the menu, the breadcrumb and the language switcher, in this language. Example: "Te koop".',
      placeholder: 'Te koop',
    },
    title: {
      label: 'Page title',
      description:
        'The large heading at the top of the page (h1), and the title in search results unless the SEO block sets one. Example: "Woningen te koop aan de kust".',
    },
    path: {
      label: 'Web address (this language)',
      description:
        "The page's address in this language: /{language code}/ then lowercase words separated by hyphens, each part ending with /. Example: /nl/te-koop/ or /fr/a-vendre/. No other page may use it, in any language. Changing it moves the page: links to the old address stop working.",
      placeholder: '/nl/te-koop/',
      listLabel: 'Web address',
    },
    originalPath: {
      label: 'Original path (all languages)',
      description:
        "The page's address on the old site, the same for every language. Old links keep working through it (they open the page in the default language), and texts and the links picked in the top bar, the footer and redirects point at this page through it, in the reader's language: changing it breaks those links. Starts and ends with /. Example: /for-sale/.",
      placeholder: '/for-sale/',
    },
    key: {
      label: 'Key (for the site)',
      description:
        'A fixed technical name, the same in every language: lowercase letters, digits and hyphens. The site finds special pages by it (for-sale and for-rent hold the listings, contact is linked from every listing). Never change it on an existing page. Example: for-sale.',
      placeholder: 'for-sale',
    },
    type: {
      label: 'Page type',
      description:
        'page: a normal page. thank-you: shown after a form is sent. not-found: the "page not found" page (with a search field). login: the owners\' log-in page. property-detail: reserved for the listing page. Thank-you, not-found and login pages stay out of the sitemap.',
    },
    isHome: {
      label: 'Home page',
      description:
        'On for exactly one page: the start page of the site (/nl/, /fr/, …). It shows the home banner and search block from the site configuration instead of a page title.',
    },
    parent: {
      label: 'Parent page',
      description:
        'The page this one sits under in the menu and the breadcrumb (Home › parent › page). Empty for a main menu item. Example: "Onze diensten" for "U verkoopt".',
      mainField: 'name',
    },
    children: {
      label: 'Sub-pages',
      description: 'The pages that have this page as their parent; those with "Show in the menu" on form its submenu.',
      mainField: 'name',
    },
    showInMenu: {
      label: 'Show in the menu',
      description: "On: the page is a menu item (a main item when it has no parent, else in its parent's submenu). Off: reachable only through links.",
      listLabel: 'In menu',
    },
    sort: {
      label: 'Menu order',
      description: 'Position in the menu and submenu: low numbers first. Example: 1 for the first item, 2 for the next.',
    },
    image: {
      label: 'Page image',
      description:
        'Picture behind the page title when "Page banner" is on, and the picture when the page is shared on social media (unless the SEO block sets one). At least 1600 px wide.',
    },
    showPageBanner: {
      label: 'Page banner',
      description: 'On: the page opens with a wide band showing the page image behind the banner title and text. Off: a plain title.',
    },
    bannerTitle: {
      label: 'Banner title',
      description: 'With "Page banner" on: replaces the page title in the banner. Empty: the page title.',
    },
    bannerDescription: {
      label: 'Banner text',
      description: 'With "Page banner" on: a short line under the banner title.',
    },
    showBreadcrumb: {
      label: 'Breadcrumb',
      description: 'On: a trail "Home › parent › page" is shown under the title (never on the home page).',
    },
    description: {
      label: 'Introduction',
      description:
        'Text under the title, before the modules; its start is the description in search results unless the SEO block sets one. A link to a page may use its original path, e.g. /contact/.',
    },
    modules: {
      label: 'Modules',
      description: "The blocks of the page (article, listings, category, form); place them under each one's Layout.",
    },
    seo: {
      label: 'SEO and sharing',
      description: 'Optional texts for search results and social media. Empty fields fall back to the page title, introduction and image.',
    },
    redirect: {
      label: 'Redirect',
      description: 'On (with a redirect address): visitors of this page are sent on to that address instead of seeing it. Example: an old page that moved.',
    },
    redirectUrl: {
      label: 'Redirect to',
      description: 'Where "Redirect" sends visitors: choose one of the site’s pages by its name, or "Another address" for a full address (https://…).',
    },
    css: {
      label: 'Page CSS',
      description:
        'For web developers: extra CSS for this page only, e.g. .highlight { background: #f4efe6; } for modules with the CSS class "highlight". Leave empty normally.',
    },
  },
  edit: [
    group(
      'Page',
      [
        ['name', 6],
        ['title', 6],
      ],
      [
        ['path', 6],
        ['originalPath', 6],
      ],
      [
        ['key', 4],
        ['type', 4],
        ['isHome', 4],
      ],
    ),
    group(
      'Menu',
      [
        ['parent', 6],
        ['showInMenu', 3],
        ['sort', 3],
      ],
      [['children', 6]],
    ),
    group(
      'Header',
      [
        ['showPageBanner', 3],
        ['showBreadcrumb', 3],
        ['image', 6],
      ],
      [
        ['bannerTitle', 6],
        ['bannerDescription', 6],
      ],
      [['description']],
    ),
    group('Content', [['modules']]),
    group('SEO', [['seo']]),
    group('Redirect', [
      ['redirect', 4],
      ['redirectUrl', 8],
    ]),
    group('Advanced', [['css', 12]]),
  ],
});
