import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@coast/domain';
import { ownerTexts } from '../src/owner/texts';
import { portalTexts } from '../src/portal/texts';
import { recordTexts } from '../src/portal/record-texts';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * The owner flows in each language on a 390 px phone, with an owner of its own per language (a
 * password change here must not touch the demo owners other specs log in with): staff create the owner
 * and link a listing (titled in that language); the listing's portal link opens the login page, its
 * form in sight; forgot password, the mail's link, a new password; the listing's link again, login,
 * and that listing opens; its title in the owner's language; header with logo, language switch and the
 * way back to the site; no sideways scroll and axe-clean. Then the demo owner's listing (with every kind
 * of record) in the four languages: its tables as cards, one date format per language.
 */
const PHONE = { width: 390, height: 844 };
const TITLES: Readonly<Record<Locale, string | null>> = {
  nl: null,
  fr: 'Maison de pêcheur près de la digue',
  en: 'Fisherman’s cottage near the dyke',
  de: 'Fischerhaus nahe am Deich',
};
const DATE: Readonly<Record<Locale, RegExp>> = {
  nl: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  fr: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  en: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  de: /^\d{1,2}\.\d{1,2}\.\d{4}$/,
};
const HOME: Readonly<Record<Locale, string>> = { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' };

test.use({ viewport: PHONE });

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const mailsTo = (to: string) => receivedMails().filter((m) => m.to.includes(to));

/** The set-password link of the newest mail to `to`, once it has more than `seen` mails. */
async function mailedLink(to: string, seen: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = mailsTo(to);
        link = mails.length > seen ? (/(https?:\/\/\S+#set-password=[\w.-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '') : '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

let listings: { documentId: string; externalId: number; title: string }[] = [];

test.beforeAll(async () => {
  // The last listings: the demo owners have the first ones.
  ({ properties: listings } = await cmsQuery<{ properties: typeof listings }>(
    'query { properties(sort: ["externalId:desc"], pagination: { limit: 4 }) { documentId externalId title } }',
  ));
});

for (const [n, locale] of LOCALES.entries()) {
  test(`${locale}: forgot password by mail, a listing's link kept across login, the portal on a phone`, async ({ page }) => {
    const text = ownerTexts.all(locale);
    const listing = listings[n]!;
    const email = `owner-${locale}-${crypto.randomUUID().slice(0, 8)}@example.be`;
    const password = `${locale} zeewind over de duinen`;

    // Staff create the owner (the invitation goes out) and link the listing, titled in the owner's language.
    const admin = await adminApi();
    const { roles } = (await admin.call('GET', '/users-permissions/roles')) as { roles: { id: number; type: string }[] };
    const created = (await admin.call('POST', '/content-manager/collection-types/plugin::users-permissions.user', {
      username: `Owner ${locale}`,
      email,
      password: 'wat het personeel intypte',
      role: roles.find((r) => r.type === 'authenticated')?.id,
      language: locale,
      confirmed: false,
      blocked: false,
    })) as { documentId?: string; data?: { documentId: string } };
    // The content manager answers the users-permissions user itself (other types come wrapped in `data`).
    const owner = created.data ?? created;
    const title = TITLES[locale];
    await admin.updateListing(listing.documentId, {
      owner: { connect: [{ documentId: owner.documentId }] },
      ...(title ? { texts: [{ language: locale, title }] } : {}),
    });
    await mailedLink(email, 0);

    // The listing's portal link without a session: the login page, its form in sight on the phone.
    const listingPath = `/portal/${locale}/${listing.externalId}/`;
    await page.goto(site(listingPath));
    await declineCookies(page);
    await expect(page).toHaveURL(new RegExp(`\\?next=${encodeURIComponent(listingPath)}$`));
    const loginUrl = page.url();
    await expect(page.getByRole('textbox', { name: text.email })).toBeInViewport();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Forgot password: the mail's link sets a new one.
    await page.getByRole('button', { name: text.forgotLink }).click();
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByRole('button', { name: text.forgotSend }).click();
    await expect(page.getByRole('status').filter({ hasText: text.forgotSent })).toBeVisible();
    const link = await mailedLink(email, 1);
    await page.goto('about:blank');
    await page.goto(link);
    // Not exact: the label ends with the required field's mark.
    await page.getByLabel(text.newPassword).fill(password);
    await page.getByLabel(text.confirmPassword).fill(password);
    await page.getByRole('button', { name: text.setSave }).click();
    await expect(page.getByRole('status').filter({ hasText: text.setDone })).toBeVisible();

    // The listing's link again: after login, that listing opens.
    await page.goto(loginUrl);
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByRole('textbox', { name: text.password, exact: true }).fill(password);
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await page.waitForURL(site(listingPath));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${portalTexts(locale, 'reference')} ${listing.externalId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? listing.title);

    // The header: the logo and "to the website" go home in this language, the languages to this page.
    await expect(page.getByRole('link', { name: portalTexts(locale, 'backToSite') })).toHaveAttribute('href', HOME[locale]);
    const other = LOCALES.find((code) => code !== locale)!;
    await expect(page.locator(`.portal-languages a[hreflang="${other}"]`)).toHaveAttribute('href', `/portal/${other}/${listing.externalId}/`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    // The overview, titled in this language too.
    await page.getByRole('link', { name: recordTexts(locale, 'back') }).click();
    await page.waitForURL(site(`/portal/${locale}/`));
    await expect(page.getByRole('heading', { level: 2, name: title ?? listing.title })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the demo listing with every record on a phone, in four languages: tables as cards, one date format per language', async ({ page }) => {
  await page.goto(site('/nl/login/'));
  await declineCookies(page);
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill('eigenaar@kustvastgoed.local');
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(process.env.E2E_DEMO_OWNER_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  // A refused login says why at once (its alert) rather than as the test's time running out.
  const refused = page.locator('.owner-login [role="alert"]');
  await expect(page.locator('.portal-listing').first().or(refused)).toBeVisible({ timeout: 45_000 });
  expect(await refused.allInnerTexts()).toEqual([]);
  await expect(page).toHaveURL(/\/portal\/nl\/$/);
  const id = await page.locator('.portal-listing').first().getAttribute('data-listing-id');
  for (const locale of LOCALES) {
    // The records are in the document: no need to wait for the broker's photo or the chart's code.
    await page.goto(site(`/portal/${locale}/${id}/`), { waitUntil: 'domcontentloaded' });
    const communications = page.getByRole('region', { name: recordTexts(locale, 'communications') });
    // Every column of a row inside the phone's width: the comment and status too.
    const status = communications.locator(`td[data-label="${recordTexts(locale, 'status')}"]`).first();
    await expect(status).toBeVisible();
    const box = await status.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    const date = communications.locator(`td[data-label="${recordTexts(locale, 'date')}"]`).first();
    expect((await date.innerText()).trim()).toMatch(DATE[locale]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    if (locale === 'de') expect(await axeViolations(page)).toEqual([]);
  }
});
