import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

const NBSP = '\u00a0';

/** Three Gistel houses for sale of the snapshot, with the figures the feed gives them. */
const HOUSES = {
  4512007: {
    price: `€${NBSP}189.000`,
    type: 'Rijwoning',
    bedrooms: '2',
    bathrooms: '1',
    living: '109 m²',
    ground: '186 m²',
    garden: '56 m²',
    epc: 'E',
    score: '418 kWh/m²',
    year: '1925',
    costs: `€${NBSP}6.490 kosten bij aankoop`,
  },
  4512010: {
    price: `€${NBSP}355.000`,
    type: 'Bungalow',
    bedrooms: '3',
    bathrooms: '1',
    living: '158 m²',
    ground: '918 m²',
    garden: '715 m²',
    epc: 'C',
    score: '243 kWh/m²',
    year: '1991',
    costs: `€${NBSP}11.220 kosten bij aankoop`,
  },
  4512025: {
    price: `€${NBSP}250.000`,
    type: 'Rijwoning',
    bedrooms: '4',
    bathrooms: '1',
    living: '173 m²',
    ground: '266 m²',
    garden: '132 m²',
    epc: 'C',
    score: '295 kWh/m²',
    year: '1961',
    costs: `€${NBSP}8.230 kosten bij aankoop`,
  },
} as const;

const heart = (page: Page, id: number) => page.locator(`[data-listing-id="${id}"] button[data-favourite="${id}"]`).first();
// Visible only: after a client navigation Next keeps the previous page's tree, hidden, for going back.
const counter = (page: Page) => page.locator('.site-header .favourites-counter:visible');

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('favourites: hearts on cards and the listing page, the counter, a reload, another page, the favourites page', async ({ page }) => {
  await page.goto(site('/nl/te-koop/'));
  await declineCookies(page);
  await expect(counter(page)).toHaveAttribute('data-count', '0');
  await expect(counter(page)).toHaveAccessibleName('Favorieten');

  // The list's first card: a heart, not pressed; pressing it counts one.
  const firstCard = page.locator('.property-card').first();
  const firstId = Number(await firstCard.getAttribute('data-listing-id'));
  const firstHeart = firstCard.getByRole('button', { name: 'Bewaar als favoriet' });
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toHaveAttribute('data-count', '1');
  await expect(counter(page)).toHaveAccessibleName('Favorieten 1');

  // Kept in local storage, never in a cookie: the page stays the cached one.
  expect(await page.evaluate(() => localStorage.getItem('coast.favourites'))).toBe(JSON.stringify([firstId]));
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('coast.favourites');

  // A listing's page: its own heart (with its label shown), and the counter follows.
  await page.goto(site('/property/4512010/'));
  const detailHeart = page.locator('.property-detail__header').getByRole('button', { name: 'Bewaar als favoriet' });
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toHaveAttribute('data-count', '2');

  // After a reload the state is still there (the page itself came from the cache).
  await page.reload();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toHaveAttribute('data-count', '2');

  // Back on the list: the first card is still marked; taking it out counts down.
  await page.goto(site('/nl/te-koop/'));
  await expect(heart(page, firstId)).toHaveAttribute('aria-pressed', 'true');
  await heart(page, firstId).click();
  await expect(heart(page, firstId)).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page)).toHaveAttribute('data-count', '1');

  // The counter leads to the favourites page, which lists the one left with its current data.
  await counter(page).click();
  await expect(page).toHaveURL(/\/nl\/favorieten\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn favorieten');
  const cards = page.locator('.favourite-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-listing-id', '4512010');
  await expect(cards.first().locator('.price')).toHaveText(HOUSES[4512010].price);
  await expect(page.getByRole('status')).toHaveText('U hebt 1 favoriet.');

  // Removed on its page's heart: the page says there are none.
  await cards.first().getByRole('button', { name: 'Bewaar als favoriet' }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('U hebt nog geen favorieten.')).toBeVisible();
  await expect(counter(page)).toHaveAttribute('data-count', '0');
});

test('the favourites page says when a favourite left the offer, in each language', async ({ page }) => {
  await page.goto(site('/en/favourites/'));
  await declineCookies(page);
  await page.evaluate(() => localStorage.setItem('coast.favourites', JSON.stringify([4519999, 4512007])));
  await page.reload();
  await expect(page.locator('.favourite-card')).toHaveCount(1);
  await expect(page.locator('[data-gone="4519999"]')).toContainText('Property 4519999 is no longer on offer.');
  await expect(counter(page)).toHaveAttribute('data-count', '2');
  for (const [path, text] of [
    ['/nl/favorieten/', 'Pand 4519999 is niet meer in ons aanbod.'],
    ['/fr/favoris/', 'Le bien 4519999 ne fait plus partie de notre offre.'],
    ['/de/favoriten/', 'Die Immobilie 4519999 ist nicht mehr in unserem Angebot.'],
  ] as const) {
    await page.goto(site(path));
    await expect(page.locator('[data-gone="4519999"]')).toContainText(text);
  }
  // Removing it there keeps the other.
  await page.locator('[data-gone="4519999"]').getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.locator('[data-gone]')).toHaveCount(0);
  await expect(counter(page)).toHaveAttribute('data-count', '1');
  expect(await page.evaluate(() => localStorage.getItem('coast.favourites'))).toBe('[4512007]');
});

test('comparing three favourites side by side: their figures, the differences marked, on a phone too', async ({ page }) => {
  await page.goto(site('/nl/favorieten/'));
  await declineCookies(page);
  const ids = [4512007, 4512010, 4512025] as const;
  await page.evaluate((list) => localStorage.setItem('coast.favourites', JSON.stringify(list)), [...ids]);
  await page.reload();
  await expect(page.locator('.favourite-card')).toHaveCount(3);

  const compare = page.getByRole('button', { name: /^Vergelijk de gekozen panden/ });
  await expect(compare).toBeDisabled();
  for (const id of ids)
    await page
      .locator(`[data-listing-id="${id}"]`)
      .getByRole('checkbox', { name: /^Vergelijken/ })
      .check();
  await expect(compare).toHaveText('Vergelijk de gekozen panden (3)');
  await compare.click();

  const table = page.locator('.comparison__table');
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/\?compare=4512007,4512010,4512025$/);
  await expect(table.locator('thead th[data-listing-id]')).toHaveCount(3);
  const cells = (row: string) => table.locator(`tr[data-row="${row}"] td`);
  const expectRow = async (row: string, key: keyof (typeof HOUSES)[4512007]) => expect(cells(row), row).toHaveText(ids.map((id) => HOUSES[id][key]));
  await expectRow('price', 'price');
  await expectRow('type', 'type');
  await expectRow('bedrooms', 'bedrooms');
  await expectRow('bathrooms', 'bathrooms');
  await expectRow('surfaceLiving', 'living');
  await expectRow('surfaceGround', 'ground');
  await expectRow('surfaceGarden', 'garden');
  await expectRow('epcLabel', 'epc');
  await expectRow('epcScore', 'score');
  await expectRow('costs', 'costs');
  await expectRow('year', 'year');
  await expect(cells('town')).toHaveText(['8470 Gistel', '8470 Gistel', '8470 Gistel']);

  // Rows that differ are marked; the same bathrooms and town are not, and can be hidden.
  await expect(table.locator('tr[data-row="price"]')).toHaveClass(/comparison__row--differs/);
  await expect(table.locator('tr[data-row="price"] th')).toContainText('(verschilt)');
  await expect(table.locator('tr[data-row="bathrooms"]')).not.toHaveClass(/differs/);
  await page.getByRole('checkbox', { name: 'Toon alleen de verschillen' }).check();
  await expect(table.locator('tr[data-row="bathrooms"]')).toHaveCount(0);
  await expect(table.locator('tr[data-row="town"]')).toHaveCount(0);
  await expect(table.locator('tr[data-row="price"]')).toHaveCount(1);

  expect(await violations(page)).toEqual([]);

  // The link with ?compare= opens the same comparison on a phone: the labels stay, the listings scroll sideways.
  const url = page.url();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(table.locator('tr[data-row="price"] td')).toHaveText(ids.map((id) => HOUSES[id].price));
  const scroller = page.locator('.comparison__scroll');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const label = table.locator('tr[data-row="price"] th');
  const before = await label.boundingBox();
  await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
  await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await violations(page)).toEqual([]);
});
