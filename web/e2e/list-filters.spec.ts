import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  availabilityOf,
  EPC_CLASSES,
  epcLetter,
  matchesListingFeatures,
  normalizeSearchText,
  parseEpcLabelText,
  parseGoal,
  publicListingFacts,
  type Availability,
  type Goal,
} from '@coast/domain';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * The lists' filters and orders in a real browser, against counts computed from the committed
 * snapshot through @coast/domain's rules (goal, availability, public price, EPC class), never typed in.
 */

interface FeedItem {
  ID: number;
  Goal: number;
  Status: number;
  Price: number | null;
  PublishPrice: number | null;
  WebID: number;
  City: string;
  Zip: string;
  NumberOfBedRooms: number | null;
  SurfaceLiving: number | null;
  EPCLabelText: string | null;
  SurfaceGarden: number | null;
  NumberOfFacades: number | null;
}

interface Listing {
  id: number;
  goal: Goal | null;
  availability: Availability;
  price: number | null;
  type: number;
  town: string;
  zip: string;
  bedrooms: number | null;
  surface: number | null;
  epc: string | null;
  garden: number | null;
  facades: number | null;
}

const feedFile = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../cms/data/feed', name), 'utf8'));
// The snapshot's listings and the new-build projects' units, both seeded as listings of the lists.
const items: FeedItem[] = [
  ...(feedFile('snapshot.nl.json') as { GetPropertyListJsonResult: { Items: FeedItem[] } }).GetPropertyListJsonResult.Items,
  ...(feedFile('projects.nl.json') as { GetPropertyListJsonResult: { Value: { Items: FeedItem[] } } }).GetPropertyListJsonResult.Value.Items,
];

const listings: Listing[] = items
  .map((i) => ({
    id: i.ID,
    goal: parseGoal(i.Goal),
    availability: availabilityOf(i.Goal, i.Status),
    price: ((p) => (p === null ? null : Number(p)))(publicListingFacts({ feedPrice: i.Price, publishPrice: i.PublishPrice !== 0 }).price),
    type: i.WebID,
    town: i.City,
    zip: i.Zip,
    bedrooms: i.NumberOfBedRooms,
    surface: i.SurfaceLiving,
    epc: parseEpcLabelText(i.EPCLabelText),
    garden: i.SurfaceGarden,
    facades: i.NumberOfFacades,
  }))
  .filter((l) => l.availability !== 'unavailable');

const forSale = listings.filter((l) => l.goal === 'sale');
const forRent = listings.filter((l) => l.goal === 'rent');
const PAGE_SIZE = 12;

/** The listings of a list that keep every condition of a filter, as the rules say. */
const epcAtMost = (letter: string) => (l: Listing) => l.epc !== null && epcLetter(l.epc as (typeof EPC_CLASSES)[number]).toLowerCase() <= letter;
const inTowns =
  (...towns: string[]) =>
  (l: Listing) =>
    towns.some((t) => normalizeSearchText(t) === normalizeSearchText(l.town) || t === l.zip);
const FILTERS: Record<string, (l: Listing) => boolean> = {
  'min_price=250000': (l) => l.price !== null && l.price >= 250000,
  'max_price=300000': (l) => l.price !== null && l.price <= 300000,
  'bedrooms=3': (l) => (l.bedrooms ?? 0) >= 3,
  'surface=150': (l) => (l.surface ?? 0) >= 150,
  'epc=b': epcAtMost('b'),
  'type=1&type=2': (l) => l.type === 1 || l.type === 2,
  'city=Gistel&city=8400': inTowns('Gistel', '8400'),
  available: (l) => l.availability !== 'sold' && l.availability !== 'rented',
};
// 'available' is the checkbox's parameter; in a URL it is written available=1.
const urlOf = (key: string) => (key === 'available' ? 'available=1' : key);

const total = (page: Page) => page.locator('.result-count').getAttribute('data-total').then(Number);
const ids = (page: Page) =>
  page.locator('.property-list [data-listing-id]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-listing-id'))));

/** Priced (or sized) listings by the key, then those without it, newest reference first: how the site orders. */
function ordered(list: Listing[], key: 'price' | 'surface', direction: 1 | -1): number[] {
  const keyed = list.filter((l) => l[key] !== null).sort((a, b) => direction * (a[key]! - b[key]!) || direction * (a.id - b.id));
  const keyless = list.filter((l) => l[key] === null).sort((a, b) => b.id - a.id);
  return [...keyed, ...keyless].map((l) => l.id);
}

test('each filter alone narrows the for-sale list to the count the rules give', async ({ page }) => {
  expect(forSale.length).toBeGreaterThan(PAGE_SIZE);
  for (const [key, keep] of Object.entries(FILTERS)) {
    const expected = forSale.filter(keep).length;
    expect(expected, key).toBeGreaterThan(0);
    expect(expected, key).toBeLessThan(forSale.length);
    await page.goto(site(`/nl/te-koop/?${urlOf(key)}`));
    expect(await total(page), key).toBe(expected);
    await expect(page.locator('.result-count')).toHaveText(`${expected} panden gevonden`);
  }
});

test('garden and three façades narrow the list to the count @coast/domain gives, in Dutch and French; cards show the price per m²', async ({ page }) => {
  const expected = forSale.filter((l) => matchesListingFeatures({ surfaceGarden: l.garden, facades: l.facades }, { garden: true, facades: 3 })).length;
  expect(expected).toBeGreaterThan(PAGE_SIZE);
  expect(expected).toBeLessThan(forSale.length);
  await page.goto(site('/nl/te-koop/'));
  const form = page.getByRole('search', { name: 'Verfijn uw zoekopdracht' });
  await form.getByRole('group', { name: 'Kenmerken' }).getByRole('checkbox', { name: 'Met tuin' }).check();
  await form.getByLabel('Gevels').selectOption('3');
  await form.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(page).toHaveURL(/garden=1&facades=3/);
  await expect(page.locator('.result-count')).toHaveText(`${expected} panden gevonden`);
  await expect(form.getByLabel('Gevels')).toHaveValue('3');
  // A sale with a public price and a living area shows its price per m² under the price.
  await expect(page.locator('[data-figure="pricePerSquareMetre"]').first()).toHaveText(/^€\u00a0\d{1,3}(\.\d{3})*\/m²$/);
  await page.goto(site('/fr/a-vendre/?facades=3&garden=1'));
  expect(await total(page)).toBe(expected);
  await expect(page.getByRole('search').getByRole('checkbox', { name: 'Avec jardin' })).toBeChecked();
});

test('filters combined, on both lists', async ({ page }) => {
  const combos = [
    ['city=Gistel&city=8400', 'type=1&type=2', 'bedrooms=3', 'max_price=300000'],
    ['min_price=250000', 'epc=b', 'available'],
    ['surface=150', 'type=1&type=2', 'available', 'city=Gistel&city=8400'],
  ];
  for (const combo of combos) {
    const expected = forSale.filter((l) => combo.every((key) => FILTERS[key]!(l))).length;
    await page.goto(site(`/nl/te-koop/?${combo.map(urlOf).join('&')}`));
    expect(await total(page), combo.join(' + ')).toBe(expected);
  }
  const rentCheap = forRent.filter((l) => l.price !== null && l.price <= 900 && inTowns('8400')(l)).length;
  await page.goto(site('/nl/te-huur/?max_price=900&city=8400'));
  expect(await total(page)).toBe(rentCheap);
});

test('the form: every field sets its parameter, and the result keeps the form filled in', async ({ page }) => {
  await page.goto(site('/nl/te-koop/'));
  const form = page.getByRole('search', { name: 'Verfijn uw zoekopdracht' });
  await form
    .getByRole('group', { name: 'Gemeenten' })
    .getByRole('checkbox', { name: /^Gistel/ })
    .check();
  await form
    .getByRole('group', { name: 'Gemeenten' })
    .getByRole('checkbox', { name: /^Oostende/ })
    .check();
  await form.getByRole('group', { name: 'Types pand' }).getByRole('checkbox').first().check();
  await form.getByLabel('Maximumprijs').fill('400000');
  await form.getByLabel('Slaapkamers (minstens)').selectOption('2');
  await form.getByLabel('EPC-label (maximaal)').selectOption('c');
  await form.getByLabel('Sorteren op').selectOption({ label: 'Prijs: hoogste eerst' });
  await form.getByRole('checkbox', { name: 'Verkochte en verhuurde panden verbergen' }).check();
  await form.getByRole('button', { name: 'Toon resultaten' }).click();

  const firstType = forSale.map((l) => l.type).sort((a, b) => a - b)[0];
  const keep = (l: Listing) =>
    inTowns('Gistel', 'Oostende')(l) &&
    l.type === firstType &&
    l.price !== null &&
    l.price <= 400000 &&
    (l.bedrooms ?? 0) >= 2 &&
    epcAtMost('c')(l) &&
    FILTERS.available!(l);
  await expect(page).toHaveURL(/max_price=400000/);
  expect(await total(page)).toBe(forSale.filter(keep).length);
  expect(await ids(page)).toEqual(ordered(forSale.filter(keep), 'price', -1).slice(0, PAGE_SIZE));
  await expect(form.getByLabel('Maximumprijs')).toHaveValue('400000');
  await expect(form.getByLabel('Sorteren op')).toHaveValue('price_desc');
  await expect(form.getByRole('group', { name: 'Gemeenten' }).getByRole('checkbox', { name: /^Gistel/ })).toBeChecked();
});

test('each order, alone and with a filter; hidden prices come last and never by their price', async ({ page }) => {
  const hidden = forSale.filter((l) => l.price === null);
  expect(hidden.length).toBeGreaterThan(0);
  const cases: Array<[string, number[]]> = [
    ['sort=price_asc', ordered(forSale, 'price', 1)],
    ['sort=price_desc', ordered(forSale, 'price', -1)],
    ['sort=surface_desc', ordered(forSale, 'surface', -1)],
    ['sort=price_asc&bedrooms=3', ordered(forSale.filter(FILTERS['bedrooms=3']!), 'price', 1)],
    ['sort=surface_desc&type=1&type=2', ordered(forSale.filter(FILTERS['type=1&type=2']!), 'surface', -1)],
    // A bound on the order's key: the listings without it are left out, not put last.
    ['sort=price_desc&min_price=250000', ordered(forSale.filter(FILTERS['min_price=250000']!), 'price', -1)],
    ['sort=surface_desc&surface=150', ordered(forSale.filter(FILTERS['surface=150']!), 'surface', -1)],
  ];
  for (const [query, expected] of cases) {
    await page.goto(site(`/nl/te-koop/?${query}`));
    expect(await ids(page), query).toEqual(expected.slice(0, PAGE_SIZE));
    // The last page ends with the listings that lack the key.
    const last = Math.ceil(expected.length / PAGE_SIZE);
    await page.goto(site(`/nl/te-koop/?${query}&page=${last}`));
    expect(await ids(page), `${query} last page`).toEqual(expected.slice((last - 1) * PAGE_SIZE));
  }
  // Newest is the list's own order: asking for it by name is the same page.
  await page.goto(site('/nl/te-koop/?sort=newest&bedrooms=3'));
  await expect(page).toHaveURL(site('/nl/te-koop/?bedrooms=3'));
});

test('a page past the last shows the last page, filters kept', async ({ page }) => {
  const pages = Math.ceil(forSale.length / PAGE_SIZE);
  await page.goto(site('/nl/te-koop/?page=999'));
  await expect(page).toHaveURL(site(`/nl/te-koop/?page=${pages}`));
  await expect(page.locator('.paging-title')).toHaveText(`Pagina ${pages} van ${pages} (${forSale.length} panden)`);
  await expect(page.locator('.property-list [data-listing-id]')).toHaveCount(forSale.length - PAGE_SIZE * (pages - 1));

  const gistel = forSale.filter(inTowns('Gistel')).length;
  const gistelPages = Math.ceil(gistel / PAGE_SIZE);
  await page.goto(site('/nl/te-koop/?city=Gistel&sort=price_asc&page=50'));
  await expect(page).toHaveURL(site(`/nl/te-koop/?city=gistel&page=${gistelPages}&sort=price_asc`));
  await expect(page.locator('.paging-title')).toHaveText(`Pagina ${gistelPages} van ${gistelPages} (${gistel} panden)`);
  // Paging links keep the filters.
  await expect(page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
    'href',
    '/nl/te-koop/?city=gistel&sort=price_asc',
  );

  // A page number spelled any other way than digits is page 1, never the page its digits would make.
  for (const odd of ['1.5', '1e1', '0x2', '-1', '2abc']) {
    await page.goto(site(`/nl/te-koop/?page=${odd}`));
    await expect(page.locator('.paging-title'), odd).toHaveText(`Pagina 1 van ${pages} (${forSale.length} panden)`);
  }
  await page.goto(site('/fr/a-vendre/?page=02&page=5'));
  await expect(page.locator('.paging-title')).toHaveText(new RegExp(`^Page 2 sur ${pages}`));
});

test('on a phone the results come first and the filters open in a drawer', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  const keep = (l: Listing) => FILTERS['bedrooms=3']!(l) && FILTERS['type=1&type=2']!(l);
  await page.goto(site('/nl/te-koop/?bedrooms=3&type=1&type=2'));
  // The cookie dialog of a first page takes the focus once it opens: declined first, as a visitor would.
  await declineCookies(page);
  const form = page.getByRole('search', { name: 'Verfijn uw zoekopdracht' });
  await expect(form).toBeHidden();
  const firstResult = await page.locator('.property-list [data-listing-id]').first().boundingBox();
  expect(firstResult!.y).toBeLessThan(900);

  // Three filters on (two types, bedrooms): the button says so; it opens a modal dialog by keyboard.
  const toggle = page.getByRole('button', { name: 'Filters (3)' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Verfijn uw zoekopdracht' });
  await expect(drawer).toBeVisible();
  await expect(form).toBeVisible();
  for (const field of ['Minimumprijs', 'Bewoonbare oppervlakte (minstens, m²)', 'Slaapkamers (minstens)']) {
    expect((await form.getByLabel(field).boundingBox())!.height, field).toBeGreaterThanOrEqual(44);
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Focus stays in the drawer, backwards and forwards.
  const inDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await inDrawer(), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  // Changing a filter in the drawer and applying it shows the new results.
  await toggle.click();
  await form.getByLabel('Slaapkamers (minstens)').selectOption('4');
  await drawer.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(page).toHaveURL(/bedrooms=4/);
  const fewer = forSale.filter((l) => (l.bedrooms ?? 0) >= 4 && FILTERS['type=1&type=2']!(l)).length;
  expect(await total(page)).toBe(fewer);
  expect(fewer).toBeLessThan(forSale.filter(keep).length);

  // French, nothing filtered: no count; the close button closes and gives focus back.
  await page.goto(site('/fr/a-vendre/'));
  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  await page.getByRole('dialog', { name: 'Affinez votre recherche' }).getByRole('button', { name: 'Fermer les filtres' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filtres', exact: true })).toBeFocused();
  await phone.close();

  // A desktop keeps the form above the results, with no button.
  const desktop = await browser.newPage();
  await desktop.goto(site('/nl/te-koop/?bedrooms=3'));
  await expect(desktop.getByRole('search', { name: 'Verfijn uw zoekopdracht' })).toBeVisible();
  await expect(desktop.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await desktop.close();
});

test('no results: a message, a button clearing the filters and a link to register the search', async ({ page }) => {
  await page.goto(site('/nl/te-koop/?city=Gistel&min_price=90000000&page=4'));
  await expect(page).toHaveURL(site('/nl/te-koop/?city=gistel&min_price=90000000'));
  await expect(page.locator('.result-count')).toHaveText('0 panden gevonden');
  await expect(page.locator('.property-list .empty')).toHaveText('Er zijn geen panden die aan uw zoekopdracht voldoen.');
  await expect(page.locator('.paging-title')).toHaveCount(0);
  const register = page.getByRole('link', { name: /Registreer uw zoekopdracht/ });
  const registration = await register.getAttribute('href');
  expect(registration).toMatch(/^\/nl\/.+\/$/);
  expect((await page.request.get(site(registration!))).status()).toBe(200);
  await page.getByRole('button', { name: 'Wis alle filters' }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\??$/);
  expect(await total(page)).toBe(forSale.length);
});

test('the language switch keeps the filters and the order', async ({ page }) => {
  const keep = (l: Listing) => FILTERS['bedrooms=3']!(l) && FILTERS['type=1&type=2']!(l);
  await page.goto(site('/nl/te-koop/?bedrooms=3&type=2&type=1&sort=price_desc&utm_source=mail'));
  await page.locator('.site-header__inner > .language-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(site('/fr/a-vendre/?bedrooms=3&sort=price_desc&type=1&type=2'));
  expect(await total(page)).toBe(forSale.filter(keep).length);
  await expect(page.locator('.result-count')).toHaveText(`${forSale.filter(keep).length} biens trouvés`);
  await expect(page.getByLabel('Trier par')).toHaveValue('price_desc');
  await page.locator('.site-header__inner > .language-switcher').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(site('/de/zu-verkaufen/?bedrooms=3&sort=price_desc&type=1&type=2'));
  expect(await ids(page)).toEqual(ordered(forSale.filter(keep), 'price', -1).slice(0, PAGE_SIZE));
});

test('the takeover listing is reachable from the for-sale list, with its own label in every language', async ({ page }) => {
  const takeovers = listings.filter((l) => l.availability === 'takeover');
  expect(takeovers.map((l) => l.id)).toContain(4512225);
  await page.goto(site('/nl/te-koop/'));
  await declineCookies(page);
  await page.getByRole('radio', { name: 'Handelszaken over te nemen' }).check();
  await page.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(page).toHaveURL(/takeover=1/);
  expect(await total(page)).toBe(takeovers.length);
  const card = page.locator('[data-listing-id="4512225"]');
  await expect(card.locator('.badge')).toHaveText('Over te nemen');
  await card.getByRole('link').click();
  await expect(page.locator('.property-detail__header .badge')).toHaveText('Over te nemen');

  const labels: ReadonlyArray<readonly [string, string]> = [
    ['/fr/a-vendre/?takeover=1', 'À remettre'],
    ['/en/for-sale/?takeover=1', 'For takeover'],
    ['/de/zu-verkaufen/?takeover=1', 'Zur Übernahme'],
  ];
  for (const [list, label] of labels) {
    await page.goto(site(list));
    await expect(page.locator('[data-listing-id="4512225"] .badge')).toHaveText(label);
  }
});

test('no axe violations on a filtered list, on a list without results, and on a phone', async ({ page, browser }) => {
  const check = async (on: Page, url: string) => {
    await on.goto(site(url));
    const result = await new AxeBuilder({ page: on }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    return result.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const found = [
    ...(await check(page, '/nl/te-koop/?city=gistel&type=1&bedrooms=2&epc=c&sort=price_asc&available=1')),
    ...(await check(page, '/fr/a-louer/?min_price=90000000')),
    ...(await check(await phone.newPage(), '/de/zu-verkaufen/?takeover=1')),
  ];
  await phone.close();
  expect(found, found.join('\n')).toEqual([]);
});
