import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
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

const switcher = (page: Page) => page.locator('.site-header__inner > .language-switcher');

test('a form page in another language keeps its listing and what was typed; a language-less listing address then opens in the chosen language', async ({
  page,
}) => {
  await page.goto(site('/nl/kandidaat-huurder/?property=4512105'));
  await declineCookies(page);
  // The listing is shown once the form's code runs (it learns the listing in the browser).
  await expect(page.locator('.form-listing')).toContainText('4512105');
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jonas');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jonas@example.be');

  await switcher(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(site('/en/apply-to-rent/?property=4512105'));
  await expect(page.locator('.form-listing')).toContainText('4512105');
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Jonas');

  await switcher(page).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(site('/fr/candidature-locataire/?property=4512105'));
  await expect(page.locator('.form-listing')).toContainText('4512105');
  await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Jonas');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('jonas@example.be');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coast.language'))).toBe('fr');

  // The short listing address (no language) opens in the remembered French, not in Dutch.
  await page.goto(site('/property/4512383/'));
  await expect(page).toHaveURL(site('/fr/a-vendre/gistel/villa/4512383/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a list keeps its filters and page, favourites their comparison, in the other language', async ({ page }) => {
  await page.goto(site('/nl/te-koop/?city=Gistel&page=2&utm_source=mail'));
  await declineCookies(page);
  await switcher(page).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(site('/de/zu-verkaufen/?city=gistel&page=2'));
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('.property-list [data-listing-id]').first()).toBeVisible();

  // The comparison is chosen on the page (the page writes ?compare= itself) and kept by the switch.
  await page.goto(site('/nl/favorieten/'));
  await page.evaluate(() => localStorage.setItem('coast.favourites', JSON.stringify([4512007, 4512010])));
  await page.reload();
  for (const id of [4512007, 4512010])
    await page
      .locator(`[data-listing-id="${id}"]`)
      .getByRole('checkbox', { name: /^Vergelijken/ })
      .check();
  await page.getByRole('button', { name: /^Vergelijk de gekozen panden/ }).click();
  await expect(page).toHaveURL(/\?compare=4512007,4512010$/);
  await switcher(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(site('/en/favourites/?compare=4512007,4512010'));
  await expect(page.locator('.comparison__table thead th[data-listing-id]')).toHaveCount(2);
});

test('a listing address names its type in the language of its path; another spelling redirects there', async ({ page }) => {
  await page.goto(site('/fr/a-louer/gistel/gelijkvloers/4512105/'));
  await expect(page).toHaveURL(site('/fr/a-louer/gistel/rez-de-chaussee/4512105/'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site('/fr/a-louer/gistel/rez-de-chaussee/4512105/'));
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', site('/de/zu-vermieten/gistel/erdgeschosswohnung/4512105/'));
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', site('/nl/te-huur/gistel/gelijkvloers/4512105/'));
  await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/for-rent/gistel/ground-floor-flat/4512105/');

  const response = await page.request.get(site('/de/zu-vermieten/gistel/rez-de-chaussee/4512105/'), { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  await page.goto(site('/de/zu-vermieten/gistel/rez-de-chaussee/4512105/'));
  await expect(page).toHaveURL(site('/de/zu-vermieten/gistel/erdgeschosswohnung/4512105/'));
});
