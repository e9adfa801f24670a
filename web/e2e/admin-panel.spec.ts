import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-panel';
import { site } from './support/site';

test('staff open the admin panel in Dutch and find the menu pages', async ({ page }) => {
  await openAdmin(page, '/admin/content-manager', { language: 'nl' });
  await expect(page.getByText(/Collectie types/i)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Menu page', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

const SITE_CONFIGURATION = '/admin/content-manager/single-types/api::site-configuration.site-configuration?plugins[i18n][locale]=en';

/** The top bar's "Free valuation" button on the English home page: its icon's class and its colour. */
async function valuationButton(): Promise<{ icon: string; style: string }> {
  const html = await (await fetch(site('/en/'))).text();
  const link =
    /<a[^>]*class="top-bar__button"[^>]*style="([^"]*)"[^>]*>(?:(?!<\/a>).)*?<span class="icon icon--([a-z-]+)[^"]*"(?:(?!<\/a>).)*?Free valuation/s.exec(html);
  return { icon: link?.[2] ?? '', style: link?.[1] ?? '' };
}

test("staff pick a top-bar button's icon and colour in the admin; the site shows them once published", async ({ page }) => {
  expect(await valuationButton()).toEqual({ icon: 'home', style: expect.stringContaining('background-color:#d9822b') });

  const choose = async (icon: string, colour: string) => {
    await page.getByRole('button', { name: 'Free valuation', exact: true }).click();
    // The site's icons by name in words ('Star'), stored as the site's names ('star').
    await page.getByRole('combobox', { name: 'Icon', exact: true }).selectOption({ label: icon[0]!.toUpperCase() + icon.slice(1) });
    await page.getByRole('button', { name: 'Color picker toggle' }).click();
    await page.getByRole('textbox', { name: 'Color picker input' }).fill(colour);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published document').first()).toBeVisible();
  };

  await openAdmin(page, SITE_CONFIGURATION);
  await expect(page.getByRole('button', { name: 'Free valuation', exact: true })).toBeVisible({ timeout: 60_000 });
  await choose('star', '#1f6f8b');
  await expect.poll(valuationButton).toEqual({ icon: 'star', style: expect.stringContaining('background-color:#1f6f8b') });

  // Back as it was.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Free valuation', exact: true })).toBeVisible({ timeout: 60_000 });
  await choose('home', '#d9822b');
  await expect.poll(valuationButton).toEqual({ icon: 'home', style: expect.stringContaining('background-color:#d9822b') });
});

/** Where the top bar's link with this text points on a page of the site. */
async function topBarHref(path: string, text: string): Promise<string> {
  const html = await (await fetch(site(path))).text();
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<a[^>]*href="([^"]*)"[^>]*>(?:(?!</a>).)*?${escaped}`, 's').exec(html)?.[1] ?? '';
}

test("staff point a top-bar link at a page by the page's name; every language links to that page's own address", async ({ page }) => {
  const ownerLogin = 'Espace propriétaires';
  expect(await topBarHref('/fr/', ownerLogin)).toBe('/fr/connexion/');
  const pointAt = async (address: string) => {
    await page.getByRole('button', { name: ownerLogin, exact: true }).click();
    const picker = page.getByRole('combobox', { name: /^Link/ });
    // The pages are offered by name, with their address in this language.
    const option = picker.locator('option', { hasText: `(${address})` });
    await picker.selectOption({ label: (await option.textContent()) ?? '' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published document').first()).toBeVisible();
  };

  // Staff switch the edit view to French with the admin's language picker.
  await openAdmin(page, SITE_CONFIGURATION);
  await page.getByRole('combobox').filter({ hasText: 'English (en)' }).click({ timeout: 60_000 });
  await page.getByRole('option', { name: /^Français \(fr\)/ }).click();
  await expect(page.getByRole('button', { name: ownerLogin, exact: true })).toBeVisible({ timeout: 60_000 });
  await pointAt('/fr/contact/');
  await expect.poll(() => topBarHref('/fr/', ownerLogin)).toBe('/fr/contact/');

  // Back as it was.
  await page.reload();
  await expect(page.getByRole('button', { name: ownerLogin, exact: true })).toBeVisible({ timeout: 60_000 });
  await pointAt('/fr/connexion/');
  await expect.poll(() => topBarHref('/fr/', ownerLogin)).toBe('/fr/connexion/');
});
