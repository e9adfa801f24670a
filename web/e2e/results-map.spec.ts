import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cmsQuery, site } from './support/site';

interface FeedItem {
  ID: number;
  Goal: number;
  Zip: string;
  WebID: number;
  Price: number | null;
  PublishAddress: number | null;
  GoogleX: number | null;
  GoogleY: number | null;
}

/** The committed feed snapshot the test CMS was seeded with. */
function snapshotItems(): FeedItem[] {
  const feed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../cms/data/feed/snapshot.nl.json'), 'utf8'));
  return feed.GetPropertyListJsonResult.Items;
}

/** A 1x1 PNG: the tile provider's answer (these machines are offline; the test plays the provider). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Listings of a goal in the feed with a public position, as the map must show them. */
async function withPosition(goal: 'sale' | 'rent'): Promise<number> {
  const data = await cmsQuery<{ properties_connection: { pageInfo: { total: number } } }>(
    `{ properties_connection(filters: { isInFeed: { eq: true }, goal: { eq: "${goal}" }, latitude: { notNull: true }, longitude: { notNull: true } }) { pageInfo { total } } }`,
  );
  return data.properties_connection.pageInfo.total;
}

/** Markers plus the listings inside clusters: every listing on the map once. */
async function shownOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const markers = document.querySelectorAll('.results-map [data-listing-id]').length;
    const clustered = [...document.querySelectorAll<HTMLElement>('.results-map [data-count]')].reduce((sum, el) => sum + Number(el.dataset.count), 0);
    return markers + clustered;
  });
}

/** Opens a map view; the cookie dialog (first visit) is declined so it covers nothing: tiles then wait for the map's own button. */
async function openMap(page: Page, path: string) {
  await page.goto(site(path));
  await expect(page.locator('.results-map__canvas')).toHaveAttribute('aria-busy', 'false');
  const decline = page.getByRole('button', { name: /^(Weigeren|Refuser|Decline|Ablehnen)$/ });
  await decline.waitFor({ timeout: 10_000 }).then(
    () => decline.click(),
    () => undefined, // already chosen in this browser context
  );
}

test('the map view shows every listing with a position once, clustered, and fetches no tile before the visitor allows it', async ({ page }) => {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  const expected = await withPosition('sale');
  expect(expected).toBeGreaterThan(50);

  await openMap(page, '/nl/te-koop/?view=map');
  await expect(page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Kaart' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.results-map__notes')).toContainText(`${expected} panden op de kaart`);
  expect(await shownOnMap(page)).toBe(expected);
  // 150 listings on one screen: some are clustered.
  await expect(page.locator('.results-map [data-count]').first()).toBeVisible();
  expect(tiles).toEqual([]);

  // A marker's popup is a card linking to the listing.
  const marker = page.locator('.results-map [data-listing-id]').first();
  const id = await marker.getAttribute('data-listing-id');
  await marker.dispatchEvent('click');
  const card = page.locator('.leaflet-popup .map-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`/${id}/$`));

  // A cluster zooms in on its members: the map then shows fewer than all of them.
  // Markers and clusters overlap on a crowded map: the click goes to the one meant (Leaflet listens on it).
  await page.locator('.results-map [data-count]').first().dispatchEvent('click');
  await expect.poll(() => shownOnMap(page), { timeout: 15_000 }).toBeLessThan(expected);

  // The background (a third party's: social-media consent, declined here) loads only when asked for.
  await page.getByRole('button', { name: 'Kaartachtergrond laden' }).click();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
});

test('the map keeps the list filters, and the switch goes back to the list with them', async ({ page }) => {
  const gistel = await cmsQuery<{ properties_connection: { pageInfo: { total: number } } }>(
    `{ properties_connection(filters: { isInFeed: { eq: true }, goal: { eq: "sale" }, cityName: { eqi: "gistel" }, latitude: { notNull: true } }) { pageInfo { total } } }`,
  );
  await openMap(page, '/nl/te-koop/?city=gistel&view=map');
  expect(await shownOnMap(page)).toBe(gistel.properties_connection.pageInfo.total);
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Lijst' }).click();
  await expect(page).toHaveURL(/city=gistel/);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.locator('.property-list [data-listing-id]').first()).toBeVisible();
});

test('a hidden address is an approximate area on the map, and its exact position is nowhere in what the browser receives', async ({ page }) => {
  const hidden = snapshotItems().filter((item) => item.PublishAddress === 0 && item.GoogleX && item.GoogleY);
  expect(hidden.length).toBeGreaterThan(0);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/html|json|javascript|text\/x-component/.test(type)) bodies.push(await response.text().catch(() => ''));
  });
  await openMap(page, '/nl/te-koop/?view=map');
  bodies.push(await page.content());
  for (const item of hidden) {
    // Four decimals of the real position (about 10 m) appear nowhere: not in the HTML, the page data or any answer.
    const lat = String(item.GoogleX).slice(0, String(Math.trunc(Number(item.GoogleX))).length + 5);
    const lng = String(item.GoogleY).slice(0, String(Math.trunc(Number(item.GoogleY))).length + 5);
    for (const body of bodies) {
      expect(body.includes(lat) && body.includes(lng), `exact position of ${item.ID} sent to the browser`).toBe(false);
    }
  }
  // Drawn as an area: the approximate marker and its circle. The list is narrowed to that listing (its
  // town, type and price) so no cluster of its neighbours hides it.
  const shown = hidden.find((item) => item.Goal === 0 && item.Price !== null) ?? hidden[0]!;
  const id = String(shown.ID);
  await openMap(page, `/nl/te-koop/?city=${shown.Zip}&type=${shown.WebID}&min_price=${shown.Price}&max_price=${shown.Price}&view=map`);
  const map = page.locator('.results-map__canvas');
  await expect(map.locator(`[data-listing-id="${id}"]`)).toHaveClass(/map-marker--approximate/);
  await expect(map.locator('path.map-area').first()).toBeAttached();
});

test('no axe violations on the map view', async ({ page }) => {
  await openMap(page, '/fr/a-vendre/?view=map');
  // Markers of a crowded map overlap and cannot all be 24 px apart: WCAG 2.5.8's "equivalent" exception
  // (every listing is also a full-size link in the list view, one click away), so the marker pane is left out.
  const result = await new AxeBuilder({ page })
    .exclude('.leaflet-marker-pane')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(result.violations).toEqual([]);
});

test('search in this area: after a zoom the map and the list narrow to the visible area, other filters and the URL keep it', async ({ page }) => {
  await openMap(page, '/nl/te-koop/?bedrooms=2&view=map');
  // A soft navigation keeps the previous page hidden in the document (React's Activity): visible ones only.
  const canvas = page.locator('.results-map__canvas:visible');
  const all = Number(await canvas.getAttribute('data-point-count'));
  const search = page.getByRole('button', { name: 'Zoek in dit gebied' });
  await expect(search).toHaveCount(0);
  await page.getByRole('button', { name: 'Inzoomen', exact: true }).click();
  await page.getByRole('button', { name: 'Inzoomen', exact: true }).click();
  await search.click();
  await expect(page).toHaveURL(/\?bedrooms=2&bounds=[\d.]+%2C[\d.]+%2C[\d.]+%2C[\d.]+&view=map$/);
  const [south, west, north, east] = new URL(page.url()).searchParams.get('bounds')!.split(',').map(Number) as [number, number, number, number];
  // Exact positions inside the area, and hidden addresses whose ~300 m cell (0.003°, around the public centre) overlaps it.
  const half = 0.0015;
  const inArea = await cmsQuery<{ properties_connection: { pageInfo: { total: number } } }>(
    `{ properties_connection(filters: { isInFeed: { eq: true }, goal: { eq: "sale" }, bedrooms: { gte: 2 }, or: [
      { latitude: { gte: ${south}, lte: ${north} }, longitude: { gte: ${west}, lte: ${east} } },
      { publishAddress: { eq: false }, latitude: { gte: ${south - half}, lte: ${north + half} }, longitude: { gte: ${west - half}, lte: ${east + half} } }
    ] }) { pageInfo { total } } }`,
  );
  const expected = inArea.properties_connection.pageInfo.total;
  expect(expected).toBeLessThan(all);
  await expect(canvas).toHaveAttribute('data-point-count', String(expected));
  await expect(page.locator('.area-note:visible')).toHaveText('Alleen panden in het gekozen gebied op de kaart. Overal zoeken');
  await expect(search).toHaveCount(0);

  // The list view keeps the area.
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Lijst' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/bounds=/);
  await expect(page.locator('.result-count:visible')).toHaveAttribute('data-total', String(expected));
  await page.locator('.area-note:visible').getByRole('link', { name: 'Overal zoeken' }).click();
  await expect(page).toHaveURL(site('/nl/te-koop/?bedrooms=2'));

  // French: the button after a zoom out, and no axe violation with it shown.
  await openMap(page, '/fr/a-vendre/?view=map');
  await page.getByRole('button', { name: 'Zoom arrière', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Rechercher dans cette zone' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude('.leaflet-marker-pane').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
