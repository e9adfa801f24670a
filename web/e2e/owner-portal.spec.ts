import { expect, test } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * The owner portal in a real browser, as the seeded demo owner (the global setup gives the CMS a
 * DEMO_OWNER_PASSWORD, as scripts/lib.sh does in cms/.env): section 8's login error, login, N visits of a listing page
 * counted as N more views today with 30 days in the graph's table, logout ending the session.
 */
const EMAIL = 'eigenaar@kustvastgoed.local';
const PASSWORD = process.env.E2E_DEMO_OWNER_PASSWORD ?? '';
const N = 3;

test('owner: wrong password, login, N listing visits → N more views today, 30 days, logout', async ({ page }) => {
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
  const id = await first.getAttribute('data-listing');
  const before = Number(await first.locator('[data-total="today"]').textContent());
  await expect(first.locator('table tbody tr')).toHaveCount(30);

  for (let i = 0; i < N; i += 1) {
    const counted = page.waitForResponse((r) => r.url().includes(`/api/views/${id}/`) && r.request().method() === 'POST');
    await page.goto(site(`/nl/property/${id}/`));
    expect((await counted).status()).toBe(204);
  }
  await page.goto(site('/portal/nl/'));
  const after = page.locator(`.portal-listing[data-listing="${id}"]`);
  await expect(after.locator('[data-total="today"]')).toHaveText(String(before + N));

  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.waitForURL(/\/nl\/login\/$/);
  await page.goto(site('/portal/nl/'));
  await expect(page).toHaveURL(/\/nl\/login\/$/);
});
