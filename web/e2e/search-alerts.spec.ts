import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { site } from './support/site';

/**
 * A registered search in a real browser: "register this search" prefills the form from a
 * list's filters; the form says to check the mail; the confirmation link from the real SMTP server's mail
 * asks first and its button confirms; its manage link opens the manage page, which changes the frequency; a changed link is
 * refused in the visitor's language; the unsubscribe link asks first, then stops the mails.
 */
const unique = () => Math.random().toString(36).slice(2, 8);
const mailsTo = (address: string) => receivedMails().filter((m) => m.to.includes(address));
const linkIn = (text: string, pathname: string) => {
  const found = text.match(new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\?\\S+`));
  if (!found) throw new Error(`no ${pathname} link in the mail`);
  return new URL(found[0]);
};
const onSite = (url: URL) => site(`${url.pathname}${url.search}`);

test('register from a list, confirm by mail, change the frequency on the manage page, unsubscribe', async ({ page }) => {
  test.setTimeout(180_000);
  // The for-sale list with a town filter offers to register that search.
  await page.goto(site('/nl/te-koop/?city=gistel&facades=3&garden=1&max_price=450000'));
  await declineCookies(page);
  const register = page.getByRole('link', { name: /Registreer deze zoekopdracht/ });
  await expect(register).toHaveAttribute('href', /\/nl\/zoekopdracht\/\?goal=buy&city=gistel&max_price=450000&garden=1&facades=3/);
  await register.click();

  // The form starts with the list's filters.
  await expect(page.getByLabel('Kopen', { exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Gistel/ })).toBeChecked({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: /Maximumprijs/ })).toHaveValue('450000');
  await expect(page.getByRole('checkbox', { name: 'Met tuin' })).toBeChecked();
  await expect(page.getByLabel('Aantal gevels')).toHaveValue('3');
  await page
    .getByRole('group', { name: /Types pand/ })
    .getByRole('checkbox')
    .first()
    .check();
  const email = `lien.${unique()}@example.be`;
  await page.getByLabel('Mevrouw').check();
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Lien');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Claeys-${unique()}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefoon', exact: true }).fill('0478 12 34 56');
  await page.getByLabel(/Ik ga akkoord/).check();
  const formAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(formAxe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(/^Bijna klaar/)).toBeVisible({ timeout: 60_000 });

  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail.subject).toBe('Bevestig uw zoekopdracht bij Kustvastgoed');
  // The confirmation link's GET only asks (a mail scanner opening it confirms nothing); the button confirms.
  const confirmLink = onSite(linkIn(mail.text, '/api/search-alerts/confirm/'));
  for (let i = 0; i < 2; i += 1) {
    const asked = await page.goto(confirmLink);
    expect(asked?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht bevestigen?');
  }
  const askAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(askAxe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Zoekopdracht bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht is bevestigd');

  // The manage page: the search as registered; weekly instead of at once.
  const manage = linkIn(mail.text, '/search-alerts/nl/');
  await page.goto(onSite(manage));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht');
  const weekly = page.getByLabel('Eén keer per week');
  await expect(page.getByLabel('Meteen, bij elk nieuw pand')).toBeChecked({ timeout: 15_000 });
  // The list's feature filters were stored with the search.
  await expect(page.getByRole('checkbox', { name: 'Met tuin' })).toBeChecked();
  await expect(page.getByLabel('Aantal gevels')).toHaveValue('3');
  await weekly.check();
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page.getByRole('status')).toHaveText('Uw wijzigingen zijn bewaard.');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.reload();
  await expect(weekly).toBeChecked({ timeout: 15_000 });

  // A changed link is refused, in the visitor's language.
  const tampered = new URL(manage);
  tampered.searchParams.set('token', `${manage.searchParams.get('token')!.slice(0, -2)}xx`);
  await page.goto(onSite(tampered));
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Deze link is ongeldig');

  // Unsubscribe: the GET only asks (mail scanners open links); the button stops the mails.
  const unsubscribe = linkIn(mail.text, '/api/search-alerts/unsubscribe/');
  const asked = await page.goto(onSite(unsubscribe));
  expect(asked?.status()).toBe(200);
  await page.getByRole('button', { name: 'Stop de e-mails' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U bent uitgeschreven');
  await page.goto(onSite(manage));
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Deze zoekopdracht bestaat niet meer');
});
