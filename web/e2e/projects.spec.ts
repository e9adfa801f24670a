import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * New-build projects: the projects page in four languages while there are none (the
 * snapshot's state, the spec's "no projects match"), then a project staff create in the CMS,
 * with two listings linked to it, appearing with its units once published.
 */

const LISTS = {
  nl: { path: '/nl/projecten/', title: 'Nieuwbouwprojecten', empty: 'Er zijn op dit moment geen nieuwbouwprojecten in ons aanbod.' },
  fr: { path: '/fr/projets/', title: 'Projets de construction neuve', empty: 'Nous n’avons actuellement aucun projet de construction neuve.' },
  en: { path: '/en/projects/', title: 'New-build projects', empty: 'We have no new-build projects on offer at the moment.' },
  de: { path: '/de/projekte/', title: 'Neubauprojekte', empty: 'Zurzeit haben wir keine Neubauprojekte im Angebot.' },
} as const;

const PROJECTS = '/content-manager/collection-types/api::project.project';
const NAME = 'Residentie Zeewind';
const SLUG = 'residentie-zeewind';
const STREET = 'Verborgenstraat';

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('without projects the list says so in four languages and offers the listings and the search registration', async ({ page }) => {
  await page.goto(site(LISTS.nl.path));
  await declineCookies(page);
  for (const list of Object.values(LISTS)) {
    const response = await page.goto(site(list.path));
    expect(response?.status(), list.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
    await expect(page.locator('.project-list').getByRole('status')).toHaveText(list.empty);
    await expect(page.locator('.project-list__ways a')).toHaveCount(2);
    expect(await axeViolations(page), list.path).toEqual([]);
  }
  // A town asked for that has no project: the search's own message, and the way back to all projects.
  await page.goto(site('/en/projects/?city=Brugge'));
  await expect(page.locator('.project-list').getByRole('status')).toHaveText('No projects match your search.');
  await page.getByRole('link', { name: 'Show all projects' }).click();
  await expect(page).toHaveURL(site('/en/projects/'));
  // Not in the menu until staff switch it on (seeded off: the snapshot has no projects).
  const menu = page.locator('nav.main-menu--bar');
  await expect(menu.getByRole('link', { name: 'Contact' })).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'New builds' })).toHaveCount(0);
  // An unknown project is a 404.
  expect((await page.goto(site('/nl/projecten/bestaat-niet/')))?.status()).toBe(404);
});

test('a project created in the CMS with two linked listings appears with its units once published', async ({ page }) => {
  const admin = await adminApi();
  type Row = { documentId: string; externalId: number; availability: string; cityName: string };
  const fields = 'documentId externalId availability cityName';
  const { sold } = await cmsQuery<{ sold: Row[] }>(
    `query { sold: properties(filters: { isInFeed: { eq: true }, availability: { eq: "sold" } }, pagination: { limit: 1 }) { ${fields} } }`,
  );
  const { offered } = await cmsQuery<{ offered: Row[] }>(
    `query { offered: properties(filters: { isInFeed: { eq: true }, availability: { eq: "for_sale" } }, pagination: { limit: 1 }) { ${fields} } }`,
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
    await expect(page.locator('.project-list').getByRole('status')).toHaveText(LISTS.nl.empty);

    await admin.call('POST', `${PROJECTS}/${id}/actions/publish`, {});
    for (const unit of units) await admin.updateListing(unit.documentId, { project: { connect: [{ documentId: id }] } });

    // Published: the CMS webhook expires the cached list.
    await expect(async () => {
      await page.goto(site(LISTS.nl.path));
      await expect(page.getByRole('link', { name: NAME })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await expect(page.locator('.project-list .result-count')).toHaveText('1 project');
    expect(await axeViolations(page)).toEqual([]);

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
    for (const unit of units) await expect(section.locator(`[data-property-id="${unit.externalId}"]`)).toHaveCount(1);
    await expect(section.locator(`[data-property-id="${sold[0]!.externalId}"] [data-availability="sold"]`)).toHaveCount(1);
    // The new-build request form, about this project.
    const request = page.locator('.project-detail__request');
    await expect(request.getByRole('textbox', { name: 'Project' })).toHaveValue(NAME);
    expect(await axeViolations(page)).toEqual([]);

    // The same project in French, and in the sitemap.
    await expect(page.locator(`link[rel="alternate"][hreflang="fr"]`)).toHaveAttribute('href', new RegExp(`/fr/projets/${SLUG}/$`));
    await page.goto(site(`/fr/projets/${SLUG}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(page.locator('.project-detail__units h2')).toHaveText('Unités de ce projet');
    const sitemap = await (await fetch(site('/sitemap.xml'))).text();
    expect(sitemap).toContain(`/nl/projecten/${SLUG}/`);

    // Staff put the projects page in the menu (Dutch here): it shows there once published.
    await admin.updatePageDraft(projectsPage, 'nl', { showInMenu: true });
    await admin.publishPage(projectsPage, 'nl');
    await expect(async () => {
      await page.goto(site('/nl/'));
      await expect(page.locator('nav.main-menu--bar').getByRole('link', { name: 'Nieuwbouw' })).toHaveAttribute('href', '/nl/projecten/', { timeout: 500 });
    }).toPass({ timeout: 5_000 });
  } finally {
    await admin.updatePageDraft(projectsPage, 'nl', { showInMenu: false });
    await admin.publishPage(projectsPage, 'nl');
    for (const unit of units) await admin.updateListing(unit.documentId, { project: { set: [] } });
    await admin.call('DELETE', `${PROJECTS}/${id}`);
  }
});
