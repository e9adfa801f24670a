import { expect, type Page } from '@playwright/test';

/**
 * The cookie dialog opens on a visitor's first page (every test's browser context is new) and, being
 * modal, takes the focus once the page has hydrated. A test of something else declines it first, as a
 * visitor would, so the dialog neither covers nor steals focus from what the test uses.
 */
export async function declineCookies(page: Page) {
  const dialog = page.locator('#cc-main .cm[role="dialog"]');
  await dialog.getByRole('button', { name: /^(Weigeren|Refuser|Decline|Ablehnen)$/ }).click({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
}
