import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FEED_VALUES, type Locale } from '@coast/domain';
import { listingTexts } from '../src/listings/texts';
import { declineCookies } from './support/consent';
import { site } from './support/site';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** The snapshot's listings the listing page must cover: a new-build sale with costs and planning, a rent, a viager, the one abroad, a plot. */
const PATHS = {
  newBuild: {
    nl: '/nl/te-koop/oostende/appartement/4512352/',
    fr: '/fr/a-vendre/oostende/appartement/4512352/',
    en: '/en/for-sale/oostende/apartment/4512352/',
    de: '/de/zu-verkaufen/oostende/wohnung/4512352/',
  },
  rent: {
    nl: '/nl/te-huur/gistel/gelijkvloers/4512105/',
    fr: '/fr/a-louer/gistel/rez-de-chaussee/4512105/',
    de: '/de/zu-vermieten/gistel/erdgeschosswohnung/4512105/',
  },
  viager: '/nl/te-koop/de-haan/villa/4512213/',
  abroad: { nl: '/nl/te-koop/wiltz/open-bebouwing/4512336/', fr: '/fr/a-vendre/wiltz/maison-quatre-facades/4512336/' },
  plot: '/property/4512055/',
} as const;

/** The value shown for a fact (`data-fact` of src/listings/fact-group.tsx). */
const fact = (page: Page, id: string) => page.locator(`[data-fact="${id}"] dd`);

async function expectFacts(page: Page, facts: Record<string, string | RegExp>) {
  for (const [id, value] of Object.entries(facts)) await expect(fact(page, id), id).toHaveText(value);
}

test('4512352 shows every attribute it holds, in groups, with its energy, flood, five planning items and costs', async ({ page }) => {
  await page.goto(site(PATHS.newBuild.nl));
  await declineCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appartement');

  await expectFacts(page, {
    reference: '4512352',
    type: 'Appartement',
    availability: 'Te koop',
    constructionYear: '2017',
    orientation: 'Zuidoost',
    bedrooms: '3',
    bathrooms: '2',
    showers: '1',
    toilets: '1',
    kitchen: 'Gesloten keuken',
    floors: '6',
    garages: '1',
    surfaceLiving: '92 m²',
    surfaceTotal: '127 m²',
    surfaceTerrace: '24 m²',
    facades: '1',
    heating: 'Warmtepomp',
    glazing: 'Hoogrendementsglas',
    windowFrame: 'Hout',
    floorCovering: 'Tegels',
    epcValue: '50 kWh/m²',
    epcCode: '20250221-0001173624-RES-1',
    co2Emission: '3 kg/m²',
    floodPScore: 'B',
    floodGScore: 'B',
    floodSensitive: 'Nee',
    notaryFees: `€${NBSP}3.560`,
    registrationRights: `€${NBSP}867`,
    vat: `€${NBSP}51.587`,
    totalCosts: `€${NBSP}56.014`,
  });
  await expect(page.locator('[data-fact="epcLabel"] [data-epc]')).toHaveAttribute('data-epc', 'A');
  // What the feed does not give is not shown (no parking, no roof, no garden): no empty lines.
  for (const id of ['parkings', 'roof', 'surfaceGarden', 'asbestosCertificate', 'monthlyRent'])
    await expect(page.locator(`[data-fact="${id}"]`), id).toHaveCount(0);

  // All five planning items of a sale advert, the empty one (summons) shown as such, codes with their meaning.
  const planning = page.locator('[data-facts="legal"]');
  await expect(planning.locator('[data-fact]')).toHaveCount(5);
  await expectFacts(page, {
    permitBuilding: 'Vg – stedenbouwkundige vergunning uitgereikt',
    planningDestination: 'Woongebied',
    summons: 'Niet meegedeeld',
    preemptionRight: 'Gvkr – geen voorkooprecht',
    subdivisionPermit: 'Vv – verkavelingsvergunning afgeleverd',
  });

  // The description keeps its paragraphs and its bullet list (the feed's HTML cleaned).
  const description = page.locator('.property-detail__description');
  await expect(description.locator('li')).toHaveText([
    '3 slaapkamers',
    'Bewoonbare oppervlakte 92 m²',
    'Terras 24 m²',
    'Eerste verdieping',
    'EPC 50 kWh/m² (label A)',
  ]);
  await expect(description.locator('p').first()).toContainText('vanaf € 289.000');
  await expect(description).not.toContainText('&nbsp;');
  await expect(description).not.toContainText('<');
  await expect(page.locator('.property-detail__language-note')).toHaveCount(0);

  // The link explains the abbreviations on the Tips page.
  await planning.getByRole('link', { name: 'Wat betekenen deze afkortingen?' }).click();
  await expect(page).toHaveURL(site('/nl/tips/'));
  for (const code of ['Vg', 'Gvg', 'Wg', 'Dv', 'Ho', 'Bo', 'Lod', 'Ms', 'Gmo', 'Vkr', 'Gvkr', 'Vv', 'Gvv']) {
    await expect(page.locator('main li', { hasText: new RegExp(`^${code}:`) }), code).toHaveCount(1);
  }
});

test('a rent listing shows its monthly rent, charges, deposit and inventory; its bullet lines stay a list', async ({ page }) => {
  await page.goto(site(PATHS.rent.nl));
  await expect(page.locator('[data-facts="costs"] h2')).toHaveText('Huur en kosten');
  await expectFacts(page, {
    monthlyRent: `€${NBSP}875`,
    charges: `€${NBSP}145`,
    deposit: `€${NBSP}2.625`,
    inventoryCost: `€${NBSP}225`,
  });
  // A rent advert lists no empty planning items (the five are a sale advert's duty).
  await expect(page.locator('[data-fact="summons"]')).toHaveCount(0);
  const description = page.locator('.property-detail__description');
  await expect(description.locator('p', { hasText: /^Troeven:$/ })).toHaveCount(1);
  await expect(description.locator('li').first()).toHaveText('1 slaapkamer');
});

test('the figures Belgian portals show, in Dutch and English: price per m², KI, condition, move-in, date listed; areas grouped by thousands', async ({
  page,
}) => {
  const villa = { nl: '/nl/te-koop/gistel/villa/4512383/', en: '/en/for-sale/gistel/villa/4512383/' };
  await page.goto(site(villa.nl));
  await expectFacts(page, {
    pricePerSquareMetre: `€${NBSP}2.095/m²`,
    cadastralIncome: `€${NBSP}2.050`,
    condition: 'Goede staat',
    availableFrom: 'In overleg',
    listedOn: '20-10-2026',
    surfaceGround: '1.917 m²',
    surfaceGarden: '1.622 m²',
  });
  await page.goto(site(villa.en));
  await expectFacts(page, {
    pricePerSquareMetre: `€${NBSP}2.095/m²`,
    cadastralIncome: `€${NBSP}2.050`,
    condition: 'Good condition',
    availableFrom: 'To be agreed',
    listedOn: '20-10-2026',
    surfaceGround: '1,917 m²',
    surfaceGarden: '1,622 m²',
  });
  // A "starting from" price is a minimum: no price per m² (nor for a hidden price, @coast/domain's tests).
  await page.goto(site(PATHS.newBuild.nl));
  await expectFacts(page, { condition: 'Goede staat', floor: '1', cadastralIncome: `€${NBSP}615` });
  await expect(page.locator('[data-fact="pricePerSquareMetre"]')).toHaveCount(0);
});

for (const [locale, path, words] of [
  ['nl', '/nl/te-huur/gistel/halfopen-woning/4512096/', { none: 'Geen gemeenschappelijke lasten vermeld', pets: 'Ja', from: 'Vanaf 1-2-2027' }],
  ['fr', '/fr/a-louer/gistel/halfopen-woning/4512096/', { none: 'Aucune charge commune mentionnée', pets: 'Oui', from: 'À partir du 1-2-2027' }],
] as const) {
  test(`${locale}: a rent advert without charges in the feed says so plainly, with its move-in date and pets`, async ({ page }) => {
    await page.goto(site(path));
    await expectFacts(page, { charges: words.none, petsAllowed: words.pets, availableFrom: words.from });
  });
}

test('the viager listing shows the annuitant age, the kind of annuity and the monthly annuity', async ({ page }) => {
  await page.goto(site(PATHS.viager));
  await expect(page.locator('[data-facts="viager"] h2')).toHaveText('Lijfrente');
  await expectFacts(page, {
    viagerType: 'Vrije lijfrente',
    viagerAge1: '84 jaar',
    viagerMonthlyAnnuity: `€${NBSP}1.650 per maand`,
  });
  await expect(page.locator('[data-fact="viagerAge2"]')).toHaveCount(0);
});

/** Dutch words the page must not show outside the parts marked lang="nl": the table's and the feature's, where the language's own word differs. */
function dutchWords(locale: Exclude<Locale, 'nl'>): string[] {
  const words = new Set<string>();
  for (const group of Object.values(FEED_VALUES)) {
    for (const names of Object.values(group)) {
      // 'PVC' is part of German 'Kunststoff (PVC)': only a Dutch word the language's own word lacks counts.
      if (!names[locale].toLowerCase().includes(names.nl.toLowerCase())) words.add(names.nl);
    }
  }
  const own = listingTexts.all(locale);
  for (const [key, nl] of Object.entries(listingTexts.all('nl'))) {
    if (!nl.includes('{') && nl !== own[key as keyof typeof own]) words.add(nl);
  }
  return [...words];
}

/** The listing page's visible text, without the parts marked as Dutch and without scripts. */
async function textOutsideDutch(page: Page): Promise<string> {
  return page.locator('article.property-detail').evaluate((article) => {
    const copy = article.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll('[lang="nl"], script, style')) node.remove();
    return copy.textContent ?? '';
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [locale, sale, rent] of [
  ['fr', PATHS.newBuild.fr, PATHS.rent.fr],
  ['de', PATHS.newBuild.de, PATHS.rent.de],
] as const) {
  test(`${locale}: listing pages show no Dutch value except the description, which is marked as Dutch`, async ({ page }) => {
    const words = dutchWords(locale);
    expect(words.length).toBeGreaterThan(100);
    for (const path of [sale, rent]) {
      await page.goto(site(path));
      const text = await textOutsideDutch(page);
      const found = words.filter((word) => new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'iu').test(text));
      expect(found, `${path}: ${found.join(', ')}`).toEqual([]);
      // The description is Dutch: marked with lang="nl" and a note in the page's language.
      await expect(page.locator('.property-detail__description [lang="nl"]')).toHaveCount(1);
      await expect(page.locator('.property-detail__language-note')).toHaveText(listingTexts(locale, 'dutchOnly'));
    }
  });
}

test('translated values: the same type word on the card, the page and the type filter; banners and feed values in French and German', async ({ page }) => {
  await page.goto(site(PATHS.newBuild.de));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wohnung');
  await expect(page.locator('.property-detail__header .badge')).toHaveText('Neu');
  await expectFacts(page, { heating: 'Wärmepumpe', kitchen: 'Geschlossene Küche', orientation: 'Südost', planningDestination: 'Wohngebiet' });
  await expect(fact(page, 'summons')).toHaveText('Nicht angegeben');

  await page.goto(site('/de/zu-verkaufen/?type=2'));
  await expect(page.locator('[data-listing-id="4512352"] .property-card__title, [data-listing-id="4512352"] .property-row__title').first()).toHaveText(
    'Wohnung',
  );
  // The type filter (checkboxes) names type 2 with the same word, and it is the one ticked.
  await expect(page.locator('.filter-form').getByRole('checkbox', { name: /^Wohnung/ })).toBeChecked();

  await page.goto(site(PATHS.newBuild.fr));
  await expect(page.locator('.property-detail__header .badge')).toHaveText('Nouveau');
  await expectFacts(page, {
    heating: 'Pompe à chaleur',
    notaryFees: `3${NNBSP}560${NBSP}€`,
    permitBuilding: "Vg – permis d'urbanisme délivré",
  });
});

test('the listing abroad shows its country; it has no Belgian EPC and no empty energy box', async ({ page }) => {
  await page.goto(site(PATHS.abroad.nl));
  await expect(page.locator('.property-detail__address')).toContainText('9530 Wiltz, Luxemburg');
  await expect(fact(page, 'country')).toHaveText('Luxemburg');
  await expect(page.locator('.energy-box')).toHaveCount(0);
  await page.goto(site(PATHS.abroad.fr));
  await expect(page.locator('.property-detail__address')).toContainText('9530 Wiltz, Luxembourg');
  // A Belgian listing names no country.
  await page.goto(site(PATHS.newBuild.nl));
  await expect(page.locator('[data-fact="country"]')).toHaveCount(0);
  await expect(page.locator('.property-detail__address')).not.toContainText('België');
});

test('a plot without EPC shows no energy box (left out, not empty)', async ({ page }) => {
  await page.goto(site(PATHS.plot));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bouwgrond');
  await expect(page.locator('.energy-box')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Energie' })).toHaveCount(0);
});

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`no axe violations on the full listing page in ${locale}`, async ({ page }) => {
    await page.goto(site(PATHS.newBuild[locale]));
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('on a phone, a sale listing fits the screen in every language: long labels and values wrap', async ({ page }) => {
  // 'Parzellierungsgenehmigung' beside 'Vg – Baugenehmigung erteilt' made the German page 462 px wide.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    await page.goto(site(PATHS.newBuild[locale]));
    await expect(fact(page, 'permitBuilding')).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page, locale).toBeLessThanOrEqual(widths.screen);
  }
});
