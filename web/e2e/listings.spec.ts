import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { clickWhenSettled } from './support/settled-click';
import { expectPictureWidths } from './support/picture-width';
import { cmsQuery, site } from './support/site';

const PAGE_SIZE = 12;
const NBSP = '\u00a0';

async function countFor(filters: string): Promise<number> {
  const data = await cmsQuery<{ properties_connection: { pageInfo: { total: number } } }>(
    `{ properties_connection(filters: { isInFeed: { eq: true }, goal: { eq: "sale" }, ${filters} }) { pageInfo { total } } }`,
  );
  return data.properties_connection.pageInfo.total;
}

const cards = (page: Page) => page.locator('.property-list [data-listing-id]');

test('the for-sale list shows the right count and pages', async ({ page }) => {
  const total = await countFor('');
  const pages = Math.ceil(total / PAGE_SIZE);
  await page.goto(site('/nl/te-koop/'));
  // As a visitor would: the question answered, on a page whose scripts run, before the next click.
  await declineCookies(page);
  await expect(page.locator('.paging-title')).toHaveText(`Pagina 1 van ${pages} (${total} panden)`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await clickWhenSettled(page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: `Pagina ${pages}` }));
  await expect(page).toHaveURL(site(`/nl/te-koop/?page=${pages}`));
  await expect(page.locator('.paging-title')).toHaveText(`Pagina ${pages} van ${pages} (${total} panden)`);
  await expect(cards(page)).toHaveCount(total - PAGE_SIZE * (pages - 1));

  // Other languages say 'page x of y' without the number of listings.
  await page.goto(site('/fr/a-vendre/'));
  await expect(page.locator('.paging-title')).toHaveText(`Page 1 sur ${pages}`);
});

test('a list page fetches its first photo first: preloaded with high priority, the others lazy', async ({ page }) => {
  const response = await page.goto(site('/nl/te-koop/?page=2'));
  const html = (await response?.text()) ?? '';
  const photos = cards(page).locator('img');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
  // The head preloads that photo, and only that one of the list.
  const file = /^\/img\/\d+\/(listing_[^/]+)$/.exec((await photos.first().getAttribute('src')) ?? '')?.[1];
  expect(file).toBeTruthy();
  const preloads = (html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? []).filter((link) => link.includes('listing_'));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain(file!);
});

test('the city and type filters narrow the list', async ({ page }) => {
  const all = await countFor('');
  const gistel = await countFor('cityName: { eq: "Gistel" }');
  const oostende = await countFor('zip: { eq: "8400" }');
  const flats = await countFor('webId: { eq: 2 }');
  const gistelHouses = await countFor('cityName: { eq: "Gistel" }, webId: { eq: 1 }');
  expect(gistel).toBeLessThan(all);
  expect(gistelHouses).toBeLessThan(gistel);

  await page.goto(site('/nl/te-koop/?city=Gistel'));
  await expect(page.locator('.paging-title')).toContainText(`(${gistel} panden)`);
  for (const town of await page.locator('.property-card__town').allTextContents()) expect(town).toContain('Gistel');

  await page.goto(site('/nl/te-koop/?city=8400'));
  await expect(page.locator('.paging-title')).toContainText(`(${oostende} panden)`);

  await page.goto(site('/nl/te-koop/?type=2'));
  await expect(page.locator('.paging-title')).toContainText(`(${flats} panden)`);

  // The filter form builds the same URL.
  await page.goto(site('/nl/te-koop/'));
  await declineCookies(page);
  await page
    .getByRole('group', { name: 'Gemeenten' })
    .getByRole('checkbox', { name: /^Gistel/ })
    .check();
  await page.locator('input[name="type"][value="1"]').check();
  await page.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(page).toHaveURL(/[?&]city=Gistel&type=1&/);
  await expect(page.locator('.paging-title')).toContainText(`(${gistelHouses} panden)`);

  await page.goto(site('/nl/te-koop/?city=Nergensdorp'));
  await expect(page.locator('.property-list .empty')).toHaveText('Er zijn geen panden die aan uw zoekopdracht voldoen.');
});

test("a known listing's detail shows its price, address and EPC label", async ({ page }) => {
  const response = await page.goto(site('/property/4512308/'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(site('/nl/te-koop/gistel/halfopen-woning/4512308/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halfopen woning');
  await expect(page.locator('.property-detail__price-box .detail-price')).toHaveText(`€${NBSP}329.000`);
  await expect(page.locator('.property-detail__address')).toContainText('Zevekotestraat 14, 8470 Gistel');
  await expect(page.locator('.energy-box [data-epc]')).toHaveAttribute('data-epc', 'C');
  await expect(page.locator('.energy-box')).toContainText('243 kWh/m²');
  await expect(page.locator('.gallery img').first()).toBeVisible();

  // The same listing in French: Belgian French price format, under the French for-sale path.
  await page.goto(site('/fr/a-vendre/gistel/maison-semi-mitoyenne/4512308/'));
  await expect(page.locator('.property-detail__price-box .detail-price')).toHaveText(`329\u202f000${NBSP}€`);
  // A wrong slug redirects to the one canonical URL of the language.
  await page.goto(site('/en/for-sale/somewhere/wrong-slug/4512308/'));
  await expect(page).toHaveURL(site('/en/for-sale/gistel/semi-detached-house/4512308/'));
});

test('a listing’s first photo is the width its phone needs: 828 at 412 px and 1.75x, 1360 at 3x and on a wide screen', async ({ browser }) => {
  await expectPictureWidths(browser, '/property/4512308/', '.gallery img', [
    [412, 1.75, '828'],
    [412, 2, '828'],
    [390, 3, '1360'],
    [1440, 1, '1360'],
  ]);
});

test('hidden prices, starting-from prices, hidden addresses, sold and unknown listings', async ({ page }) => {
  await page.goto(site('/property/4512171/'));
  await expect(page.locator('.property-detail__price-box .detail-price')).toHaveText('Prijs op aanvraag');

  await page.goto(site('/property/4512352/'));
  await expect(page.locator('.property-detail__price-box .detail-price')).toContainText('Vanaf');

  await page.goto(site('/property/4512121/'));
  await expect(page.locator('.property-detail__address')).toContainText('Adres op aanvraag');
  await expect(page.locator('.property-detail__street')).toHaveCount(0);

  await page.goto(site('/property/4512014/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand verkocht');

  await page.goto(site('/property/4512103/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand verhuurd');

  const missing = await page.goto(site('/nl/te-koop/gistel/woning/999999/'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand niet gevonden');
});
