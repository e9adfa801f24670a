import { LOCALES, type Locale } from '@coast/domain';

/** A portal page: the overview or one listing's page, in one of the site's languages. Nothing else. */
const PORTAL_PAGE = new RegExp(`^/portal/(?:${LOCALES.join('|')})/(?:\\d{1,12}/)?$`);

/** What the login page opens after a login: the portal page that sent the visitor there, else the overview. */
export function afterLoginPath(search: string, locale: Locale): string {
  const next = new URLSearchParams(search).get('next');
  return next && PORTAL_PAGE.test(next) ? next : `/portal/${locale}/`;
}

/** Whether the login page was reached from a session that ended. */
export const sessionEnded = (search: string): boolean => new URLSearchParams(search).get('expired') === '1';
