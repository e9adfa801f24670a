import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * New-build projects: the seeded ones (the committed project feed: three residences in Gistel, Oostende
 * and Middelkerke, their units among the listings, some sold) in four languages, list, town filter,
 * a project's page with its facts, units, plans and form, a unit and back; then a project staff create
 * in the CMS, with two linked listings, appearing with its units once published.
 */

const LISTS = {
  nl: { path: '/nl/projecten/', title: 'Nieuwbouwprojecten', count: '3 projecten', menu: 'Nieuwbouw' },
  fr: { path: '/fr/projets/', title: 'Projets de construction neuve', count: '3 projets', menu: 'Projets neufs' },
  en: { path: '/en/projects/', title: 'New-build projects', count: '3 projects', menu: 'New builds' },
  de: { path: '/de/projekte/', title: 'Neubauprojekte', count: '3 Projekte', menu: 'Neubau' },
} as const;
const SEEDED = ['Hof ter Vaart', 'Residentie Duinhof', 'Residentie Zilvermeeuw'];

/** Residentie Duinhof (Oostende, 21 % VAT): four units, two sold; what its page says in each language. */
const DUINHOF = {
  nl: {
    about: 'Over het project',
    /** The description's first words as the CRM gives them in this language (the committed project feed). */
    description: 'Residentie Duinhof telt twaalf appartementen en twee penthouses op wandelafstand van het strand',
    units: 'Units in dit project',
    available: '2 van 4 units nog beschikbaar',
    price: /^van €\s319\.000 tot €\s545\.000$/,
    vat: '21 % btw op de constructie',
    plans: 'Plannen',
    form: 'Informatie over dit project',
  },
  fr: {
    about: 'À propos du projet',
    /** The description's first words as the CRM gives them in this language (the committed project feed). */
    description: 'La Résidence Duinhof compte douze appartements et deux penthouses, à quelques pas de la plage',
    units: 'Unités de ce projet',
    available: '2 unités sur 4 encore disponibles',
    price: /^de 319\s000\s€ à 545\s000\s€$/,
    vat: 'TVA de 21 % sur la construction',
    plans: 'Plans',
    form: 'Informations sur ce projet',
  },
  en: {
    about: 'About the project',
    /** The description's first words as the CRM gives them in this language (the committed project feed). */
    description: 'Residentie Duinhof has twelve apartments and two penthouses within walking distance of the beach',
    units: 'Units in this project',
    available: '2 of 4 units still available',
    price: /^from €\s319\.000 to €\s545\.000$/,
    vat: '21% VAT on the construction',
    plans: 'Plans',
    form: 'Information about this project',
  },
  de: {
    about: 'Über das Projekt',
    /** The description's first words as the CRM gives them in this language (the committed project feed). */
    description: 'Die Residenz Duinhof umfasst zwölf Wohnungen und zwei Penthäuser, nur wenige Gehminuten vom Strand',
    units: 'Einheiten in diesem Projekt',
    available: '2 von 4 Einheiten noch verfügbar',
    price: /^von 319\.000\s€ bis 545\.000\s€$/,
    vat: '21 % MwSt. auf den Bau',
    plans: 'Pläne',
    form: 'Informationen zu diesem Projekt',
  },
} as const;

const PROJECTS = '/content-manager/collection-types/api::project.project';
const NAME = 'Residentie Zeewind';
const SLUG = 'residentie-zeewind';
const STREET = 'Verborgenstraat';

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the seeded projects in four languages: the list with its count, the town filter with counts, the home search', async ({ page }) => {
  await page.goto(site(LISTS.nl.path));
  await declineCookies(page);
  for (const [locale, list] of Object.entries(LISTS)) {
    if (locale !== 'nl') expect((await page.goto(site(list.path)))?.status(), list.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
    await expect(page.locator('.project-list .result-count')).toHaveText(list.count);
    await expect(page.locator('.project-card h2, .project-card h3').getByRole('link')).toHaveText(SEEDED);
    // Not in the menu until staff switch it on (seeded off: no room in the German menu).
    await expect(page.locator('nav.main-menu--bar').getByRole('link', { name: list.menu })).toHaveCount(0);
    expect(await axeViolations(page), list.path).toEqual([]);
  }
  // The town filter offers the projects' towns with their counts and narrows the list.
  await page.goto(site(LISTS.nl.path));
  await expect(page.getByLabel('Gemeente').locator('option')).toHaveText(['Alle gemeenten', 'Gistel (1)', 'Middelkerke (1)', 'Oostende (1)']);
  await page.getByLabel('Gemeente').selectOption('gistel');
  await page.getByRole('button', { name: 'Toon projecten' }).click();
  await expect(page).toHaveURL(/\?city=gistel$/);
  await expect(page.locator('.project-list .result-count')).toHaveText('1 project');
  await expect(page.locator('.project-card').getByRole('link')).toHaveText(['Hof ter Vaart']);
  // A town with no project: the search's own message, and the way back to all projects.
  await page.goto(site('/en/projects/?city=Brugge'));
  await expect(page.locator('.project-list .result-count')).toHaveText('0 projects');
  await expect(page.locator('.project-list .empty')).toHaveText('No projects match your search.');
  await page.getByRole('link', { name: 'Show all projects' }).click();
  await expect(page).toHaveURL(site('/en/projects/'));
  // An unknown project is a 404.
  expect((await page.goto(site('/nl/projecten/bestaat-niet/')))?.status()).toBe(404);
  // The home search knows the projects: by name, to the project's page.
  await page.goto(site('/nl/'));
  const input = page.getByRole('combobox', { name: 'Zoek een pand' });
  await input.focus();
  await expect(page.getByRole('listbox')).toBeVisible();
  await input.fill('duinhof');
  const found = page.getByRole('listbox').getByRole('group', { name: 'Nieuwbouwprojecten', exact: true }).getByRole('option');
  await expect(found).toHaveText(['Residentie Duinhof 8400 Oostende']);
  await found.click();
  await expect(page).toHaveURL(site('/nl/projecten/residentie-duinhof/'));
});

test("a seeded project's page in four languages: its description in that language, facts, units, plans; a unit and back; the hidden address; the form to its thank-you page", async ({
  page,
}) => {
  await page.goto(site('/nl/projecten/'));
  await declineCookies(page);
  await page.getByRole('link', { name: 'Residentie Duinhof' }).click();
  await expect(page).toHaveURL(site('/nl/projecten/residentie-duinhof/'));
  for (const [locale, x] of Object.entries(DUINHOF)) {
    if (locale !== 'nl') await page.goto(site(`${LISTS[locale as keyof typeof LISTS].path}residentie-duinhof/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residentie Duinhof');
    await expect(page.locator('.project-detail__address')).toContainText('Leopold II-laan 45');
    const facts = page.locator('.project-detail__facts');
    await expect(facts.locator('[data-fact="price"] dd')).toHaveText(x.price);
    await expect(facts.locator('[data-fact="vat"] dd')).toHaveText(x.vat);
    await expect(facts.locator('[data-fact="delivery"] time')).toHaveAttribute('datetime', '2027-09-30');
    await expect(facts.locator('[data-fact="delivery"] dd')).toHaveText('30-9-2027');
    // The description in the page's language, not the Dutch one with its note.
    const about = page.locator('.project-detail__description');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(x.about);
    await expect(about.locator('[data-description-language]')).toHaveAttribute('data-description-language', locale);
    await expect(about.locator('p').first()).toContainText(x.description);
    await expect(about.locator('.project-detail__language-note')).toHaveCount(0);
    const units = page.locator('.project-detail__units');
    await expect(units.getByRole('heading', { level: 2 })).toHaveText(x.units);
    await expect(units.locator('.result-count')).toHaveText(x.available);
    await expect(units.locator('[data-listing-id]')).toHaveCount(4);
    await expect(units.locator('[data-availability="sold"]')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: x.plans })).toBeVisible();
    await expect(page.locator('.project-detail__plans a')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: x.form })).toBeVisible();
    if (locale === 'nl' || locale === 'de') expect(await axeViolations(page), locale).toEqual([]);
  }

  // A unit, and back to its project.
  await page.goto(site('/nl/projecten/residentie-duinhof/'));
  await page.locator('.project-detail__units [data-listing-id="8800102"] a').first().click();
  await expect(page).toHaveURL(/\/8800102\/$/);
  const back = page.locator('.property-detail__project');
  await expect(back).toHaveText('Deel van het nieuwbouwproject Residentie Duinhof');
  await back.getByRole('link', { name: 'Residentie Duinhof' }).click();
  await expect(page).toHaveURL(site('/nl/projecten/residentie-duinhof/'));

  // Hof ter Vaart (Gistel, 6 % VAT) keeps its address approximate, on its page and on its units' pages.
  await page.goto(site('/nl/projecten/hof-ter-vaart/'));
  await expect(page.locator('.project-detail__address')).toHaveText(/8470 Gistel · Exact adres op aanvraag/);
  await expect(page.locator('.project-detail__facts [data-fact="vat"] dd')).toHaveText('6 % btw op de constructie');
  expect(await page.content()).not.toContain('Vaartstraat');
  await page.locator('.project-detail__units [data-listing-id="8800202"] a').first().click();
  await expect(page.locator('.property-detail__project')).toContainText('Hof ter Vaart');
  expect(await page.content()).not.toContain('Vaartstraat');
  await page.goBack();

  // The new-build request, about this project, to its thank-you page.
  const request = page.locator('.project-detail__request');
  await expect(request.getByRole('textbox', { name: 'Project' })).toHaveValue('Hof ter Vaart');
  await request.getByLabel('Mevrouw').check();
  await request.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Anne');
  await request.getByRole('textbox', { name: 'Naam', exact: true }).fill('Vermeulen');
  await request.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`anne.${Date.now()}@example.be`);
  await request.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0478 12 34 56');
  await request.getByLabel(/Ik ga akkoord/).check();
  await request.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/contact-construction/'), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt');
});

test('a project created in the CMS with two linked listings appears with its units once published', async ({ page }) => {
  const admin = await adminApi();
  type Row = { documentId: string; externalId: number; availability: string; cityName: string };
  const fields = 'documentId externalId availability cityName';
  const { sold } = await cmsQuery<{ sold: Row[] }>(
    `query { sold: properties(filters: { isInFeed: { eq: true }, availability: { eq: "sold" } }, sort: "externalId:asc", pagination: { limit: 1 }) { ${fields} } }`,
  );
  const { offered } = await cmsQuery<{ offered: Row[] }>(
    `query { offered: properties(filters: { isInFeed: { eq: true }, availability: { eq: "for_sale" } }, sort: "externalId:asc", pagination: { limit: 1 }) { ${fields} } }`,
  );
  const units = [...offered, ...sold];
  expect(units).toHaveLength(2);
  const files = (await admin.call('GET', '/upload/files?page=1&pageSize=2')) as { results: { id: number }[] };
  const { menuPages } = await cmsQuery<{ menuPages: { documentId: string }[] }>(
    `query { menuPages(locale: "nl", filters: { key: { eq: "projects" } }) { documentId } }`,
  );
  const projectsPage = menuPages[0]!.documentId;

  const created = (await admin.call('POST', PROJECTS, {
    name: NAME,
    description: 'Twaalf **energiezuinige** appartementen op wandelafstand van het strand.',
    street: STREET,
    houseNumber: '12',
    zip: '8400',
    city: 'Oostende',
    publicAddress: false,
    externalPath: 'https://zeewind.example/',
    images: files.results.map((f) => f.id),
  })) as { data: { documentId: string } };
  const id = created.data.documentId;
  try {
    // A draft shows nowhere.
    await page.goto(site(LISTS.nl.path));
    await declineCookies(page);
    await expect(page.locator('.project-list .result-count')).toHaveText(LISTS.nl.count);
    await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);

    await admin.call('POST', `${PROJECTS}/${id}/actions/publish`, {});
    for (const unit of units) await admin.updateListing(unit.documentId, { project: { connect: [{ documentId: id }] } });

    // Published: the CMS webhook expires the cached list.
    await expect(async () => {
      await page.goto(site(LISTS.nl.path));
      await expect(page.getByRole('link', { name: NAME })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.project-list .result-count')).toHaveText('4 projecten');

    // The town filter.
    await page.getByLabel('Gemeente').selectOption('oostende');
    await page.getByRole('button', { name: 'Toon projecten' }).click();
    await expect(page).toHaveURL(/\?city=oostende$/);
    await expect(page.getByRole('link', { name: NAME })).toBeVisible();

    await page.getByRole('link', { name: NAME }).click();
    await expect(page).toHaveURL(site(`/nl/projecten/${SLUG}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    // The address is hidden (the flag is off): town only, never the street.
    await expect(page.locator('.project-detail__address')).toContainText('8400 Oostende');
    await expect(page.locator('.project-detail__address')).toContainText('Exact adres op aanvraag');
    expect(await page.content()).not.toContain(STREET);
    await expect(page.getByRole('link', { name: 'Website van het project' })).toHaveAttribute('href', 'https://zeewind.example/');
    await expect(page.locator('.project-detail__description strong')).toHaveText('energiezuinige');
    // The gallery (the listings' swiper gallery) with both pictures.
    const gallery = page.getByRole('region', { name: 'Foto’s' });
    await expect(gallery.getByRole('img', { name: `${NAME} – Foto 1 van 2` })).toBeVisible();
    await gallery.getByRole('button', { name: 'Volgende foto' }).click();
    await expect(gallery.getByRole('img', { name: `${NAME} – Foto 2 van 2` })).toBeVisible();
    // The units, each with its availability.
    const section = page.locator('.project-detail__units');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Units in dit project');
    await expect(section.locator('.result-count')).toHaveText('1 van 2 units nog beschikbaar');
    for (const unit of units) await expect(section.locator(`[data-listing-id="${unit.externalId}"]`)).toHaveCount(1);
    await expect(section.locator(`[data-listing-id="${sold[0]!.externalId}"] [data-availability="sold"]`)).toHaveCount(1);
    // The new-build request form, about this project.
    const request = page.locator('.project-detail__request');
    await expect(request.getByRole('textbox', { name: 'Project' })).toHaveValue(NAME);
    expect(await axeViolations(page)).toEqual([]);

    // The same project in French, and in the sitemap.
    await expect(page.locator(`link[rel="alternate"][hreflang="fr"]`)).toHaveAttribute('href', new RegExp(`/fr/projets/${SLUG}/$`));
    await page.goto(site(`/fr/projets/${SLUG}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(page.locator('.project-detail__units h2')).toHaveText('Unités de ce projet');
    // Staff wrote the description in Dutch only: the French page shows it, marked as Dutch.
    await expect(page.locator('.project-detail__language-note')).toHaveText('Cette description n’existe qu’en néerlandais.');
    await expect(page.locator('.project-detail__description [lang="nl"] strong')).toHaveText('energiezuinige');
    const sitemap = await (await fetch(site('/sitemap.xml'))).text();
    expect(sitemap).toContain(`/nl/projecten/${SLUG}/`);

    // Staff put the projects page in the menu (Dutch here): it shows there once published.
    await admin.updatePageDraft(projectsPage, 'nl', { showInMenu: true });
    await admin.publishPage(projectsPage, 'nl');
    await expect(async () => {
      await page.goto(site('/nl/'));
      await expect(page.locator('nav.main-menu--bar').getByRole('link', { name: 'Nieuwbouw' })).toHaveAttribute('href', '/nl/projecten/', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await admin.updatePageDraft(projectsPage, 'nl', { showInMenu: false });
    await admin.publishPage(projectsPage, 'nl');
    for (const unit of units) await admin.updateListing(unit.documentId, { project: { set: [] } });
    await admin.call('DELETE', `${PROJECTS}/${id}`);
  }
});
