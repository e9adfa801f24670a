import { expect, test } from '@playwright/test';
import { site } from './support/site';

test('an unknown path shows the 404 screen with status 404', async ({ page, request }) => {
  const response = await page.goto(site('/nl/deze-pagina-bestaat-niet/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await expect(page.getByText('Oeps, deze pagina bestaat niet meer')).toBeVisible();
  await expect(page.locator('main').getByRole('search').getByRole('searchbox')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/nl/');

  // Server-rendered, in the path's language, also without JavaScript.
  const raw = await request.get(site('/fr/cette-page-nexiste-pas/'), { headers: { accept: 'text/html' } });
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain('Page introuvable');
});
