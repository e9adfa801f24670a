/**
 * The content types whose structure repeats per language, by the name of their admin route: a page's
 * modules, the site configuration's top bar, home banner and footer, the cookie dialog's categories.
 */
export const LAYOUT_TYPES = {
  'menu-page': 'api::menu-page.menu-page',
  'site-configuration': 'api::site-configuration.site-configuration',
  'cookie-consent': 'api::cookie-consent.cookie-consent',
} as const;

export type LayoutTypeName = keyof typeof LAYOUT_TYPES;
export type LayoutType = (typeof LAYOUT_TYPES)[LayoutTypeName];
