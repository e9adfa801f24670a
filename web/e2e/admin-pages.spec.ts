import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from './support/admin-panel';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * What staff do to pages in the admin panel, in the real admin: preview a draft (whichever name the
 * admin is opened by), get a clear refusal for an address another page holds, and move a module up,
 * which the site then shows in that order.
 */

const PAGES = '/admin/content-manager/collection-types/api::menu-page.menu-page';

async function pageAt(locale: string, path: string): Promise<{ documentId: string; title: string }> {
  const { menuPages } = await cmsQuery<{ menuPages: { documentId: string; title: string }[] }>(
    `query ($locale: I18NLocaleCode, $path: String) { menuPages(locale: $locale, filters: { path: { eq: $path } }) { documentId title } }`,
    { locale, path },
  );
  if (!menuPages[0]) throw new Error(`no page at ${path}`);
  return menuPages[0];
}

const editView = (documentId: string, locale: string) => `${PAGES}/${documentId}?plugins[i18n][locale]=${locale}`;

test('the preview of a draft change shows the draft, with the admin opened at localhost and at 127.0.0.1', async ({ page }) => {
  const contact = await pageAt('en', '/en/contact/');
  const admin = await adminApi();
  const draft = `Draft contact ${Date.now()}`;
  await admin.updatePageDraft(contact.documentId, 'en', { title: draft });
  try {
    for (const host of ['localhost', '127.0.0.1']) {
      await openAdmin(page, editView(contact.documentId, 'en'), { host });
      await page.getByRole('link', { name: 'Open preview' }).click();
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1, name: draft }), host).toBeVisible({ timeout: 30_000 });
    }
    // The public still sees the published page.
    expect(await (await fetch(site('/en/contact/'))).text()).not.toContain(draft);
  } finally {
    await admin.updatePageDraft(contact.documentId, 'en', { title: contact.title });
  }
});

async function saveAddress(page: Page, address: string) {
  const field = page.getByLabel('Web address (this language)');
  await field.fill(address);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('an address another page holds, or one of another language, is refused on save with a message naming the page', async ({ page }) => {
  const tips = await pageAt('de', '/de/tipps/');
  await openAdmin(page, editView(tips.documentId, 'de'));
  await expect(page.getByLabel('Web address (this language)')).toHaveValue('/de/tipps/', { timeout: 60_000 });
  await saveAddress(page, '/de/kontakt/');
  await expect(page.getByText('The address /de/kontakt/ is already used by the page "Kontakt" (de)').first()).toBeVisible();
  await saveAddress(page, '/nl/tips/');
  await expect(page.getByText(/\/nl\/tips\/ is an address in another language/).first()).toBeVisible();
  // Nothing was saved: the menu item still opens the contact page.
  expect((await pageAt('de', '/de/tipps/')).documentId).toBe(tips.documentId);
});

/** The module titles of a page on the site, in the order it shows them. */
async function shownTitles(path: string): Promise<string[]> {
  const html = await (await fetch(site(path))).text();
  return [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!.trim());
}

test('a module moved up in the admin and published shows in that order on the site', async ({ page }) => {
  const services = await pageAt('en', '/en/services/');
  const before = await shownTitles('/en/services/');
  expect(before.indexOf('Our newsletter')).toBeLessThan(before.indexOf('Our team'));

  // Strapi's own keyboard drag: the module's drag handle, space to grab, an arrow, space to drop.
  const move = async (module: string, key: 'ArrowUp' | 'ArrowDown') => {
    const handle = page
      .getByRole('heading', { level: 3 })
      .filter({ has: page.getByRole('button', { name: module, exact: true }) })
      .getByRole('button', { name: 'Drag' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(key);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published document').first()).toBeVisible();
  };

  await openAdmin(page, editView(services.documentId, 'en'));
  // The modules: intro, News, Our newsletter, Our team, What our clients say: Our team goes above Our newsletter.
  await expect(page.getByRole('button', { name: 'Category module - Our team', exact: true })).toBeVisible({ timeout: 60_000 });
  await move('Category module - Our team', 'ArrowUp');
  await expect
    .poll(async () => {
      const titles = await shownTitles('/en/services/');
      return titles.indexOf('Our team') < titles.indexOf('Our newsletter');
    })
    .toBe(true);

  // Back as it was.
  await move('Category module - Our team', 'ArrowDown');
  await expect.poll(() => shownTitles('/en/services/')).toEqual(before);
});
