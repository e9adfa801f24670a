import { PAGE_KEYS, type Locale } from '@coast/domain';
import { getRoutingContext } from '@/routing/context';
import { pageByKey } from '@/routing/path-table';

/** The seed's login pages: only used when the CMS has no published login page in that language. */
const FALLBACK_LOGIN_PATHS: Readonly<Record<Locale, string>> = { nl: '/nl/login/', fr: '/fr/connexion/', en: '/en/login/', de: '/de/anmelden/' };

/**
 * The owner login page in a language: the published page with the login key, as staff named it (the
 * owner mails link the same page), so a renamed page keeps working.
 */
export async function loginPath(locale: Locale): Promise<string> {
  const { table } = await getRoutingContext();
  return pageByKey(table, PAGE_KEYS.ownerLogin)?.paths[locale] ?? FALLBACK_LOGIN_PATHS[locale];
}
