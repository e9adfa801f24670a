import fs from 'node:fs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { PRICE_ON_REQUEST } from '@coast/domain';
import { brochureTexts } from '../src/brochure/texts';
import { t } from '../src/i18n';
import { listingTexts } from '../src/listings/texts';
import { adminToken, cmsQuery, site } from './support/site';

/**
 * The listing page printed by Chromium, and the PDF brochure (src/brochure/). The
 * snapshot's 4512352 is a sale with EPC A, costs and planning items; 4512121 hides its address
 * (Zeedijk 9), 4512171 its price; 4512014 is sold, 4512103 rented; 4512001 is made to leave the feed.
 */
const LISTING = { nl: '/nl/te-koop/oostende/appartement/4512352/', fr: '/fr/a-vendre/oostende/appartement/4512352/' } as const;

/** A PDF's text on one line, every kind of space one space. */
async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}
const oneLine = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function declineCookies(page: Page, name: RegExp = /^(Weigeren|Refuser|Decline|Ablehnen)$/) {
  const decline = page.getByRole('button', { name });
  await decline.waitFor({ timeout: 10_000 }).then(
    () => decline.click(),
    () => undefined,
  );
}

const brochure = (id: number, lang: string) => site(`/api/brochure/${id}/${lang}/`);

async function expectNotFound(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(404);
  expect(response.headers()['content-type'], what).not.toContain('application/pdf');
}

test('a listing printed by Chromium: heading, price, reference, facts and the agency, no menu, footer or cookie dialog', async ({ page }) => {
  await page.goto(site(LISTING.nl));
  // The cookie dialog is open (first visit): printing must leave it out too.
  await expect(page.getByRole('button', { name: 'Weigeren' })).toBeVisible();
  const heading = oneLine(await page.getByRole('heading', { level: 1 }).innerText());
  const price = oneLine(await page.locator('.property-detail__price-box .detail-price').innerText());
  const printOnly = oneLine((await page.locator('.print-agency').textContent()) ?? '');
  const agencyEmail = /[^\s:]+@\S+/.exec(printOnly)?.[0];
  expect(agencyEmail, 'the print-only agency block has the e-mail of the site configuration').toBeTruthy();
  await expect(page.locator('.print-agency')).toBeHidden();

  // What the chrome says (menu, top bar, footer, cookie dialog) and the listing itself does not.
  const article = oneLine(await page.locator('.property-detail').innerText());
  const chrome = (await page.locator('.site-header nav a, .top-bar a, .site-footer a, .site-footer button, .site-footer h2, #cc-main button').allInnerTexts())
    .map(oneLine)
    .filter((text) => text.length > 2 && !article.includes(text) && !printOnly.includes(text));
  expect(chrome.length, 'menu and footer texts to look for').toBeGreaterThan(4);

  await page.emulateMedia({ media: 'print' });
  const printed = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  expect(printed).toContain(heading);
  expect(printed).toContain(price);
  expect(printed).toContain(`${t('nl', 'reference')} 4512352`);
  // Fact groups, energy, the five planning items, costs, and the agency's contact from the configuration.
  for (const text of [
    listingTexts('nl', 'general'),
    t('nl', 'energy'),
    listingTexts('nl', 'legal'),
    listingTexts('nl', 'notStated'),
    listingTexts('nl', 'notaryFees'),
  ])
    expect(printed).toContain(text);
  expect(printed).toContain(brochureTexts('nl', 'contact'));
  expect(printed).toContain(agencyEmail!);
  for (const text of chrome) expect(printed, `"${text}" is not printed`).not.toContain(text);
  // No buttons or links meant for the screen.
  for (const text of [brochureTexts('nl', 'download'), t('nl', 'askInformation'), t('nl', 'backToList'), 'Weigeren'])
    expect(printed, `"${text}" is not printed`).not.toContain(text);
});

test('the brochure of a French page: downloaded through its link, in French, with title, price, EPC, planning items and costs; then from the cache', async ({
  page,
  request,
}) => {
  // Another brochure first, one without the apostrophe: a brochure drawn after others keeps its characters.
  expect((await request.get(brochure(4512048, 'nl'))).status()).toBe(200);
  await page.goto(site(LISTING.fr));
  await declineCookies(page);
  const heading = oneLine(await page.getByRole('heading', { level: 1 }).innerText());
  const price = oneLine(await page.locator('.property-detail__price-box .detail-price').innerText());
  const link = page.getByRole('link', { name: brochureTexts('fr', 'download') });
  await expect(link).toHaveAttribute('href', '/api/brochure/4512352/fr/');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('brochure-4512352-fr.pdf');
  const downloaded = fs.readFileSync((await download.path())!);
  expect(downloaded.subarray(0, 5).toString()).toBe('%PDF-');

  const text = await pdfText(downloaded);
  expect(text).toContain(heading);
  expect(text).toContain(price);
  expect(text).toContain('EPC');
  expect(text).toContain(`${t('fr', 'epcValue')} 50 kWh/m²`);
  expect(text).toContain(`${t('fr', 'epcLabel')} A `);
  // In French: the brochure's and the page's labels, and no Dutch interface text.
  for (const label of [
    brochureTexts('fr', 'keyFacts'),
    t('fr', 'bedrooms'),
    listingTexts('fr', 'saleCosts'),
    listingTexts('fr', 'notaryFees'),
    brochureTexts('fr', 'scanToView'),
  ])
    expect(text).toContain(label);
  for (const dutch of [brochureTexts('nl', 'keyFacts'), listingTexts('nl', 'saleCosts'), listingTexts('nl', 'notaryFees'), brochureTexts('nl', 'scanToView')])
    expect(text).not.toContain(dutch);
  // All five planning items of a sale, the empty one as such.
  for (const item of ['permitBuilding', 'planningDestination', 'summons', 'preemptionRight', 'subdivisionPermit'] as const)
    expect(text).toContain(t('fr', item));
  expect(text).toContain(listingTexts('fr', 'notStated'));
  expect(text).toContain('Vg – permis d');
  // The agency and the listing's address (QR code and link).
  expect(text).toContain(site(LISTING.fr));

  // The same brochure again: served from the cache, the same bytes.
  const first = await request.get(brochure(4512352, 'fr'));
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/pdf');
  const again = await request.get(brochure(4512352, 'fr'));
  expect(again.headers()['x-brochure-cache']).toBe('HIT');
  expect(Buffer.compare(await again.body(), downloaded)).toBe(0);
  expect(Buffer.compare(await first.body(), downloaded)).toBe(0);
  // A browser that has it asks again and is told nothing changed.
  const etag = again.headers()['etag']!;
  expect(etag).toBeTruthy();
  expect((await request.get(brochure(4512352, 'fr'), { headers: { 'if-none-match': etag } })).status()).toBe(304);
});

test('a brochure never shows what the listing hides: address on request, price on request', async ({ request }) => {
  const hiddenAddress = await pdfText(await (await request.get(brochure(4512121, 'fr'))).body());
  expect(hiddenAddress).toContain(t('fr', 'addressOnRequest'));
  expect(hiddenAddress).not.toContain('Zeedijk');

  const hiddenPrice = await pdfText(await (await request.get(brochure(4512171, 'de'))).body());
  expect(hiddenPrice).toContain(PRICE_ON_REQUEST.de);
  expect(hiddenPrice).not.toMatch(/304[.\s]?000/);
});

test('no brochure for a listing that is not on offer: unknown, sold, rented, or gone from the feed', async ({ page, request }) => {
  await expectNotFound(await request.get(brochure(999999, 'nl')), 'unknown listing');
  await expectNotFound(await request.get(brochure(4512352, 'xx')), 'unknown language');
  await expectNotFound(await request.get(site('/api/brochure/abc/nl/')), 'not an id');
  await expectNotFound(await request.get(brochure(4512014, 'nl')), 'sold');
  await expectNotFound(await request.get(brochure(4512103, 'nl')), 'rented');
  // The sold screen offers no brochure either.
  await page.goto(site('/property/4512014/'));
  await expect(page.getByRole('link', { name: brochureTexts('nl', 'download') })).toHaveCount(0);

  // 4512001 has a brochure (now cached) until it leaves the feed, as an import marks it.
  const before = await request.get(brochure(4512001, 'nl'));
  expect(before.status()).toBe(200);
  const { properties } = await cmsQuery<{ properties: Array<{ documentId: string; availability: string }> }>(
    '{ properties(filters: { externalId: { eq: 4512001 } }) { documentId availability } }',
  );
  const { documentId, availability } = properties[0]!;
  await updateProperty(documentId, { isInFeed: false, availability: 'unavailable' });
  try {
    // The CMS webhook expires the listing's reads: the cached brochure is gone with them.
    await expect.poll(async () => (await request.get(brochure(4512001, 'nl'))).status(), { timeout: 10_000 }).toBe(404);
    await expect.poll(async () => (await request.get(site('/property/4512001/'))).status(), { timeout: 10_000 }).toBe(404);
  } finally {
    await updateProperty(documentId, { isInFeed: true, availability });
  }
  await expect.poll(async () => (await request.get(brochure(4512001, 'nl'))).status(), { timeout: 10_000 }).toBe(200);
});

/** Changes a listing as the feed import would (through the admin API; the CMS sends its webhook). */
async function updateProperty(documentId: string, data: Record<string, unknown>) {
  const response = await fetch(`${process.env.E2E_CMS_URL}/content-manager/collection-types/api::property.property/${documentId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`update listing: ${response.status} ${await response.text()}`);
}

test('no amount that follows from a hidden price is in a brochure; the published twin at that price shows it', async ({ request }) => {
  const text = async (id: number) => pdfText(await (await request.get(brochure(id, 'nl'))).body());
  const amount = (n: number) => new RegExp(`(?<![\\w.,])${String(n).slice(0, -3)}[.,'\\s\u00a0\u202f]?${String(n).slice(-3)}(?![\\w]|[.,]\\d)`);
  expect(await text(4512048)).toMatch(amount(3680));
  for (const [id, amounts] of [
    [4512171, [304000, 3680, 36480, 40160]],
    [4512333, [530000, 5610, 10600, 16210]],
  ] as const) {
    const pdf = await text(id);
    for (const n of amounts) expect(pdf, `${id}: ${n}`).not.toMatch(amount(n));
  }
});
