import { expect, test } from '@playwright/test';
import { site } from './support/site';

test('switching te-koop to French lands on the French path of the same page', async ({ page }) => {
  await page.goto(site('/nl/te-koop/?city=Gistel'));
  await page.locator('.site-header__inner > .language-switcher').getByRole('link', { name: 'Français' }).click();
  // The list query is kept in its canonical form (lowercased town): one cached variant per content.
  await expect(page).toHaveURL(site('/fr/a-vendre/?city=gistel'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site('/fr/a-vendre/'));

  // The choice is remembered: a path without a language now opens the French version.
  // (stored by a client island once the page is hydrated)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coast.language'))).toBe('fr');
  await page.goto(site('/for-sale/'));
  await expect(page).toHaveURL(site('/fr/a-vendre/'));
});

test('every language has its own interface texts', async ({ page }) => {
  const expected = { nl: 'Naar de inhoud', fr: 'Aller au contenu', en: 'Skip to content', de: 'Zum Inhalt springen' };
  for (const [lang, text] of Object.entries(expected)) {
    await page.goto(site(`/${lang}/`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('.skip-link')).toHaveText(text);
  }
});
