import type { Page } from '@playwright/test';
import { adminToken } from './site';

/** Pages whose guided tour is already skipped when it opens. */
const touring = new WeakSet<Page>();

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
  // Strapi's guided tour of the content manager opens over some edit views and takes the clicks: skipped.
  if (!touring.has(page)) {
    touring.add(page);
    await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: 'Skip', exact: true }), (skip) => skip.click());
  }
  await page.goto(new URL(pathname, cms).toString());
}
