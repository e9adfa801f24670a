import { expect, type Page } from '@playwright/test';

/**
 * The cookie question opens on a visitor's first page (every test's browser context is new) and takes
 * the focus once the page has hydrated. A test of something else declines it first, as a
 * visitor would, so the dialog neither covers nor steals focus from what the test uses.
 */
export async function declineCookies(page: Page) {
  const dialog = page.locator('#consent-first-layer[role="dialog"]');
  await dialog.getByRole('button', { name: /^(Weigeren|Refuser|Decline|Ablehnen)$/ }).click({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  // The choice is stored at the click, even before the page's scripts have run: the next page must not ask again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coast.consent'))).not.toBeNull();
  // The test goes on with a page whose scripts run (the consent island marks the layer when it starts).
  await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '');
}
