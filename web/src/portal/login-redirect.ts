import type { Locale } from '@coast/domain';
import { LOGIN_PATHS } from './login-paths';

/**
 * Where a portal page sends a visitor without a valid session: the login page, which brings them back to
 * that page once logged in and, when they had a session (expired or no longer valid), says why.
 */
export function loginRedirect(locale: Locale, portalPath: string, hadSession: boolean): string {
  const query = new URLSearchParams({ next: portalPath });
  if (hadSession) query.set('expired', '1');
  return `${LOGIN_PATHS[locale]}?${query.toString()}`;
}
