import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-panel';

test('staff open the admin panel in Dutch and find the menu pages', async ({ page }) => {
  await openAdmin(page, '/admin/content-manager', { language: 'nl' });
  await expect(page.getByText(/Collectie types/i)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Menu page', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
