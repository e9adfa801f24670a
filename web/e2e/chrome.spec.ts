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

  // The drawer copies the header: actions before contact links, the languages keeping the list's query.
  await page.goto(site('/nl/te-koop/?city=Gistel'));
  await toggle.click();
  await expect(drawer.locator('.drawer__links a')).toHaveText(['Gratis schatting', 'Eigenaars login', '059 27 84 50', 'info@kustvastgoed.be']);
  await expect(drawer.getByRole('link', { name: 'FR Français' })).toHaveAttribute('href', '/fr/a-vendre/?city=gistel');
  await expect(drawer.getByRole('link', { name: 'Te koop' })).toHaveAttribute('aria-current', 'page');

  await drawer.getByRole('link', { name: 'Te huur' }).click();
  await expect(page).toHaveURL(site('/nl/te-huur/'));
  await expect(drawer).toBeHidden();
  // The page left behind closed its drawer: the new page answers clicks (it was inert under the old
  // page's open modal), and its own drawer marks its own entry.
  await page.getByRole('link', { name: 'Favorieten' }).click();
  await expect(page).toHaveURL(/\/nl\/favorieten\/$/);
  await toggle.click();
  await expect(drawer.getByRole('link', { name: 'Te huur' })).not.toHaveAttribute('aria-current', 'page');
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

test('a short scroll shrinks the header once and never moves the page: it rests at every position from 25 to 60 px', async ({ page }) => {
  await page.goto(site('/nl/'));
  await declineCookies(page);
  const header = page.locator('.site-header');
  // Every change of the header's state, counted in the page.
  await page.evaluate(() => {
    const w = window as unknown as { headerFlips: number };
    w.headerFlips = 0;
    new MutationObserver(() => (w.headerFlips += 1)).observe(document.querySelector('.site-header')!, { attributeFilter: ['data-scrolled'] });
  });
  const layoutHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 25; y <= 60; y += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(header).toHaveAttribute('data-scrolled', y > 30 ? 'true' : 'false');
    // Well past the scroll handler's debounce: a header that moved the page would have flipped again by now.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(await page.evaluate(() => window.scrollY), `scrolled to ${y}`).toBe(y);
    await expect(header).toHaveAttribute('data-scrolled', y > 30 ? 'true' : 'false');
    expect(await page.evaluate(() => document.documentElement.scrollHeight), `layout height at ${y}`).toBe(layoutHeight);
  }
  // Once shrunk at 31 px, it never grew back on the way to 60.
  expect(await page.evaluate(() => (window as unknown as { headerFlips: number }).headerFlips)).toBe(1);
  // Back near the top (under 10 px) it grows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('every phone link dials the international number, in every language and every place', async ({ page }) => {
  const pages = ['/nl/', '/en/contact/', '/de/kontakt/', '/en/property/4512308/', '/de/property/4512105/', '/nl/te-koop/gistel/halfopen-woning/4512308/'];
  const links: string[] = [];
  for (const path of pages) {
    await page.goto(site(path));
    const found = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(found.length, path).toBeGreaterThan(0);
    links.push(...found.map((href) => `${path} ${href}`));
  }
  // E.164: a plus, the country code, no trunk 0.
  expect(links.filter((link) => !/ tel:\+[1-9]\d{7,14}$/.test(link))).toEqual([]);
  // The agency's number (top bar, footer, contact card) in English and German as in Dutch.
  for (const path of ['/nl/', '/en/contact/', '/de/kontakt/']) expect(links).toContain(`${path} tel:+3259278450`);
});
