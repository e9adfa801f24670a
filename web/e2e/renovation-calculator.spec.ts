import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

const NBSP = '\u00a0';

const PATHS = { nl: '/nl/renovatiecalculator/', fr: '/fr/calculateur-renovation/', en: '/en/renovation-calculator/', de: '/de/renovierungsrechner/' } as const;

/** The calculator's words per language: its title, three labels, the button and the result's opening. */
const TEXTS = {
  nl: {
    title: 'Wat kost een renovatie?',
    kind: 'Soort woning',
    surface: 'Bewoonbare oppervlakte (m²)',
    heatPump: 'Warmtepomp',
    button: 'Bereken',
    cost: 'Geschatte kostprijs:',
    after: 'Verwacht EPC-label na de werken:',
  },
  fr: {
    title: 'Combien coûte une rénovation ?',
    kind: 'Type d’habitation',
    surface: 'Surface habitable (m²)',
    heatPump: 'Pompe à chaleur',
    button: 'Calculer',
    cost: 'Coût estimé :',
    after: 'Label PEB attendu après les travaux :',
  },
  en: {
    title: 'What does a renovation cost?',
    kind: 'Kind of home',
    surface: 'Living surface (m²)',
    heatPump: 'Heat pump',
    button: 'Calculate',
    cost: 'Estimated cost:',
    after: 'Expected EPC label after the works:',
  },
  de: {
    title: 'Was kostet eine Renovierung?',
    kind: 'Art der Wohnung',
    surface: 'Wohnfläche (m²)',
    heatPump: 'Wärmepumpe',
    button: 'Berechnen',
    cost: 'Geschätzte Kosten:',
    after: 'Erwartetes EPC-Label nach den Arbeiten:',
  },
} as const;

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function fill(
  page: Page,
  values: { kind: string; surface: string; year: string; label: string; works: readonly string[] },
  t: (typeof TEXTS)[keyof typeof TEXTS],
) {
  await page.getByLabel(t.kind).selectOption(values.kind);
  await page.getByLabel(t.surface).fill(values.surface);
  await page.locator('#calculator-constructionYear').fill(values.year);
  await page.locator('#calculator-label').selectOption(values.label);
  for (const work of values.works) await page.locator(`input[name="works"][value="${work}"]`).check();
}

test('worked example 1 in Dutch: terraced house, 120 m², 1965, label E, roof, glazing and heat pump', async ({ page }) => {
  await page.goto(site(PATHS.nl));
  await declineCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.nl.title);
  // Nothing chosen: each field says what is missing, in Dutch.
  await page.getByRole('button', { name: 'Bereken' }).click();
  await expect(page.locator('#calculator-homeKind-error')).toHaveText('Dit veld is verplicht.');
  await expect(page.locator('#calculator-works-error')).toHaveText('Kies minstens één werk.');
  await expect(page.locator('#calculator-homeKind')).toBeFocused();

  await fill(page, { kind: 'terraced', surface: '120', year: '1965', label: 'e', works: ['roof', 'glazing', 'heat-pump'] }, TEXTS.nl);
  await page.getByRole('button', { name: 'Bereken' }).click();
  await expect(page.locator('.calculator__cost strong')).toHaveText(`Geschatte kostprijs: €${NBSP}21.300 tot €${NBSP}39.300`);
  await expect(page.locator('.calculator__label-after')).toHaveAttribute('data-label', 'C');
  await expect(page.locator('.calculator__label-after')).toContainText('Energiescore van ongeveer 450 naar 211 kWh/m² per jaar.');
  await expect(page.locator('.calculator__obligation')).toContainText('binnen 5 jaar label D of beter halen. Met deze werken lukt dat.');
  await expect(page.getByRole('heading', { name: 'Uw raming' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
});

test('worked example 2 in English: detached house, 200 m², 1990, label F, roof and wall insulation; then glazing alone falls short', async ({ page }) => {
  await page.goto(site(PATHS.en));
  await declineCookies(page);
  await fill(page, { kind: 'detached', surface: '200', year: '1990', label: 'f', works: ['roof', 'wall'] }, TEXTS.en);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('.calculator__cost strong')).toHaveText(`Estimated cost: €${NBSP}19.400 to €${NBSP}56.400`);
  await expect(page.locator('.calculator__label-after')).toHaveAttribute('data-label', 'D');
  await expect(page.locator('.calculator__obligation')).toHaveText(
    'Renovation obligation: a home with label F bought from 2023 must reach label D or better within 5 years. These works achieve that.',
  );

  await page.locator('input[name="works"][value="roof"]').uncheck();
  await page.locator('input[name="works"][value="wall"]').uncheck();
  await page.locator('input[name="works"][value="glazing"]').check();
  await page.getByLabel('Kind of home').selectOption('apartment');
  await page.getByLabel('Living surface (m²)').fill('80');
  await page.locator('#calculator-constructionYear').fill('1975');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('.calculator__cost strong')).toHaveText(`Estimated cost: €${NBSP}3.600 to €${NBSP}6.600`);
  await expect(page.locator('.calculator__label-after')).toHaveAttribute('data-label', 'F');
  await expect(page.locator('.calculator__obligation')).toContainText('These works are not enough: choose more.');
});

test('the calculator speaks French and German too', async ({ page }) => {
  for (const locale of ['fr', 'de'] as const) {
    const t = TEXTS[locale];
    await page.goto(site(PATHS[locale]));
    if (locale === 'fr') await declineCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByLabel(t.heatPump)).toBeVisible();
    await fill(page, { kind: 'terraced', surface: '120', year: '1965', label: 'e', works: ['roof', 'glazing', 'heat-pump'] }, t);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.locator('.calculator__cost strong')).toContainText(t.cost);
    await expect(page.locator('.calculator__cost')).toHaveAttribute('data-low', '21300');
    await expect(page.locator('.calculator__label-after')).toContainText(t.after);
  }
});

test('a listing with label E links to the calculator with its data filled in', async ({ page }) => {
  // 4512007: a terraced house (2 facades) in Gistel, 109 m², built 1925, label E.
  await page.goto(site('/property/4512007/'));
  await declineCookies(page);
  const link = page.getByRole('link', { name: 'Bereken wat de renovatie van deze woning kost' });
  await expect(link).toHaveAttribute('href', '/nl/renovatiecalculator/?kind=terraced&surface=109&year=1925&epc=e');
  await link.click();
  await expect(page).toHaveURL(/\/nl\/renovatiecalculator\/\?kind=terraced/);
  await expect(page.locator('#calculator-homeKind')).toHaveValue('terraced');
  await expect(page.locator('#calculator-livingSurface')).toHaveValue('109');
  await expect(page.locator('#calculator-constructionYear')).toHaveValue('1925');
  await expect(page.locator('#calculator-label')).toHaveValue('e');
  // Only the works are left to choose: roof 54.5 m² (3,270 €) and a heat pump (10,000 €), +20% for a home before 1945.
  await page.locator('input[name="works"][value="roof"]').check();
  await page.locator('input[name="works"][value="heat-pump"]').check();
  await page.getByRole('button', { name: 'Bereken' }).click();
  await expect(page.locator('.calculator__cost')).toHaveAttribute('data-low', '15900');
  await expect(page.locator('.calculator__cost')).toHaveAttribute('data-high', String(Math.round((54.5 * 120 * 1.2 + 18000 * 1.2) / 100) * 100));
  // 450 × 0.80 × 0.65 = 234: label C.
  await expect(page.locator('.calculator__label-after')).toHaveAttribute('data-label', 'C');

  // A listing with a better label has no link.
  await page.goto(site('/property/4512010/'));
  await expect(page.locator('.epc__calculator')).toHaveCount(0);
});
