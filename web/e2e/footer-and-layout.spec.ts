import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/** The site's chrome: the footer's links, one phone form per language, grids without a lone card, addresses on their lines. */

const FOOTER_LINKS = {
  nl: ['Onze diensten', 'Tips', 'Privacy', 'Cookiebeleid', 'Disclaimer'],
  fr: ['Nos services', 'Conseils', 'Vie privée', 'Politique cookies', 'Clause de non-responsabilité'],
  en: ['Our services', 'Tips', 'Privacy', 'Cookie policy', 'Disclaimer'],
  de: ['Unsere Leistungen', 'Tipps', 'Datenschutz', 'Cookie-Richtlinie', 'Haftungsausschluss'],
} as const;
const FOOTER_LABEL = { nl: 'Meer informatie', fr: 'Plus d’informations', en: 'More information', de: 'Weitere Informationen' } as const;

test('the footer links to the legal and content pages in every language, each answering 200 in that language', async ({ page }) => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    await page.goto(site(`/${locale}/`));
    const nav = page.getByRole('navigation', { name: FOOTER_LABEL[locale] });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([...FOOTER_LINKS[locale]]);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href, `${locale}: ${href}`).toMatch(new RegExp(`^/${locale}/`));
      const response = await fetch(site(href), { redirect: 'manual' });
      expect(response.status, `${locale}: ${href}`).toBe(200);
      expect(await response.text()).toContain(`<html lang="${locale}"`);
    }
    // The cookie settings stay beside them, in the footer.
    await expect(page.locator('footer').getByRole('button', { name: /cookie/i })).toBeVisible();
  }
});

test('the top bar and the footer write the phone number the same way, the one of the language, never broken', async ({ page }) => {
  const expected = { nl: '059 27 84 50', fr: '059 27 84 50', en: '+32 59 27 84 50', de: '+32 59 27 84 50' } as const;
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    await page.goto(site(`/${locale}/`));
    const topBar = page.locator('.top-bar a[href^="tel:"]');
    const footer = page.locator('.site-footer__legal a[href^="tel:"]');
    await expect(topBar, locale).toHaveText(expected[locale]);
    await expect(footer, locale).toHaveText(expected[locale]);
  }
  // On a phone the number stays on one line.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(site('/en/'));
  const phone = page.locator('.site-footer__legal a[href^="tel:"]');
  const lines = await phone.evaluate((a) => a.getClientRects().length);
  expect(lines).toBe(1);
});

/** The team cards' rows: how many cards share each top edge. */
async function teamRows(page: Page): Promise<number[]> {
  const tops = await page.locator('.team-grid > li').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test('the team of four never leaves one card alone on a row, at 390, 800 and 1366 px', async ({ page }, testInfo) => {
  const expected = { 390: [1, 1, 1, 1], 800: [2, 2], 1366: [4] } as const;
  for (const width of [390, 800, 1366] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(site('/en/services/'));
    // Declined once (the choice is kept), so the dialog does not cover the screenshots.
    if (width === 390) await declineCookies(page);
    const grid = page.locator('.team-grid');
    await grid.scrollIntoViewIfNeeded();
    expect(await teamRows(page), `${width} px`).toEqual(expected[width]);
    await grid.screenshot({ path: testInfo.outputPath(`team-${width}.png`) });
  }
});

test('the contact card keeps the address on its lines: street, then zip and town', async ({ page }) => {
  await page.goto(site('/en/contact/'));
  const lines = page.locator('.contact-card .address-line');
  await expect(lines).toHaveText(['Stationsstraat 42', '8470 Gistel']);
  const [street, town] = await lines.evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
  expect(town!).toBeGreaterThan(street!);
});
