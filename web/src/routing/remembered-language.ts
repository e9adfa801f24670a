import { isLocale } from '@coast/domain/i18n';

export { LANGUAGE_MEMORY_NAME } from './language-cookie';

/**
 * The visitor's chosen language is kept twice under one name: in local storage (read by the client
 * island that moves a language-less page to its alternate) and in a cookie, which only src/proxy.ts
 * reads, before the page cache: a language-less listing address (`/property/{id}/`) is answered by a
 * cached redirect to the Dutch listing, so no script on a page could ever act on it.
 */
/** The language-less short address of a listing (shared links, the office's own mailings). */
const SHORT_LISTING_PATH = /^\/property\/(\d{1,12})\/?$/i;

/**
 * Where a language-less listing address goes for a visitor who chose a language: '/property/4512383/'
 * with 'fr' remembered → '/fr/property/4512383/' (which redirects to the French canonical URL). Null
 * for every other path or without a valid remembered language.
 */
export function rememberedLanguagePath(pathname: string, remembered: string | undefined): string | null {
  const id = SHORT_LISTING_PATH.exec(pathname)?.[1];
  if (!id || !remembered || !isLocale(remembered)) return null;
  return `/${remembered}/property/${id}/`;
}
