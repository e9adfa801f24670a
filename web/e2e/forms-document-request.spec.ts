import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { site } from './support/site';

/**
 * Documents by e-mail: requested from a listing in a real browser (the captcha solved there),
 * stored by the CMS, mailed through its outbox to the real SMTP server of the global setup; the mail's
 * links opened through the site's /api/documents/ route; its three answers.
 */
/** 4512352: two public documents in the snapshot (EPC certificate, soil certificate). */
const WITH_DOCUMENTS = 4512352;
/** 4512001: no documents in the snapshot. */
const WITHOUT_DOCUMENTS = 4512001;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const unique = () => Math.random().toString(36).slice(2, 8);
const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, found.join('\n')).toEqual([]);
}

/** Opens the listing, declines the cookie dialog on the first visit, opens "Documenten per e-mail" and fills the form. */
async function fillRequest(page: Page, email: string, { firstVisit = true } = {}) {
  await page.goto(site(`/nl/property/${WITH_DOCUMENTS}/`));
  if (firstVisit) await declineCookies(page);
  await page.locator('summary', { hasText: 'Documenten per e-mail' }).click();
  const form = page.locator('form[data-form="document-request"]');
  await expect(form).toBeVisible();
  await form.getByLabel('Mevrouw').check();
  await form.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Anne');
  await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Peeters');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0478 12 34 56');
  await form.getByLabel(/Ik ga akkoord/).check();
  return form;
}

test('documents by e-mail: requested from a listing, sent; the mail’s links open the documents, a changed link is refused; asked again: already requested; no axe violations', async ({
  page,
}) => {
  const email = `docs.${unique()}@example.be`;
  const form = await fillRequest(page, email);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Versturen' }).click();
  const done = page.getByRole('status').filter({ hasText: 'De documenten worden u per e-mail toegestuurd.' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail.subject).toBe('De documenten die u vroeg bij Kustvastgoed');
  expect(mail.text).toContain('EPC-certificaat (PDF)');
  expect(mail.text).toContain('Bodemattest (PDF)');
  const links = [...mail.text.matchAll(/https?:\/\/\S+\/api\/documents\/\?\S+/g)].map((m) => m[0]);
  expect(links).toHaveLength(2);
  // Each link, through the site, sends the browser on to its document.
  for (const link of links) {
    const response = await page.request.get(link, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(new RegExp(`^https://documents\\.omnicasa-cdn\\.example/.+/${WITH_DOCUMENTS}/.+\\.pdf$`));
  }
  // A link with another expiry is refused with a page in the visitor's language.
  const changed = new URL(links[0]!);
  changed.searchParams.set('expires', String(Number(changed.searchParams.get('expires')) + 86_400));
  const refused = await page.goto(changed.toString());
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link is ongeldig');
  await expectNoAxeViolations(page);

  // The same address again for the same listing: said kindly, nothing sent again.
  const again = await fillRequest(page, email, { firstVisit: false });
  await again.getByRole('button', { name: 'Versturen' }).click();
  const already = page.getByRole('status').filter({ hasText: 'U hebt de documenten van dit pand onlangs al aangevraagd met dit e-mailadres' });
  await expect(already).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
});

test('documents by e-mail: when storing fails the form says so (“Request document error”) and keeps what was typed', async ({ page }) => {
  const email = `docs.${unique()}@example.be`;
  // The site's endpoint answers as it does when the CMS cannot store the request.
  await page.route('**/api/forms/document-request/', (route) => route.fulfill({ status: 503, json: { ok: false, reason: 'failed', errors: {} } }));
  const form = await fillRequest(page, email);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Het aanvragen van de documenten is mislukt. Probeer het opnieuw.', { timeout: 60_000 });
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: 'Voornaam', exact: true })).toHaveValue('Anne');
});

test('documents by e-mail: a listing without documents offers no request', async ({ page }) => {
  await page.goto(site(`/nl/property/${WITHOUT_DOCUMENTS}/`));
  await expect(page.locator('.property-detail')).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Documenten per e-mail' })).toHaveCount(0);
});
