import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, agencyToday } from '@coast/domain';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { adminApi, site } from './support/site';

/**
 * Booking a visit in a real browser: from a rent listing's "Plan een bezoek" to the form about that
 * listing, with the rental statements worded with the listing's figures, through the captcha and the CMS
 * to the thank-you page and both mails; and a slot that staff's capacity has filled.
 *
 * Listing 4512027 of the snapshot: a flat to let at € 925 a month, € 80 charges, € 200 inventory, one bedroom.
 */
const RENT = '4512027';
const AGENCY = 'agency@kustvastgoed.test';
const SETTINGS = '/content-manager/single-types/api::appointment-setting.appointment-setting';
const unique = () => Math.random().toString(36).slice(2, 8);
const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));
/** A day `days` ahead as the date input takes it, and as the mails write it (day-month-year, no padding). */
const dayAhead = (days: number) => {
  const iso = addDays(agencyToday(), days);
  const [year, month, day] = iso.split('-').map(Number);
  return { iso, shown: `${day}-${month}-${year}` };
};

async function fillBooking(page: Page, { email, date, slot }: { email: string; date: string; slot: string }) {
  await page.getByLabel('De heer').check();
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jan');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Claes-${unique()}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0478 12 34 56');
  await page.getByLabel('Datum van het bezoek').fill(date);
  await page.getByRole('radiogroup', { name: 'Tijdstip' }).getByLabel(slot).check();
  for (const statement of [
    /minimuminkomen van 3\.015 euro/,
    /maximaal 2 personen/,
    /beschrijving van het pand gelezen/,
    /ondertekening van het huurcontract/,
  ]) {
    await page.getByLabel(statement).check();
  }
  await page.getByLabel(/Ik ga akkoord/).check();
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, found.join('\n')).toEqual([]);
}

test('a visit booked from a rent listing: the statements show the amounts due, the thank-you page shows, both mails name the day and slot', async ({
  page,
}) => {
  await page.goto(site(`/nl/property/${RENT}/`));
  await declineCookies(page);
  await page.getByRole('link', { name: 'Plan een bezoek' }).click();
  await expect(page).toHaveURL(site(`/nl/bezoek-plannen/?property=${RENT}`));
  await expect(page.locator('.form-listing')).toContainText('Uw bezoek aan');
  await expect(page.locator('.form-listing')).toContainText(RENT);

  // The amounts due at signing, from the listing, in Belgian format with no-break spaces.
  const amounts = page.locator('.form-field__lines');
  await expect(amounts).toContainText('de eerste maand huur: €\u00a0925');
  await expect(amounts).toContainText('de eerste maand lasten: €\u00a080');
  await expect(amounts).toContainText('mijn aandeel in de kosten van de plaatsbeschrijving: €\u00a0200');
  await expect(amounts).toContainText('een huurwaarborg van 3 maanden huur: €\u00a02.775');
  await expect(amounts).toContainText('Totaal: €\u00a03.980');
  // The Dutch afternoon is 13:00-16:00; the slots are a group a keyboard moves through.
  await expect(page.getByRole('radiogroup', { name: 'Tijdstip' }).getByRole('radio')).toHaveCount(3);
  await expect(page.getByLabel('13:00-16:00')).toBeVisible();
  const date = page.getByLabel('Datum van het bezoek');
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveAttribute('min', dayAhead(1).iso);
  await expectNoAxeViolations(page);

  const email = `bezoek.${unique()}@example.be`;
  const day = dayAhead(4);
  await fillBooking(page, { email, date: day.iso, slot: '13:00-16:00' });
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/contact-appointment/'), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt');

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const visitor = mailsTo(email)[0]!;
  expect(visitor.subject).toBe('Uw aanvraag bij Kustvastgoed: Afspraak voor een bezoek');
  expect(visitor.text).toContain(`Datum van het bezoek: ${day.shown}`);
  expect(visitor.text).toContain('Tijdstip: 13:00-16:00');
  expect(visitor.text).toContain('Totaal: €\u00a03.980');
  await expect.poll(() => mailsTo(AGENCY).filter((m) => m.replyTo.includes(email)).length).toBe(1);
  const agency = mailsTo(AGENCY).find((m) => m.replyTo.includes(email))!;
  expect(agency.text).toContain(`Referentie van het pand: ${RENT}`);
  expect(agency.text).toContain(`Datum van het bezoek: ${day.shown}`);
  expect(agency.text).toContain('[x] Ik heb een minimuminkomen van 3.015 euro per maand');
});

test('a slot that is full says so in Dutch, on the slot, and another slot can still be booked', async ({ page }) => {
  const admin = await adminApi();
  // Staff allow one visit per slot.
  await admin.call('PUT', SETTINGS, { capacityPerSlot: 1 });
  try {
    const day = dayAhead(9);
    await page.goto(site(`/nl/bezoek-plannen/?property=${RENT}`));
    await declineCookies(page);
    await fillBooking(page, { email: `eerste.${unique()}@example.be`, date: day.iso, slot: '16:00-19:00' });
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page).toHaveURL(site('/nl/bedankt/contact-appointment/'), { timeout: 60_000 });

    await page.goto(site(`/nl/bezoek-plannen/?property=${RENT}`));
    const email = `tweede.${unique()}@example.be`;
    await fillBooking(page, { email, date: day.iso, slot: '16:00-19:00' });
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.locator('#form-field-appointmentSlot-error')).toHaveText('De afspraken zijn volzet.', { timeout: 60_000 });
    await expect(page.locator('.form-summary')).toContainText('Tijdstip: De afspraken zijn volzet.');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await expectNoAxeViolations(page);

    await page.getByRole('radiogroup', { name: 'Tijdstip' }).getByLabel('10:00-13:00').check();
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page).toHaveURL(site('/nl/bedankt/contact-appointment/'), { timeout: 60_000 });
  } finally {
    await admin.call('PUT', SETTINGS, { capacityPerSlot: 4 });
  }
});

test('statements left unticked and a day too soon are marked in red with their messages', async ({ page }) => {
  await page.goto(site(`/nl/bezoek-plannen/?property=${RENT}`));
  await declineCookies(page);
  await expect(page.locator('.form-listing')).toContainText(RENT);
  await page.getByLabel('Datum van het bezoek').fill(dayAhead(0).iso);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.locator('#form-field-appointmentDate-error')).toHaveText('Kies een datum vanaf morgen.');
  await expect(page.locator('#form-field-appointmentSlot-error')).toHaveText('Dit veld is verplicht.');
  await expect(page.locator('#form-field-confirmations-amountDue-error')).toHaveText('Gelieve dit te bevestigen.');
  await expect(page.locator('.form-summary')).toContainText('Gelieve de rood gemarkeerde velden na te kijken.');
});
