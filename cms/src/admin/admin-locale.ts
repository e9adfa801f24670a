import type { Locale } from '@coast/domain';

/** The language the editor chose for the admin (Strapi keeps it in local storage), as one of the site's languages. */
export function adminLocale(): Locale {
  const chosen = window.localStorage.getItem('strapi-admin-language') ?? 'en';
  return chosen === 'nl' || chosen === 'fr' || chosen === 'de' ? chosen : 'en';
}
