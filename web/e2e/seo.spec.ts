import { expect, test, type Page } from '@playwright/test';
import { cmsQuery, site } from './support/site';

// Parsed JSON-LD is read freely by the assertions below (a missing field fails them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>;

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}
const ofType = (blocks: JsonLd[], type: string) => blocks.find((b) => b['@type'] === type);

test('sitemap.xml lists pages and listings in every language with hreflang alternates, x-default and lastmod', async ({ request, page }) => {
  const response = await request.get(site('/sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  // Well-formed XML (the browser's parser), with one <url> per <loc>.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      urls: doc.getElementsByTagName('url').length,
      locs: doc.getElementsByTagName('loc').length,
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('urlset');
  expect(parsed.locs).toBe(parsed.urls);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!);
  expect(urls.length).toBe(parsed.urls);
  const entry = (path: string) => urls.find((u) => u.includes(`<loc>${site(path)}</loc>`));

  for (const path of ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/', '/de/zu-verkaufen/']) {
    const url = entry(path);
    expect(url, path).toBeTruthy();
    expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    for (const [lang, alt] of [
      ['nl', '/nl/te-koop/'],
      ['fr', '/fr/a-vendre/'],
      ['en', '/en/for-sale/'],
      ['de', '/de/zu-verkaufen/'],
      ['x-default', '/nl/te-koop/'],
    ]) {
      expect(url).toContain(`hreflang="${lang}" href="${site(alt)}"`);
    }
  }
  const listing = entry('/nl/te-koop/gistel/halfopen-woning/4512308/');
  expect(listing).toBeTruthy();
  expect(listing).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  expect(listing).toContain(`hreflang="fr" href="${site('/fr/a-vendre/gistel/maison-semi-mitoyenne/4512308/')}"`);
  expect(listing).toContain(`hreflang="x-default" href="${site('/nl/te-koop/gistel/halfopen-woning/4512308/')}"`);
  for (const path of [
    '/fr/a-vendre/gistel/maison-semi-mitoyenne/4512308/',
    '/en/for-sale/gistel/semi-detached-house/4512308/',
    '/de/zu-verkaufen/gistel/doppelhaushalfte/4512308/',
  ]) {
    expect(entry(path), path).toBeTruthy();
  }
  // Rent listings under the for-rent page.
  expect(urls.some((u) => u.includes(`<loc>${site('/nl/te-huur/')}`) && u.includes('/4512105/</loc>'))).toBe(true);
  // News articles below the page that shows their category, and the page answers.
  const { articles } = await cmsQuery<{ articles: Array<{ slug: string }> }>(
    `{ articles(locale: "nl", filters: { category: { key: { eq: "news" } } }, pagination: { limit: 1 }) { slug } }`,
  );
  const article = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!).find((loc) => loc.endsWith(`/${articles[0]!.slug}/`));
  expect(article, articles[0]!.slug).toBeTruthy();
  expect((await request.get(article!)).status()).toBe(200);
  // Every URL absolute; x-default wherever the default language (nl) has a version (another test
  // may have unpublished one language of a page).
  for (const url of urls) {
    expect(url).toMatch(/^<loc>https?:\/\//);
    if (url.includes('hreflang="nl"')) expect(url).toContain('hreflang="x-default"');
  }
  // Thank-you and 404 pages are not destinations; listings that left the feed are not listed.
  expect(xml).not.toContain('/nl/bedankt/');
  expect(urls.length).toBeGreaterThan(4 * 150);
});

test('robots.txt names the sitemap and keeps crawlers out of previews and the API', async ({ request }) => {
  const text = await (await request.get(site('/robots.txt'))).text();
  expect(text).toContain('Disallow: /preview/');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(text).not.toContain('Disallow: /_next/');
  // While every URL fits in sitemap.xml there are no parts; the route answers (not the CMS's 404 screen).
  const part = await request.get(site('/sitemap/1.xml'));
  expect(part.status()).toBe(404);
  expect(await part.text()).toBe('Not found');
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
  // Open Graph and Twitter: the listing's first photo, as an absolute URL the public can fetch (through the site).
  const firstPhoto = listing.image[0] as string;
  expect(firstPhoto).toMatch(new RegExp(`^${site('/img/1360/')}listing_4512308_[^/]+\\.jpg$`));
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', firstPhoto);
  await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute('content', firstPhoto);
  // Fetched as a crawler does: at once, no redirect.
  expect((await page.request.get(firstPhoto, { maxRedirects: 0 })).status()).toBe(200);
});

test('hidden prices and addresses stay out of the structured data; rent is per month', async ({ page }) => {
  await page.goto(site('/property/4512171/'));
  const hiddenPrice = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(hiddenPrice.offers.price).toBeUndefined();
  expect(hiddenPrice.offers.priceSpecification).toBeUndefined();

  for (const [id, street] of [
    ['4512121', 'Zeedijk'],
    ['4512125', 'Moerdijkvaart'],
  ] as const) {
    await page.goto(site(`/property/${id}/`));
    const hiddenAddress = ofType(await jsonLd(page), 'RealEstateListing')!;
    expect(hiddenAddress.about.address.streetAddress, id).toBeUndefined();
    expect(hiddenAddress.about.geo, id).toBeUndefined();
    expect(hiddenAddress.about.address.addressLocality, id).toBeTruthy();
    expect(hiddenAddress.offers.price, id).toBeGreaterThan(0);
    // Nowhere in the structured data: not the street, not the coordinates.
    const text = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(text, id).not.toContain(street);
    expect(text, id).not.toMatch(/"latitude"|"longitude"/);
  }

  await page.goto(site('/property/4512105/'));
  const rent = ofType(await jsonLd(page), 'RealEstateListing')!;
  expect(rent.offers).toMatchObject({ price: 875, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
  expect(rent.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', price: 875, priceCurrency: 'EUR', unitCode: 'MON' });
  expect(rent.about['@type']).toBe('Apartment');

  // Sold and rented listings: still described, sold out, without a price (their screens show none).
  for (const id of ['4512014', '4512103']) {
    await page.goto(site(`/property/${id}/`));
    const gone = ofType(await jsonLd(page), 'RealEstateListing')!;
    expect(gone.offers.availability, id).toBe('https://schema.org/SoldOut');
    expect(gone.offers.price, id).toBeUndefined();
  }
});

test('the home page describes the agency with its address, phone and BIV number; every page has a title', async ({ page }) => {
  await page.goto(site('/nl/'));
  const agent = ofType(await jsonLd(page), 'RealEstateAgent')!;
  expect(agent.telephone).toBeTruthy();
  expect(agent.address.addressLocality).toBeTruthy();
  expect(agent.identifier.find((i: { propertyID: string }) => i.propertyID === 'BIV').value).toBeTruthy();

  expect(agent.url).toBe(site('/nl/'));
  expect(agent.logo).toMatch(/^https?:\/\//);
  // The logo (an SVG, which the image optimiser refuses) is given where it can be fetched.
  const logo = await page.request.get(agent.logo, { maxRedirects: 0 });
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/^image\//);

  // Social cards from the page's SEO fields (the seeded home page has a meta title and description).
  await expect(page).toHaveTitle('Vastgoed in Gistel en Oostende | Kustvastgoed');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Vastgoed in Gistel en Oostende | Kustvastgoed');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Gistel/);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', 'Vastgoed in Gistel en Oostende | Kustvastgoed');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', site('/nl/'));

  const titles: Record<string, string> = {};
  // (/fr/ last: it makes French the remembered language, which a path without one would then open in.)
  for (const path of ['/nl/', '/nl/te-koop/', '/nl/bestaat-niet/', '/nl/te-koop/gistel/woning/999999/', '/property/999999/', '/fr/introuvable/']) {
    await page.goto(site(path));
    titles[path] = (await page.title()).trim();
    expect(titles[path], path).not.toBe('');
    expect(await page.locator('title').count(), path).toBe(1);
  }
  // The 404 screens name themselves and the agency; a missing listing is not a missing page.
  expect(titles['/nl/bestaat-niet/']).toMatch(/Kustvastgoed/);
  expect(titles['/fr/introuvable/']).toMatch(/Kustvastgoed/);
  expect(titles['/nl/te-koop/gistel/woning/999999/']).not.toBe(titles['/nl/bestaat-niet/']);
});
