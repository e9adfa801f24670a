import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, cmsQuery, site } from './support/site';

interface FeedItem {
  ID: number;
  PublishAddress: number | null;
  GoogleX: number | null;
  GoogleY: number | null;
  LargePictureItems: unknown[] | null;
  Documents: { Name: string; Url: string }[] | null;
}

/** The committed feed snapshot the test CMS was seeded with. */
function snapshotItem(id: number): FeedItem {
  const feed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../cms/data/feed/snapshot.nl.json'), 'utf8'));
  const item = (feed.GetPropertyListJsonResult.Items as FeedItem[]).find((i) => i.ID === id);
  if (!item) throw new Error(`${id} is not in the snapshot`);
  return item;
}

/** 4512352: address shown, 7 photos, two documents (EPC certificate, soil certificate). */
const SHOWN = 4512352;
/** 4512125: address hidden (PublishAddress 0), with a position. */
const HIDDEN = 4512125;

/** A 1x1 PNG: the tile provider's answer (these machines are offline; the test plays the provider). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Opens a page and declines the cookie dialog of the first visit, so it covers nothing (and tiles wait for
 * the map's button); then waits for the page's scripts to run (the consent island marks the layer): a press
 * before them is kept for them, but the keys that follow it would reach a page without its handlers.
 */
async function visit(page: Page, pathname: string) {
  await page.goto(site(pathname));
  const decline = page.getByRole('button', { name: /^(Weigeren|Refuser|Decline|Ablehnen)$/ });
  await decline.waitFor({ timeout: 10_000 }).then(
    () => decline.click(),
    () => undefined,
  );
  await expect(decline).toBeHidden();
  await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '');
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test('the gallery opens full screen by keyboard: arrows change the counter, Tab stays in, Escape closes and focus returns', async ({ page }) => {
  const photos = snapshotItem(SHOWN).LargePictureItems?.length ?? 0;
  expect(photos).toBeGreaterThan(2);
  await visit(page, `/property/${SHOWN}/`);

  const opener = page.getByRole('button', { name: 'Foto’s op volledig scherm' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Foto’s: / });
  await expect(dialog).toBeVisible();
  // Focus moved into the view.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);

  const counter = dialog.locator('.gallery__counter');
  await expect(counter).toHaveText(`Foto 1 van ${photos}`);
  // Large photos: the view fills the window.
  const box = await dialog.locator('.gallery__stage').boundingBox();
  expect(box!.height).toBeGreaterThan((page.viewportSize()!.height * 2) / 3);

  // The slider has taken over; each step waits for the slide (500 ms) to end, as a looping swiper
  // ignores a step during its transition.
  await expect(dialog.locator('.swiper-initialized')).toBeAttached();
  const step = async (key: string, expected: number) => {
    await page.keyboard.press(key);
    await expect(counter).toHaveText(`Foto ${expected} van ${photos}`);
    await page.waitForTimeout(700);
  };
  await step('ArrowRight', 2);
  await step('ArrowRight', 3);
  await step('ArrowLeft', 2);
  // The previous/next buttons too.
  await dialog.getByRole('button', { name: 'Volgende foto' }).click();
  await expect(counter).toHaveText(`Foto 3 van ${photos}`);
  await page.waitForTimeout(700);

  // Tab stays in the view.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), `Tab ${i + 1}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The page's gallery shows the photo the view ended on.
  await expect(page.locator('section.gallery > .gallery__counter')).toHaveText(`Foto 3 van ${photos}`);

  // A click on a photo opens it too; the close button closes it.
  await page.locator('section.gallery .gallery__stage').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
});

test('no axe violations with the full-screen gallery open, in French', async ({ page }) => {
  await visit(page, `/fr/property/${SHOWN}/`);
  await page.getByRole('button', { name: 'Photos en plein écran' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.gallery__counter')).toHaveText(/^Photo 1 sur \d+$/);
  await expect(dialog.locator('.swiper-initialized')).toBeAttached();
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(result.violations).toEqual([]);
});

test('a listing that shows its address has a marker on its map, and no tile is fetched before the visitor allows it', async ({ page }) => {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  await visit(page, `/property/${SHOWN}/`);
  const map = page.getByRole('region', { name: 'Kaart met de ligging van het pand' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(map.locator('.map-marker')).toHaveCount(1);
  await expect(map.getByRole('img', { name: /^Ligging van het pand: .+, .*Oostende/ })).toBeVisible();
  await expect(map.locator('path.map-area')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(tiles).toEqual([]);

  await page.getByRole('button', { name: 'Kaartachtergrond laden' }).click();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  const result = await new AxeBuilder({ page }).include('.listing-map').withTags(AXE_TAGS).analyze();
  expect(result.violations).toEqual([]);
});

test('a hidden address is only a dashed area on the map, and its exact position is in nothing the browser receives', async ({ page }) => {
  const item = snapshotItem(HIDDEN);
  expect(item.PublishAddress).toBe(0);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/html|json|javascript|text\/x-component/.test(type)) bodies.push(await response.text().catch(() => ''));
  });
  await visit(page, `/nl/property/${HIDDEN}/`);
  const map = page.getByRole('region', { name: 'Kaart met de ligging van het pand' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const area = map.locator('path.map-area');
  await expect(area).toHaveCount(1);
  await expect(area).toHaveCSS('stroke-dasharray', /\d/);
  await expect(map.locator('.map-marker')).toHaveCount(0);
  await expect(page.locator('.listing-map__note')).toContainText('Ligging bij benadering');

  // The page data a client navigation fetches (RSC) too.
  bodies.push(await page.content());
  const rsc = await page.request.get(site(new URL(page.url()).pathname), { headers: { RSC: '1' } });
  bodies.push(await rsc.text());
  // Four decimals of the real position (about 10 m) appear nowhere.
  const digits = (value: number) => String(value).slice(0, String(Math.trunc(value)).length + 5);
  const [lat, lng] = [digits(item.GoogleX!), digits(item.GoogleY!)];
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body.includes(lat) && body.includes(lng), 'exact position sent to the browser').toBe(false);
  // Nor in the CMS's public answer the site reads.
  const data = await cmsQuery<{ properties: { latitude: number; longitude: number }[] }>(
    `{ properties(filters: { externalId: { eq: ${HIDDEN} } }) { latitude longitude } }`,
  );
  expect([data.properties[0]!.latitude, data.properties[0]!.longitude]).not.toEqual([item.GoogleX, item.GoogleY]);
});

const documentLinks = (page: Page) => page.getByRole('region', { name: /^(Documenten|Documents|Dokumente)$/ }).getByRole('link');

test('the public documents are listed with their type in the page language and their format, as links', async ({ page }) => {
  const feed = snapshotItem(SHOWN).Documents ?? [];
  expect(feed.map((d) => d.Name)).toEqual(['EPC-certificaat', 'Bodemattest']);
  await visit(page, `/property/${SHOWN}/`);
  await expect(documentLinks(page)).toHaveText(['EPC-certificaat PDF', 'Bodemattest PDF']);
  await expect(documentLinks(page).first()).toHaveAttribute('href', feed[0]!.Url);
  await page.goto(site(`/fr/property/${SHOWN}/`));
  await expect(documentLinks(page)).toHaveText(['Certificat PEB PDF', 'Attestation du sol PDF']);
  await page.goto(site(`/de/property/${SHOWN}/`));
  await expect(documentLinks(page)).toHaveText(['Energieausweis (EPC) PDF', 'Bodenbescheinigung PDF']);
});

test('a document’s size shows in Belgian format; a private document is neither listed nor readable', async ({ page }) => {
  // 4512010 (two documents): a listing no other test visits, so its page is first rendered after the change.
  const id = 4512010;
  const admin = await adminApi();
  const { properties } = await cmsQuery<{ properties: { documentId: string }[] }>(`{ properties(filters: { externalId: { eq: ${id} } }) { documentId } }`);
  const documentId = properties[0]!.documentId;
  const original = (snapshotItem(id).Documents ?? []).map((d) => ({ name: d.Name, url: d.Url }));
  expect(original.map((d) => d.name)).toEqual(['Stedenbouwkundig uittreksel', 'Keuringsverslag elektriciteit']);
  const deed = { name: 'Eigendomsakte', url: `https://documents.omnicasa-cdn.example/kustvastgoed-gistel/${id}/akte-${id}.pdf`, size: 300_000 };
  try {
    // As an import that knows sizes writes them: every feed document, the private ones included.
    await admin.updateListing(documentId, {
      feedDocuments: [{ ...original[0]!, size: 1_234_567 }, deed, { ...original[1]!, size: 850_000 }],
    });
    // The public API has only the public ones, with their sizes, and no way to the private list.
    const data = await cmsQuery<{ properties: { documents: { name: string; size: number | null }[] }[] }>(
      `{ properties(filters: { externalId: { eq: ${id} } }) { documents { name size } } }`,
    );
    expect(data.properties[0]!.documents).toEqual([
      { name: 'Stedenbouwkundig uittreksel', size: 1_234_567 },
      { name: 'Keuringsverslag elektriciteit', size: 850_000 },
    ]);
    await expect(cmsQuery(`{ properties(filters: { externalId: { eq: ${id} } }) { feedDocuments } }`)).rejects.toThrow();
    const rest = await fetch(`${process.env.E2E_CMS_URL}/api/properties?filters[externalId][$eq]=${id}&populate=documents`);
    expect(await rest.text()).not.toContain(`akte-${id}`);

    await visit(page, `/property/${id}/`);
    await expect(documentLinks(page)).toHaveText(['Stedenbouwkundig uittreksel PDF · 1,2\u00a0MB', 'Keuringsverslag elektriciteit PDF · 850\u00a0kB']);
    await page.goto(site(`/fr/property/${id}/`));
    await expect(documentLinks(page)).toHaveText(['Renseignements urbanistiques PDF · 1,2\u00a0MB', 'Contrôle de l’installation électrique PDF · 850\u00a0kB']);
    const html = await page.content();
    expect(html).not.toContain(`akte-${id}`);
    expect(html).not.toContain('Eigendomsakte');
  } finally {
    await admin.updateListing(documentId, { feedDocuments: original });
  }
});

test('on a phone the first swipe on the photos moves to the next one, and a swipe back returns', async ({ browser }) => {
  const photos = snapshotItem(SHOWN).LargePictureItems?.length ?? 0;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await visit(page, `/property/${SHOWN}/`);
  const stage = page.locator('section.gallery .gallery__stage');
  const counter = page.locator('section.gallery > .gallery__counter');
  await stage.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText(`Foto 1 van ${photos}`);
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  // A finger's swipe, as the phone sends it: touch down, a few moves, up.
  const cdp = await context.newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 6; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  // A touch before the page's scripts have run is the browser's own scroll: wait until the gallery answers
  // touches (React has bound its handlers), as a visitor's phone is before the first swipe counts.
  await expect.poll(() => stage.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);
  // The very first touch of the page: the slider's script is fetched only now.
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(counter).toHaveText(`Foto 2 van ${photos}`);
  // Once the slider is there, it takes the swipes itself.
  await expect(page.locator('section.gallery .swiper-initialized')).toBeVisible();
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(counter).toHaveText(`Foto 1 van ${photos}`);
  await context.close();
});

test('a picture is resized once: asked again at the same width it comes from the optimiser’s cache', async ({ page }) => {
  await visit(page, `/property/${SHOWN}/`);
  const photo = await page.locator('.gallery__frame img').first().getAttribute('src');
  expect(photo).toMatch(/^\/img\/\d+\/listing_/);
  // Other tests may have asked for it already: the first answer is made or cached, the next ones cached.
  const file = photo!.split('/').pop()!;
  const width = 400;
  const ask = async () => (await page.request.get(site(`/img/${width}/${file}`), { headers: { accept: 'image/webp,*/*' } })).headers()['x-nextjs-cache'];
  const first = await ask();
  expect(['MISS', 'HIT']).toContain(first);
  expect(await ask()).toBe('HIT');
  expect(await ask()).toBe('HIT');
});
