import { expect, test } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile drawer opens from the menu button, works with the keyboard and closes on Escape', async ({ page }) => {
  await page.goto(site('/nl/te-koop/'));
  // The cookie dialog of a first page takes the focus once it opens: declined first, as a visitor would.
  await declineCookies(page);
  const toggle = page.getByRole('button', { name: 'Menu openen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Te huur' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Gratis schatting' })).toHaveAttribute('href', '/nl/gratis-schatting/');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'Te huur' }).click();
  await expect(page).toHaveURL(site('/nl/te-huur/'));
  await expect(drawer).toBeHidden();
});

test('thank-you pages carry their breadcrumb; the footer shows only public columns and the legal data', async ({ page }) => {
  await page.goto(site('/fr/merci/contact-me/'));
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Accueil', 'Merci']);
  const footer = page.locator('footer');
  await expect(footer).toContainText('Mentions légales');
  await expect(footer).not.toContainText('Offre d’emploi');
  await expect(footer).toContainText('Soumis au code de déontologie de l’IPI');
});
