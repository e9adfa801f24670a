import { expect, test, type Page } from '@playwright/test';
import { site } from './support/site';

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
async function jsonLd(page: Page): Promise<Array<Record<string, any>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, any>);
}
const ofType = (blocks: Array<Record<string, any>>, type: string) => blocks.find((b) => b['@type'] === type);

test('sitemap.xml lists pages and listings in every language with hreflang alternates, x-default and lastmod', async ({ request }) => {
  const response = await request.get(site('/sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!);
  const entry = (path: string) => urls.find((u) => u.includes(`<loc>${site(path)}</loc>`));

  for (const path of ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/', '/de/zu-verkaufen/']) {
    const url = entry(path);
    expect(url, path).toBeTruthy();
    expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    for (const [lang, alt] of [['nl', '/nl/te-koop/'], ['fr', '/fr/a-vendre/'], ['en', '/en/for-sale/'], ['de', '/de/zu-verkaufen/'], ['x-default', '/nl/te-koop/']]) {
      expect(url).toContain(`hreflang="${lang}" href="${site(alt)}"`);
    }
  }
  const listing = entry('/nl/te-koop/gistel/halfopen-woning/4512308/');
  expect(listing).toBeTruthy();
  expect(listing).toContain(`hreflang="fr" href="${site('/fr/a-vendre/gistel/halfopen-woning/4512308/')}"`);
  // Thank-you and 404 pages are not destinations; listings that left the feed are not listed.
  expect(xml).not.toContain('/nl/bedankt/');
  expect(urls.length).toBeGreaterThan(4 * 150);
});

test('robots.txt names the sitemap and keeps crawlers out of previews and the API', async ({ request }) => {
  const text = await (await request.get(site('/robots.txt'))).text();
  expect(text).toContain('Disallow: /preview/');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('a listing carries RealEstateListing structured data with its offer, place and photos', async ({ page }) => {
  await page.goto(site('/nl/te-koop/gistel/halfopen-woning/4512308/'));
  const listing = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(listing.url).toBe(page.url());
  expect(listing.offers).toMatchObject({ '@type': 'Offer', price: 329000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
  expect(listing.about['@type']).toBe('House');
  expect(listing.about.address).toMatchObject({ '@type': 'PostalAddress', postalCode: '8470', addressLocality: 'Gistel' });
  expect(listing.about.address.streetAddress).toBeTruthy();
  expect(listing.about.floorSize.unitCode).toBe('MTK');
  expect(listing.image.length).toBeGreaterThan(0);
  for (const image of listing.image) expect(image).toMatch(/^https?:\/\//);
  // The breadcrumb trail too.
  const crumbs = ofType(await jsonLd(page), 'BreadcrumbList')!;
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Te koop', 'Halfopen woning']);
  // Open Graph: the listing's first photo.
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/uploads\/|_next\/image/);
});

test('hidden prices and addresses stay out of the structured data; rent is per month', async ({ page }) => {
  await page.goto(site('/property/4512171/'));
  const hiddenPrice = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(hiddenPrice.offers.price).toBeUndefined();
  expect(hiddenPrice.offers.priceSpecification).toBeUndefined();

  await page.goto(site('/property/4512121/'));
  const hiddenAddress = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(hiddenAddress.about.address.streetAddress).toBeUndefined();
  expect(hiddenAddress.about.geo).toBeUndefined();
  expect(hiddenAddress.about.address.addressLocality).toBeTruthy();

  await page.goto(site('/property/4512105/'));
  const rent = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(rent.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', priceCurrency: 'EUR', unitCode: 'MON' });
});

test('the home page describes the agency with its address, phone and BIV number; every page has a title', async ({ page }) => {
  await page.goto(site('/nl/'));
  const agent = ofType(await jsonLd(page), 'RealEstateAgent')!;
  expect(agent.telephone).toBeTruthy();
  expect(agent.address.addressLocality).toBeTruthy();
  expect(agent.identifier.find((i: { propertyID: string }) => i.propertyID === 'BIV').value).toBeTruthy();

  for (const path of ['/nl/', '/nl/te-koop/', '/nl/bestaat-niet/', '/nl/te-koop/gistel/woning/999999/', '/fr/introuvable/']) {
    await page.goto(site(path));
    expect((await page.title()).trim(), path).not.toBe('');
  }
});
