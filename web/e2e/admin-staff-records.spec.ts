import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAdmin } from './support/admin-panel';
import { declineCookies } from './support/consent';
import { adminApi, site } from './support/site';

/**
 * Staff's records in the real admin panel: a visitor's request read as label/value lines (not JSON) and
 * marked handled (a status its form does not allow is refused with a message); an owner document
 * created with its file in one step, which the owner then downloads from the portal; a viewing entered
 * at 14:30 by an editor whose browser is not on Belgian time, shown at 14:30 to the owner. The owner is
 * the French demo owner, on their second listing (the other specs read the first ones' records).
 */
const OWNER = 'proprietaire@kustvastgoed.local';
const PASSWORD = process.env.E2E_DEMO_OWNER_PASSWORD ?? '';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const entries = (uid: string) => `/admin/content-manager/collection-types/${uid}`;

/** The owner's portal, logged in, on their second listing's page; returns its reference. */
async function ownerListing(browser: Browser): Promise<{ page: Page; reference: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site('/fr/connexion/'));
  await declineCookies(page);
  await page.getByLabel('Adresse e-mail').fill(OWNER);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/portal\/fr\/$/);
  const reference = (await page.locator('.portal-listing').nth(1).getAttribute('data-listing-id')) ?? '';
  expect(reference).toMatch(/^\d+$/);
  return { page, reference, close: () => context.close() };
}

/** Picks the listing in an edit view's listing field by typing its reference. */
async function pickListing(page: Page, reference: string) {
  const field = page.getByRole('combobox', { name: 'Listing', exact: true });
  await field.click();
  await field.pressSequentially(reference);
  await page.getByRole('option', { name: new RegExp(`^${reference} · `) }).click();
}

test("staff read a visitor's request as text and mark it handled; only the statuses its form has are offered", async ({ page }) => {
  const api = await adminApi();
  const made = (await api.call('POST', '/content-manager/collection-types/api::submission.submission', {
    form: 'site-contact',
    language: 'nl',
    name: 'Jan Peeters',
    email: 'jan.peeters@example.be',
    fields: { firstName: 'Jan', lastName: 'Peeters', email: 'jan.peeters@example.be', remarks: 'Is de woning aan de Zeedijk nog vrij?', consent: true },
    consent: true,
    state: 'new',
    submittedAt: new Date().toISOString(),
  })) as { data: { documentId: string } };

  await openAdmin(page, `${entries('api::submission.submission')}/${made.data.documentId}`);
  const sent = page.getByRole('region', { name: 'What was sent' });
  await expect(sent).toBeVisible({ timeout: 60_000 });
  await expect(sent.locator('[data-field="remarks"] dd')).toHaveText('Is de woning aan de Zeedijk nog vrij?');
  await expect(sent.locator('[data-field="consent"] dd')).toHaveText('yes');
  await expect(sent).not.toContainText('{');
  await expect(page.locator('textarea, [contenteditable]').filter({ hasText: '"remarks"' })).toHaveCount(0);

  // The statuses of a contact request, in staff's words (the stored codes are the site's): never "Confirmed".
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status.locator('option')).toHaveText(['New', 'Handled']);

  await status.selectOption({ label: 'Handled' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('handled', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Handled');
});

test('staff create an owner document with its file in one step; the owner downloads it from the portal', async ({ page, browser }) => {
  const owner = await ownerListing(browser);
  await openAdmin(page, `${entries('api::owner-document.owner-document')}/create`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill('Bodemattest 2026');
  await pickListing(page, owner.reference);
  await page.getByLabel(/Choose the file/).setInputFiles({ name: 'bodemattest.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Ready: saving the document attaches it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await expect(page.getByRole('button', { name: /Download bodemattest\.pdf/ })).toBeVisible();

  await owner.page.goto(site(`/portal/fr/${owner.reference}/`));
  const documents = owner.page.getByRole('region', { name: 'Documents' });
  const downloading = owner.page.waitForEvent('download');
  await documents.getByRole('link', { name: /Bodemattest 2026/ }).click();
  const file = await (await downloading).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await owner.close();
});

test.describe('an editor in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a viewing entered at 14:30 Belgian time is shown at 14:30 to the owner', async ({ page, browser }) => {
    const owner = await ownerListing(browser);
    await openAdmin(page, `${entries('api::listing-viewing.listing-viewing')}/create`);
    await expect(page.getByRole('combobox', { name: 'Listing', exact: true })).toBeVisible({ timeout: 60_000 });
    await pickListing(page, owner.reference);
    // As typed (the English admin writes month/day/year), each taken when the field is left.
    await page.getByRole('combobox', { name: 'Date', exact: true }).fill('12/03/2026');
    await page.getByRole('combobox', { name: 'Date', exact: true }).press('Tab');
    await page.getByRole('combobox', { name: 'Time (Belgian)' }).fill('14:30');
    await page.getByRole('combobox', { name: 'Time (Belgian)' }).press('Tab');
    await page.getByRole('textbox', { name: 'Feedback' }).fill('Kandidaat komt met een architect.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved document')).toBeVisible();

    await owner.page.goto(site(`/portal/fr/${owner.reference}/`));
    const row = owner.page.getByRole('region', { name: 'Visites sur place' }).getByRole('row').filter({ hasText: 'Kandidaat komt met een architect.' });
    await expect(row).toContainText('3/12/2026');
    await expect(row).toContainText('14:30');
    await owner.close();
  });
});
