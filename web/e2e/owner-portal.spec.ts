import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * The owner portal in a real browser, as the seeded demo owner (the global setup gives the CMS a
 * DEMO_OWNER_PASSWORD, as scripts/lib.sh does in cms/.env): the spec's login error, login, N visits of a listing page
 * by the owner (none counted), N by one visitor and one by another counted as 2 more views today (a view is a
 * visitor per 30 minutes, never the owner's own) with
 * 30 days in the graph's table; the listing's own page with the seed's
 * viewings, communications, online media, sources, documents (one downloaded) and broker; both pages
 * axe-clean, never cached, not indexed; logout ending the session.
 */
const EMAIL = 'eigenaar@kustvastgoed.local';
const PASSWORD = process.env.E2E_DEMO_OWNER_PASSWORD ?? '';
const N = 3;

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('owner: wrong password, login, N own visits → none, N visits by one visitor and one by another → 2 more views today, 30 days, logout', async ({
  page,
  browser,
}) => {
  await page.goto(site('/nl/login/'));
  await declineCookies(page);
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill('niet het wachtwoord');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  // Next's route announcer is an (empty) alert too: the form's own is the one with the text.
  const failed = page.getByRole('alert').filter({ hasText: 'Aanmelden mislukt' });
  await expect(failed).toContainText('De gebruikersnaam of het wachtwoord is niet correct.');

  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.waitForURL(/\/portal\/nl\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn panden' })).toBeVisible();
  const first = page.locator('.portal-listing').first();
  const id = await first.getAttribute('data-listing-id');
  const before = Number(await first.locator('[data-total="today"]').textContent());
  await expect(first.locator('table tbody tr')).toHaveCount(30);

  const visit = async (visitor: Page) => {
    const counted = visitor.waitForResponse((r) => r.url().includes(`/api/views/${id}/`) && r.request().method() === 'POST');
    await visitor.goto(site(`/nl/property/${id}/`));
    expect((await counted).status()).toBe(204);
  };
  // Each visitor from an address of its own, as the front states it (the whole run comes from 127.0.0.1,
  // whose 60 views per half hour the earlier specs' listing pages have used up).
  // The owner (logged in) looking at their own listing: no view.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.10' });
  for (let i = 0; i < N; i += 1) await visit(page);
  // A visitor reloading N times: one view; another visitor: one more.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.12' } });
  const visitorPage = await visitor.newPage();
  for (let i = 0; i < N; i += 1) await visit(visitorPage);
  await visitor.close();
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.11' },
  });
  await visit(await other.newPage());
  await other.close();
  await page.goto(site('/portal/nl/'));
  const after = page.locator(`.portal-listing[data-listing-id="${id}"]`);
  await expect(after.locator('[data-total="today"]')).toHaveText(String(before + 2));
  expect(await axeViolations(page)).toEqual([]);

  // The listing's own page: every section with what staff recorded in the seed.
  await after.getByRole('link', { name: /Alles over dit pand/ }).click();
  await page.waitForURL(new RegExp(`/portal/nl/${id}/$`));
  const answer = await page.request.get(page.url());
  expect(answer.headers()['cache-control']).toMatch(/no-store/);
  expect(await answer.text()).toContain('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Referentie ${id}`);
  await expect(page.locator('[data-total="today"]')).toHaveText(String(before + 2));
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Bezichtigingen').getByRole('row')).toHaveCount(5);
  await expect(section('Bezichtigingen')).toContainText('Plaatsgevonden');
  await expect(section('Bezichtigingen')).toContainText('komt terug met een architect');
  await expect(section('Communicatie')).toContainText('Vraag over de bouwvergunning');
  await expect(section('Communicatie')).toContainText('Afgehandeld');
  await expect(section('Online media').getByRole('link', { name: /Bekijk op Immoweb/ })).toHaveAttribute('href', new RegExp(`immoweb\\.be/.*${id}`));
  await expect(section('Bron van de aanvragen').getByRole('row', { name: /Immoweb/ })).toContainText('1');
  await expect(section('Bron van de aanvragen').getByRole('row', { name: /Bord aan het pand/ })).toContainText('1');
  await expect(section('Uw makelaar')).toContainText(/@/);
  const downloading = page.waitForEvent('download');
  await section('Documenten')
    .getByRole('link', { name: /Download EPC-certificaat/ })
    .click();
  const file = await (await downloading).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.waitForURL(/\/nl\/login\/$/);
  await page.goto(site('/portal/nl/'));
  // Logged out, not expired: the login page, which comes back to the portal, with no word of an ended session.
  await expect(page).toHaveURL(/\/nl\/login\/\?next=%2Fportal%2Fnl%2F$/);
  await expect(page.getByText('Uw sessie is afgelopen')).toHaveCount(0);
});
