import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/** The pages checked in each language: home, both lists, a listing, contact, services and the 404 screen; the favourites and calculator pages. */
const PAGES: Record<string, readonly string[]> = {
  nl: [
    '/nl/',
    '/nl/te-koop/',
    '/nl/te-huur/',
    '/nl/te-koop/gistel/halfopen-woning/4512308/',
    '/nl/contact/',
    '/nl/service/',
    '/nl/bestaat-niet/',
    '/nl/favorieten/',
    '/nl/renovatiecalculator/',
  ],
  fr: [
    '/fr/',
    '/fr/a-vendre/',
    '/fr/a-louer/',
    '/fr/a-vendre/gistel/maison-semi-mitoyenne/4512308/',
    '/fr/contact/',
    '/fr/services/',
    '/fr/introuvable/',
    '/fr/favoris/',
    '/fr/calculateur-renovation/',
  ],
  en: [
    '/en/',
    '/en/for-sale/',
    '/en/for-rent/',
    '/en/for-sale/gistel/semi-detached-house/4512308/',
    '/en/contact/',
    '/en/services/',
    '/en/not-here/',
    '/en/favourites/',
    '/en/renovation-calculator/',
  ],
  de: [
    '/de/',
    '/de/zu-verkaufen/',
    '/de/zu-vermieten/',
    '/de/zu-verkaufen/gistel/doppelhaushalfte/4512308/',
    '/de/kontakt/',
    '/de/dienstleistungen/',
    '/de/nicht-da/',
    '/de/favoriten/',
    '/de/renovierungsrechner/',
  ],
};

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

// One test per page: each gets its own time, and a failure names its page.
for (const paths of Object.values(PAGES)) {
  for (const path of paths) {
    test(`no axe violations of any impact on ${path}`, async ({ page }) => {
      await page.goto(site(path));
      const found = await violations(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('no axe violations on a phone: home, a listing and the open menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of ['/nl/', '/nl/te-koop/gistel/halfopen-woning/4512308/']) {
    await page.goto(site(path));
    for (const v of await violations(page)) found.push(`${path} ${v}`);
  }
  // The drawer's menu, links and languages exist only while it is open (src/chrome/menu-drawer.tsx).
  await page.goto(site('/nl/te-koop/'));
  await declineCookies(page);
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByRole('dialog', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te huur' })).toBeVisible();
  for (const v of await violations(page)) found.push(`/nl/te-koop/ with the menu open ${v}`);
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});

// German at the three widths that wrapped before; the other languages at 1280 px.
const MENU_CASES = [...[1280, 1440, 1600].map((width) => ({ home: '/de/', width })), ...['/nl/', '/fr/', '/en/'].map((home) => ({ home, width: 1280 }))];

test('the desktop menu fits on one line from 1280 px in every language', async ({ browser }) => {
  for (const { home, width } of MENU_CASES) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(site(home));
    // Top-level entries only (their submenus open below them).
    const boxes = await page.locator('.main-menu--bar .main-menu__list > .main-menu__item > a').evaluateAll((links) =>
      links.map((a) => ({
        top: a.getBoundingClientRect().top,
        lines: a.getClientRects().length,
        height: a.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(a).lineHeight),
      })),
    );
    expect(boxes.length, `${home} ${width}`).toBeGreaterThan(3);
    for (const box of boxes) expect(box.height, `${home} ${width}: a menu item wraps`).toBeLessThan(box.lineHeight * 2);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size, `${home} ${width}: items on more than one row`).toBe(1);
    await page.close();
  }
});
