import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { adminApi, site } from './support/site';

/**
 * Owner accounts through the mails, in a real browser against the real CMS and the real SMTP server of
 * the global setup: staff create an owner in the admin, the invitation's link sets the first password,
 * the owner logs in; forgot password mails a link that sets a new one (the old password then fails);
 * each link is refused the second time.
 */
const FIRST = 'golven breken op het strand';
const SECOND = 'meeuwen boven de haven';
const STAFF_TYPED = 'wat het personeel intypte';

/** The set-password link of the newest mail to an address with this subject, once the outbox sent it. */
async function mailedLink(to: string, subject: RegExp, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = receivedMails()
          .filter((m) => m.to.includes(to) && subject.test(m.subject))
          .slice(after)
          .at(-1);
        link = /(https?:\/\/\S+#set-password=[\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  // The code left the address bar once read.
  await expect(page).toHaveURL(/\/en\/login\/$/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('invitation → first password → login; forgot password → new password; each link refused the second time', async ({ page }) => {
  const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.be`;
  // As staff do in the admin: the form demands a password and a role; the invitation drops the password.
  const admin = await adminApi();
  const { roles } = (await admin.call('GET', '/users-permissions/roles')) as { roles: { id: number; type: string }[] };
  await admin.call('POST', '/content-manager/collection-types/plugin::users-permissions.user', {
    username: 'Oliver Owner',
    email,
    password: STAFF_TYPED,
    role: roles.find((r) => r.type === 'authenticated')?.id,
    language: 'en',
    confirmed: false,
    blocked: false,
  });
  const invitation = await mailedLink(email, /^Your owner portal at /, 0);
  expect(invitation).toContain(site('/en/login/#set-password='));

  await page.goto(site('/en/login/'));
  await declineCookies(page);
  // What staff typed in the admin opens nothing.
  await login(page, email, STAFF_TYPED);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  await setPassword(page, invitation, FIRST);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been saved' })).toBeVisible();
  await login(page, email, FIRST);
  await page.waitForURL(/\/portal\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
  await expect(page.getByText('Welcome, Oliver Owner.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/en\/login\/$/);

  // The invitation's link a second time: refused.
  await setPassword(page, invitation, 'een ander lang wachtwoord');
  await expect(page.getByRole('alert').filter({ hasText: 'This link is no longer valid' })).toBeVisible();

  // Forgot password.
  await page.goto(site('/en/login/'));
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If we know this address' })).toBeVisible();
  const reset = await mailedLink(email, /^New password for your owner portal/, 0);
  await setPassword(page, reset, SECOND);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been saved' })).toBeVisible();
  await login(page, email, FIRST);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('The username or password are not correct.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SECOND);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/portal\/en\/$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/en\/login\/$/);

  // The reset link a second time: refused, and the password stays the one it set.
  await setPassword(page, reset, 'nog een ander lang wachtwoord');
  await expect(page.getByRole('alert').filter({ hasText: 'This link is no longer valid' })).toBeVisible();
});
