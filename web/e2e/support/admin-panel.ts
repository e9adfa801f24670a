import type { Page } from '@playwright/test';
import { adminToken } from './site';

/**
 * Opens the CMS's admin panel in the browser as the seeded staff member, already logged in (the token of
 * `adminToken()`, so the specs do not spend the admin's login budget), in the given interface language.
 */
export async function openAdmin(page: Page, pathname = '/admin', options: { language?: 'nl' | 'fr' | 'de' | 'en'; host?: string } = {}) {
  const token = await adminToken();
  const cms = new URL(process.env.E2E_CMS_URL ?? '');
  if (options.host) cms.hostname = options.host;
  const language = options.language ?? 'en';
  await page.addInitScript(
    ([jwt, locale]) => {
      window.localStorage.setItem('jwtToken', JSON.stringify(jwt));
      window.localStorage.setItem('strapi-admin-language', locale);
    },
    [token, language] as const,
  );
  await page.goto(new URL(pathname, cms).toString());
}
