import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { clickWhenSettled } from './support/settled-click';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * New-build projects: the seeded ones (the committed project feed: three residences in Gistel, Oostende
 * and Middelkerke, their units among the listings, some sold), each step in four languages: the list,
 * the town filter, a project's page with its facts, units, plans and form, a unit and back, the hidden
 * address, the project form to its thank-you page, axe on each of these pages; then a project staff
 * create in the CMS, with two linked listings, appearing with its units once published.
 */

/** Each language's projects page, its count and its town filter (`pick`: the town a visitor chooses there, and the one project left). */
const LISTS = {
  nl: {
    path: '/nl/projecten/',
    title: 'Nieuwbouwprojecten',
    count: '3 projecten',
    menu: 'Nieuwbouw',
    town: 'Gemeente',
    allTowns: 'Alle gemeenten',
    apply: 'Toon projecten',
    one: '1 project',
    pick: { town: 'Gistel (1)', city: 'gistel', project: 'Hof ter Vaart' },
  },
  fr: {
    path: '/fr/projets/',
    title: 'Projets de construction neuve',
    count: '3 projets',
    menu: 'Projets neufs',
    town: 'Commune',
    allTowns: 'Toutes les communes',
    apply: 'Afficher les projets',
    one: '1 projet',
    pick: { town: 'Oostende (1)', city: 'oostende', project: 'Residentie Duinhof' },
  },
  en: {
    path: '/en/projects/',
    title: 'New-build projects',
    count: '3 projects',
    menu: 'New builds',
    town: 'Town',
    allTowns: 'All towns',
    apply: 'Show projects',
    one: '1 project',
    pick: { town: 'Middelkerke (1)', city: 'middelkerke', project: 'Residentie Zilvermeeuw' },
  },
  de: {
    path: '/de/projekte/',
    title: 'Neubauprojekte',
    count: '3 Projekte',
    menu: 'Neubau',
    town: 'Gemeinde',
    allTowns: 'Alle Gemeinden',
    apply: 'Projekte anzeigen',
    one: '1 Projekt',
    pick: { town: 'Gistel (1)', city: 'gistel', project: 'Hof ter Vaart' },
  },
} as const;
type Locale = keyof typeof LISTS;
const LOCALES = Object.keys(LISTS) as Locale[];
const SEEDED = ['Hof ter Vaart', 'Residentie Duinhof', 'Residentie Zilvermeeuw'];
/** The seeded projects' towns as the filter offers them, each with its one project. */
const TOWNS = ['Gistel (1)', 'Middelkerke (1)', 'Oostende (1)'];

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

/** What a visitor reads on a unit's page (its type as heading), Hof ter Vaart's page (hidden address, 6 % VAT) and the project form, in each language. */
const VISITOR = {
  nl: {
    unit: 'Appartement',
    partOf: 'Deel van het nieuwbouwproject',
    addressHidden: 'Exact adres op aanvraag',
    vat6: '6 % btw op de constructie',
    project: 'Project',
    ms: 'Mevrouw',
    firstName: 'Voornaam',
    lastName: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    consent: /^Ik ga akkoord dat Kustvastgoed/,
    send: 'Versturen',
    thanks: '/nl/bedankt/contact-construction/',
    thanksTitle: 'Bedankt',
    thanksText: 'Bedankt voor uw interesse in dit nieuwbouwproject.',
  },
  fr: {
    unit: 'Appartement',
    partOf: 'Fait partie du projet de construction neuve',
    addressHidden: 'Adresse exacte sur demande',
    vat6: 'TVA de 6 % sur la construction',
    project: 'Projet',
    ms: 'Madame',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    consent: /^J’accepte que Kustvastgoed/,
    send: 'Envoyer',
    thanks: '/fr/merci/contact-construction/',
    thanksTitle: 'Merci',
    thanksText: 'Merci de votre intérêt pour ce projet de construction neuve.',
  },
  en: {
    unit: 'Apartment',
    partOf: 'Part of the new-build project',
    addressHidden: 'Exact address on request',
    vat6: '6% VAT on the construction',
    project: 'Project',
    ms: 'Ms',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    consent: /^I agree that Kustvastgoed/,
    send: 'Send',
    thanks: '/en/thank-you/contact-construction/',
    thanksTitle: 'Thank you',
    thanksText: 'Thank you for your interest in this new-build project.',
  },
  de: {
    unit: 'Wohnung',
    partOf: 'Teil des Neubauprojekts',
    addressHidden: 'Genaue Adresse auf Anfrage',
    vat6: '6 % MwSt. auf den Bau',
    project: 'Projekt',
    ms: 'Frau',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    consent: /^Ich bin einverstanden, dass Kustvastgoed/,
    send: 'Senden',
    thanks: '/de/danke/contact-construction/',
    thanksTitle: 'Danke',
    thanksText: 'Vielen Dank für Ihr Interesse an diesem Neubauprojekt.',
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
  // In each language the town filter offers the projects' towns with their counts and narrows the list.
  for (const locale of LOCALES) {
    const list = LISTS[locale];
    await page.goto(site(list.path));
    const town = page.locator('.project-list').getByLabel(list.town, { exact: true });
    await expect(town.locator('option')).toHaveText([list.allTowns, ...TOWNS]);
    await town.selectOption({ label: list.pick.town });
    await page.getByRole('button', { name: list.apply }).click();
    await expect(page, locale).toHaveURL(site(`${list.path}?city=${list.pick.city}`));
    await expect(page.locator('.project-list .result-count')).toHaveText(list.one);
    await expect(page.locator('.project-card').getByRole('link')).toHaveText([list.pick.project]);
    // The town stays chosen, the others still offered.
    await expect(town).toHaveValue(list.pick.city);
    await expect(town.locator('option')).toHaveText([list.allTowns, ...TOWNS]);
  }
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

for (const locale of LOCALES) {
  test(`Residentie Duinhof's page in ${locale}: its description in that language, facts, units, plans, the form; 0 axe violations`, async ({ page }) => {
    const x = DUINHOF[locale];
    const project = `${LISTS[locale].path}residentie-duinhof/`;
    // From the projects page, as a visitor comes.
    await page.goto(site(LISTS[locale].path));
    await declineCookies(page);
    await page.getByRole('link', { name: 'Residentie Duinhof' }).click();
    await expect(page).toHaveURL(site(project));
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
    expect(await axeViolations(page), project).toEqual([]);
  });

  test(`in ${locale}: a unit and back; the hidden address; the project form to its thank-you page; 0 axe violations on both`, async ({ page }) => {
    const x = VISITOR[locale];
    const projects = LISTS[locale].path;
    // A unit of Residentie Duinhof, its listing naming the project, and back to the project.
    await page.goto(site(`${projects}residentie-duinhof/`));
    await declineCookies(page);
    await clickWhenSettled(page.locator('.project-detail__units [data-listing-id="8800102"] a').first());
    await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${locale}/`) && url.pathname.endsWith('/8800102/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.unit);
    const back = page.locator('.property-detail__project');
    await expect(back).toHaveText(`${x.partOf} Residentie Duinhof`);
    await back.getByRole('link', { name: 'Residentie Duinhof' }).click();
    await expect(page).toHaveURL(site(`${projects}residentie-duinhof/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residentie Duinhof');

    // Hof ter Vaart (Gistel, 6 % VAT) keeps its address approximate, on its page and on its units' pages.
    const hidden = `${projects}hof-ter-vaart/`;
    await page.goto(site(hidden));
    await expect(page.locator('.project-detail__address')).toHaveText(new RegExp(`8470 Gistel · ${x.addressHidden}$`));
    await expect(page.locator('.project-detail__facts [data-fact="vat"] dd')).toHaveText(x.vat6);
    expect(await page.content()).not.toContain('Vaartstraat');
    expect(await axeViolations(page), hidden).toEqual([]);
    await clickWhenSettled(page.locator('.project-detail__units [data-listing-id="8800202"] a').first());
    await expect(page.locator('.property-detail__project')).toHaveText(`${x.partOf} Hof ter Vaart`);
    expect(await page.content()).not.toContain('Vaartstraat');
    await page.goBack();
    await expect(page).toHaveURL(site(hidden));

    // The new-build request, about this project, to its thank-you page.
    const request = page.locator('.project-detail__request');
    await expect(request.getByRole('textbox', { name: x.project, exact: true })).toHaveValue('Hof ter Vaart');
    await request.getByLabel(x.ms, { exact: true }).check();
    await request.getByRole('textbox', { name: x.firstName, exact: true }).fill('Anne');
    await request.getByRole('textbox', { name: x.lastName, exact: true }).fill('Vermeulen');
    await request.getByRole('textbox', { name: x.email, exact: true }).fill(`anne.${locale}.${Date.now()}@example.be`);
    await request.getByRole('textbox', { name: x.phone, exact: true }).fill('0478 12 34 56');
    await request.getByLabel(x.consent).check();
    await request.getByRole('button', { name: x.send }).click();
    await expect(page).toHaveURL(site(x.thanks), { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.thanksTitle);
    await expect(page.locator('main')).toContainText(x.thanksText);
    expect(await axeViolations(page), x.thanks).toEqual([]);
  });
}

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
