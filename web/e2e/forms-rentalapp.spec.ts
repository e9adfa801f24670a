import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { UPLOAD_MAX_BYTES } from '@coast/domain';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { site } from './support/site';

/**
 * The rental application in a real browser: reached from a rent listing, prefilled with it, sent with
 * a document through the site to the CMS (multipart, streamed), ending on its thank-you page; a file
 * that only pretends to be a PDF comes back refused with the message in the visitor's language, and
 * nothing typed is lost.
 */
const RENT_LISTING = '/nl/te-huur/gistel/gelijkvloers/4512105/';
const APPLY = '/nl/kandidaat-huurder/?property=4512105';
const unique = () => Math.random().toString(36).slice(2, 8);
const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));

const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${'x'.repeat(2000)}\n%%EOF\n`);

async function fillApplication(page: Page, email: string, lastName: string) {
  await page.getByLabel('De heer').check();
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jonas');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0470 11 22 33');
  await page.getByRole('textbox', { name: 'Straat', exact: true }).fill('Zeedijk');
  await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill('101');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('8400');
  await page.getByRole('textbox', { name: 'Gemeente', exact: true }).fill('Oostende');
  await page.getByRole('textbox', { name: 'Aantal volwassenen' }).fill('2');
  await page.getByRole('radiogroup', { name: 'Hebt u huisdieren?' }).getByLabel('Nee').check();
  await page.getByLabel('Gewenste verhuisdatum').fill('2027-06-01');
  await page.getByRole('textbox', { name: /Netto maandinkomen persoon 1/ }).fill('2.450');
  await page.getByLabel('Waarom verhuist u?').fill('Dichter bij het werk');
  await page.getByLabel(/Ik ga akkoord/).check();
}

/** No message of the robot check (the widget's own "verification failed", or the form's) after a refused file. */
async function expectNoCaptchaProblem(page: Page) {
  const captcha = page.locator('#form-field-altcha');
  await expect(captcha.locator('.altcha-error')).toHaveCount(0);
  await expect(captcha.locator('[data-state="error"]')).toHaveCount(0);
  await expect(page.locator('#form-field-altcha-error')).toHaveCount(0);
  await expect(page.locator('.visitor-form')).not.toContainText(/Verification failed|Verificatie mislukt|Échec de la vérification|Überprüfung fehlgeschlagen/);
}

test.beforeEach(async ({ page }) => {
  await page.goto(site(RENT_LISTING));
  await declineCookies(page);
});

test('a rent listing leads to the application, prefilled with it; sent with a PDF: thank-you page, the agency mail names the document', async ({ page }) => {
  const apply = page.getByRole('link', { name: 'Kandidaat-huurder worden' });
  await expect(apply).toHaveAttribute('href', APPLY);
  await apply.click();
  await expect(page).toHaveURL(site(APPLY));
  await expect(page.locator('.form-listing')).toContainText('4512105');

  const email = `jonas.${unique()}@example.be`;
  const lastName = `Claeys-${unique()}`;
  await fillApplication(page, email, lastName);
  const documents = page.getByLabel('Documenten (cv of bewijs van inkomen)');
  await expect(page.locator('#form-field-documents-hint')).toContainText('hoogstens 10 MB per bestand');
  await documents.setInputFiles({ name: 'cv-jonas.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/rental-application/'), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt');

  await expect.poll(() => mailsTo('agency@kustvastgoed.test').filter((m) => m.replyTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
  const agency = mailsTo('agency@kustvastgoed.test').find((m) => m.replyTo.includes(email))!;
  expect(agency.subject).toBe(`Kandidatuur als huurder: Jonas ${lastName}`);
  expect(agency.text).toContain('Referentie van het pand: 4512105');
  expect(agency.text).toMatch(/Documenten \(cv of bewijs van inkomen\):\n- cv-jonas\.pdf \(PDF, [\d,]+\u00a0kB\)/);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
});

test('a text file named cv.pdf is refused with the message in the visitor language; nothing typed is lost; no axe violations', async ({ page }) => {
  await page.goto(site(APPLY));
  await expect(page.locator('.form-listing')).toContainText('4512105');
  const email = `jonas.${unique()}@example.be`;
  await fillApplication(page, email, 'Claeys');
  const documents = page.getByLabel('Documenten (cv of bewijs van inkomen)');
  // Its name and declared type say PDF, so the browser lets it go: the CMS reads the content.
  await documents.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Dit is geen PDF maar gewone tekst.\n') });
  await page.getByRole('button', { name: 'Versturen' }).click();

  const message = 'Dit bestand is geen PDF, JPEG, PNG of Word-document (DOCX). Kies een ander bestand.';
  await expect(page.locator('#form-field-documents-error')).toHaveText(message, { timeout: 60_000 });
  await expect(page.locator('.form-summary')).toContainText('Gelieve de rood gemarkeerde velden na te kijken.');
  await expect(page.locator('.form-summary')).toContainText(`Documenten (cv of bewijs van inkomen): ${message}`);
  await expect(documents).toHaveAttribute('aria-invalid', 'true');
  await expect(documents).toBeFocused();
  await expect(page).toHaveURL(site(APPLY));
  // What was typed and chosen is all still there.
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: /Netto maandinkomen persoon 1/ })).toHaveValue('2.450');
  await expect(page.getByLabel('Waarom verhuist u?')).toHaveValue('Dichter bij het werk');
  expect(await documents.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name))).toEqual(['cv.pdf']);
  // The file's own message only: nothing about the robot check, whose proof still holds.
  await expectNoCaptchaProblem(page);

  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, found.join('\n')).toEqual([]);
});

test('the browser checks names and sizes before sending: a program is refused at once, in French', async ({ page }) => {
  await page.goto(site('/fr/candidature-locataire/?property=4512105'));
  await expect(page.locator('.form-listing')).toContainText('4512105');
  await page
    .getByLabel('Documents (CV ou preuve de revenus)')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('#form-field-documents-error')).toHaveText(
    'Ce fichier n’est pas un PDF, un JPEG, un PNG ou un document Word (DOCX). Veuillez choisir un autre fichier.',
  );
  await expectNoCaptchaProblem(page);
  // A file over the size: refused at once too, in French, and again nothing about the robot check.
  await page
    .getByLabel('Documents (CV ou preuve de revenus)')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x25) });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('#form-field-documents-error')).toHaveText(/^Un fichier ne peut pas dépasser \d+ Mo\.$/);
  await expectNoCaptchaProblem(page);
});

test('the application page without a listing says where to apply from', async ({ page }) => {
  await page.goto(site('/en/apply-to-rent/'));
  await expect(page.locator('.form-listing--missing')).toContainText('choose a property for rent and click “Apply to rent” there');
});
