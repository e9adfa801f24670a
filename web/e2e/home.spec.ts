import { expect, test } from '@playwright/test';
import { expectPictureWidths } from './support/picture-width';
import { cmsQuery, site } from './support/site';

test('the home page shows the 4 newest listings and the search block', async ({ page }) => {
  const { properties } = await cmsQuery<{ properties: { externalId: number }[] }>(
    `{ properties(filters: { isInFeed: { eq: true }, availability: { in: ["for_sale", "for_rent", "takeover"] } },
                  sort: ["feedCreatedAt:desc", "externalId:desc"], pagination: { limit: 4 }) { externalId } }`,
  );
  const response = await page.goto(site('/nl/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  const cards = page.locator('[data-module="property-list"] [data-listing-id]');
  await expect(cards).toHaveCount(4);
  const shown = await cards.evaluateAll((elements) => elements.map((e) => Number(e.getAttribute('data-listing-id'))));
  expect(shown).toEqual(properties.map((p) => p.externalId));

  await expect(page.getByRole('combobox', { name: 'Zoek een pand' })).toHaveAttribute('placeholder', /ID, type, gemeente/i);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site('/nl/'));
});

test('the original home path is the default language, with every alternate', async ({ page }) => {
  await page.goto(site('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  for (const [lang, path] of [
    ['nl', '/nl/'],
    ['fr', '/fr/'],
    ['en', '/en/'],
    ['de', '/de/'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', site(path));
  }
});

test('a card asks for the picture its screen needs: the 600 one on a phone, 400 on a desktop, 828 on a sharp desktop', async ({ browser }) => {
  await expectPictureWidths(browser, '/nl/', '[data-module="property-list"] .property-card img', [
    [412, 1.75, '600'],
    [412, 3, '600'],
    [1280, 1, '400'],
    [1440, 2, '828'],
  ]);
});
