import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { site } from './support/site';

/**
 * Seeded content a visitor meets: the team and testimonials pages below the services page (with the
 * testimonial form), the newsletter sign-up on the services page, and the renovation calculator in the
 * services submenu and on the home page.
 */
const unique = () => Math.random().toString(36).slice(2, 8);
const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));

const TESTIMONIAL = {
  nl: {
    path: '/nl/service/getuigenissen/',
    quote: 'Onze rijwoning was binnen zes weken verkocht',
    firstName: 'Voornaam',
    lastName: 'Naam',
    message: 'Bericht',
    consent: /Ik ga akkoord/,
    send: 'Versturen',
    thanks: '/nl/bedankt/testimonial/',
    thanked: 'Bedankt om uw ervaring met ons te delen.',
  },
  fr: {
    path: '/fr/services/temoignages/',
    quote: 'Notre maison mitoyenne a été vendue en six semaines',
    firstName: 'Prénom',
    lastName: 'Nom',
    message: 'Message',
    consent: /J’accepte/,
    send: 'Envoyer',
    thanks: '/fr/merci/testimonial/',
    thanked: 'Merci d’avoir partagé votre expérience.',
  },
} as const;

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return axe.violations.map((v) => v.id);
}

test('the team page shows the team with their photos, role, phone and e-mail, and is indexed', async ({ page }) => {
  await page.goto(site('/nl/service/ons-team/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ons team');
  const cards = page.locator('.team-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('Kristof Vandamme');
  await expect(cards.first()).toContainText('Zaakvoerder – erkend vastgoedmakelaar');
  await expect(cards.first().getByRole('link', { name: /Telefoon/ })).toHaveAttribute('href', /^tel:/);
  await expect(cards.first().getByRole('link', { name: /kristof@kustvastgoed\.be/ })).toBeVisible();
  await expect(cards.locator('.team-card__photo img')).toHaveCount(4);
  await expect(page.getByText('Er is hier nog niets te tonen')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

for (const [lang, x] of Object.entries(TESTIMONIAL)) {
  test(`the testimonials page shows testimonials and its form, sent to its thank-you page (${lang})`, async ({ page }) => {
    const email = `quote.${lang}.${unique()}@example.be`;
    await page.goto(site(x.path));
    await declineCookies(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(x.quote)).toBeVisible();
    if (lang === 'nl') expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: x.firstName, exact: true }).fill('Els');
    await page.getByRole('textbox', { name: x.lastName, exact: true }).fill(`Maes-${unique()}`);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: x.message, exact: true }).fill('Vlot verkocht, altijd bereikbaar.');
    await page.getByLabel(x.consent).check();
    await page.getByRole('button', { name: x.send }).click();
    await expect(page).toHaveURL(site(x.thanks), { timeout: 60_000 });
    await expect(page.getByText(x.thanked)).toBeVisible();
    await expect.poll(() => mailsTo('agency@kustvastgoed.test').filter((m) => m.replyTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
  });
}

const NEWSLETTER = {
  nl: {
    path: '/nl/service/',
    title: 'Onze nieuwsbrief',
    consent: /Ik ga akkoord/,
    send: 'Versturen',
    checkMail: 'Bijna klaar',
    confirm: 'Inschrijving bevestigen',
    thanks: '/nl/bedankt/sign-newsletter/',
  },
  en: {
    path: '/en/services/',
    title: 'Our newsletter',
    consent: /I agree/,
    send: 'Send',
    checkMail: 'Almost done',
    confirm: 'Confirm my subscription',
    thanks: '/en/thank-you/sign-newsletter/',
  },
} as const;

test('the newsletter sign-up on the services page, in Dutch and English: check your mail in place, then the mail’s link ends on its thank-you page', async ({
  page,
}) => {
  for (const [lang, x] of Object.entries(NEWSLETTER)) {
    const email = `letter.${lang}.${unique()}@example.be`;
    await page.goto(site(x.path));
    if (lang === 'nl') {
      await declineCookies(page);
      expect(await axeViolations(page)).toEqual([]);
    }
    const module = page.locator('section.module--contact').filter({ has: page.getByRole('heading', { name: x.title }) });
    await module.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await module.getByLabel(x.consent).check();
    await module.getByRole('button', { name: x.send }).click();
    await expect(module.getByText(x.checkMail)).toBeVisible({ timeout: 60_000 });

    await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
    const link = /\/api\/forms\/confirm\/\?[^\s)>\]]+/.exec(mailsTo(email)[0]!.text)?.[0];
    expect(link, 'the confirmation link').toBeTruthy();
    await page.goto(site(link!));
    await page.getByRole('button', { name: x.confirm }).click();
    await expect(page).toHaveURL(site(x.thanks));
  }
});

const CALCULATOR = {
  nl: { home: '/nl/', services: 'Service', calculator: 'Renovatiecalculator', teaser: 'Bereken uw renovatie', path: '/nl/renovatiecalculator/' },
  de: {
    home: '/de/',
    services: 'Dienstleistungen',
    calculator: 'Renovierungsrechner',
    teaser: 'Berechnen Sie Ihre Renovierung',
    path: '/de/renovierungsrechner/',
  },
} as const;

test('the renovation calculator is in the services submenu and teased on the home page, in Dutch and German; the sitemap lists the team and testimonials pages', async ({
  page,
  request,
}) => {
  for (const [lang, x] of Object.entries(CALCULATOR)) {
    await page.goto(site(x.home));
    if (lang === 'nl') await declineCookies(page);
    await page.getByRole('link', { name: x.teaser }).click();
    await expect(page).toHaveURL(site(x.path));
    const menu = page.locator('.main-menu--bar');
    await menu.getByRole('link', { name: x.services, exact: true }).hover();
    await menu.getByRole('link', { name: x.calculator }).click();
    await expect(page).toHaveURL(site(x.path));
  }

  const sitemap = await request.get(site('/sitemap.xml'));
  expect(sitemap.status()).toBe(200);
  const urls = await sitemap.text();
  for (const path of ['/nl/service/ons-team/', '/fr/services/temoignages/', '/de/renovierungsrechner/']) expect(urls).toContain(`<loc>${site(path)}</loc>`);
});
