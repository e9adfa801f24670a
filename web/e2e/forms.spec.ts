import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { site } from './support/site';

// Text inputs are found by role and name: their label also holds a '*' hidden from screen readers. Each test
// declines the cookie dialog of its first page (e2e/support/consent.ts): once it has, the form is hydrated.

/**
 * Visitor forms in a real browser: the ALTCHA widget solves its proof of work in the browser, the
 * request goes through the site to the CMS, the thank-you page shows, and the CMS's outbox mails the
 * real SMTP server of the global setup (e2e/support/mailbox.ts).
 */
const LISTING = '/nl/te-koop/gistel/halfopen-woning/4512308/';
const unique = () => Math.random().toString(36).slice(2, 8);

async function fillPerson(page: Page, email: string, lastName: string) {
  await page.getByLabel('Mevrouw').check();
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Anne');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0478 12 34 56');
}

// The browser's console (the captcha says there why a proof of work failed) is kept with a failed test.
const consoles = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const lines: string[] = [];
  consoles.set(page, lines);
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
});
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('browser console', { body: (consoles.get(page) ?? []).join('\n') });
});

const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));

test('the contact form is sent: thank-you page, and the agency and the visitor get their mails', async ({ page }) => {
  const email = `anne.${unique()}@example.be`;
  const lastName = `Peeters-${unique()}`;
  await page.goto(site('/nl/contact/'));
  await declineCookies(page);
  await fillPerson(page, email, lastName);
  await page.getByLabel('Opmerkingen').fill('Hebt u nog appartementen aan zee?');
  await page.getByLabel('10:00-13:00').check();
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/site-contact/'), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt');

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const visitor = mailsTo(email)[0]!;
  expect(visitor.subject).toBe('Uw aanvraag bij Kustvastgoed: Contactformulier');
  expect(visitor.text).toContain(`Beste Anne ${lastName},`);
  expect(visitor.text).toContain('Opmerkingen: Hebt u nog appartementen aan zee?');
  await expect.poll(() => mailsTo('agency@kustvastgoed.test').filter((m) => m.replyTo.includes(email)).length).toBe(1);
  const agency = mailsTo('agency@kustvastgoed.test').find((m) => m.replyTo.includes(email))!;
  expect(agency.subject).toBe(`Contactformulier: Anne ${lastName}`);
  expect(agency.text).toContain('Wanneer mogen we u bellen?: 10:00-13:00');
});

test("a listing's 'ask for information' opens the form about that listing; the request is stored with it and mailed", async ({ page }) => {
  const email = `info.${unique()}@example.be`;
  await page.goto(site(LISTING));
  await declineCookies(page);
  await page.getByRole('link', { name: 'Vraag meer info' }).click();
  await expect(page).toHaveURL(/\/nl\/contact\/\?property=4512308$/);
  await expect(page.locator('.form-listing')).toContainText('Uw vraag gaat over');
  await expect(page.locator('.form-listing')).toContainText('4512308');
  await page.getByLabel('Een bezoek').check();
  await fillPerson(page, email, 'Janssens');
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/contact-me/'), { timeout: 60_000 });

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  expect(mailsTo(email)[0]!.subject).toBe('Uw aanvraag bij Kustvastgoed: Vraag over een pand');
  await expect.poll(() => mailsTo('agency@kustvastgoed.test').filter((m) => m.replyTo.includes(email)).length).toBe(1);
  const agency = mailsTo('agency@kustvastgoed.test').find((m) => m.replyTo.includes(email))!;
  expect(agency.text).toContain('Referentie van het pand: 4512308');
  expect(agency.text).toContain('/nl/property/4512308/');
  expect(agency.text).toContain('Mijn vraag: Een bezoek');
});

test('a purchase offer from a listing, in French: the amount written out in words as it is typed, the 10% advance stated, stored and mailed', async ({
  page,
}) => {
  await page.goto(site(LISTING));
  await declineCookies(page);
  await expect(page.getByRole('link', { name: 'Een bod doen' })).toHaveAttribute('href', '/nl/bod-doen/?property=4512308');

  const email = `offre.${unique()}@example.be`;
  await page.goto(site('/fr/faire-une-offre/?property=4512308'));
  await expect(page.locator('.form-listing')).toContainText('4512308');
  await page.getByRole('textbox', { name: 'Montant de l’offre (euros)' }).fill('245.000');
  await expect(page.getByRole('textbox', { name: 'Montant en lettres' })).toHaveValue('deux cent quarante-cinq mille euros');
  await page.getByLabel('L’offre est valable à partir du').fill('2027-03-05');
  await page.getByLabel('L’offre est valable jusqu’au').fill('2027-03-20');
  await page.getByRole('textbox', { name: 'Lieu de signature' }).fill('Gistel');
  await page.getByLabel('Date de signature').fill('2027-03-05');
  await page.getByRole('radiogroup', { name: 'Civilité' }).first().getByLabel('Madame').check();
  await page.locator('#form-field-personA-firstName').fill('Anne');
  await page.locator('#form-field-personA-lastName').fill('Lambert');
  await page.locator('#form-field-personA-email').fill(email);
  await page.locator('#form-field-personA-phone').fill('0478 12 34 56');
  await page.locator('#form-field-personA-street').fill('Kerkstraat');
  await page.locator('#form-field-personA-houseNumber').fill('12');
  await page.locator('#form-field-personA-zip').fill('8470');
  await page.locator('#form-field-personA-city').fill('Gistel');
  await expect(page.locator('.visitor-form__terms')).toContainText('un acompte de 10% du prix de vente');
  await page.getByLabel(/J’accepte que Kustvastgoed/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(site('/fr/merci/purchase-offer/'), { timeout: 60_000 });

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  expect(mailsTo(email)[0]!.subject).toContain('Offre d’achat');
  await expect.poll(() => mailsTo('agency@kustvastgoed.test').filter((m) => m.replyTo.includes(email)).length).toBe(1);
  const agency = mailsTo('agency@kustvastgoed.test').find((m) => m.replyTo.includes(email))!;
  expect(agency.text).toContain('Bedrag van het bod (euro): €\u00a0245.000');
  expect(agency.text).toContain('Referentie van het pand: 4512308');
});

test('an offer whose words do not say the figures is refused in the visitor language, the words field marked', async ({ page }) => {
  await page.goto(site('/nl/bod-doen/?property=4512308'));
  await declineCookies(page);
  await page.getByRole('textbox', { name: 'Bedrag van het bod (euro)' }).fill('245000');
  await page.getByRole('textbox', { name: 'Bedrag in letters' }).fill('tweehonderdduizend euro');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.locator('#form-field-amountInWords-error')).toHaveText('Het bedrag in letters komt niet overeen met het bedrag in cijfers.');
  await expect(page.getByRole('textbox', { name: 'Bedrag in letters' })).toHaveValue('tweehonderdduizend euro');
});

test('fields marked in red with their message, focus on the first, a summary; nothing typed is lost; no axe violations', async ({ page }) => {
  await page.goto(site('/nl/contact/'));
  await declineCookies(page);
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Anne');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anne@');
  await page.getByRole('button', { name: 'Versturen' }).click();

  const summary = page.locator('.form-summary');
  await expect(summary).toContainText('Gelieve de rood gemarkeerde velden na te kijken.');
  await expect(summary).toContainText('E-mail: Gelieve een geldig e-mailadres in te vullen.');
  await expect(summary).toContainText('Naam: Dit veld is verplicht.');
  await expect(page.locator('#form-field-title')).toBeFocused();
  await expect(page.locator('#form-field-email-error')).toHaveText('Gelieve een geldig e-mailadres in te vullen.');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#form-field-consent-error')).toHaveText('Gelieve dit te bevestigen.');
  await expect(page.getByRole('textbox', { name: 'Voornaam', exact: true })).toHaveValue('Anne');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('anne@');
  // The red is a colour the eye can tell (the border of a field in error).
  expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(179, 38, 30)');

  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, found.join('\n')).toEqual([]);
});

test('a valuation needs the address of the property, in French too', async ({ page }) => {
  await page.goto(site('/fr/estimation-gratuite/'));
  await declineCookies(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('#form-field-property-street-error')).toHaveText("Veuillez indiquer l'adresse complète du bien.");
  await expect(page.locator('.form-summary')).toContainText('Veuillez vérifier les champs marqués en rouge.');
});
