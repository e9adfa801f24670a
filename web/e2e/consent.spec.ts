import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { declineCookies } from './support/consent';
import { adminToken, site } from './support/site';

/**
 * Cookie consent in a real browser that records every request. These machines are offline,
 * so every request for another host than the site and the CMS is intercepted and answered here: the tag
 * files with small stand-ins that turn the page's commands into the hits the real tags send (a GA4
 * collect with en=page_view, a Meta /tr PageView), so what is asserted is what left the browser.
 * The tracking ids are set through the CMS's admin API as staff would, and removed afterwards.
 */

const IDS = { googleAnalyticsId: 'G-E2ETEST01', googleAdsId: 'AW-987654321', googleTagManagerId: 'GTM-E2ETEST', facebookPixelId: '123456789012345' };
const LISTING = '/property/4512352/'; // YouTube video and Matterport tour in the snapshot
const SITE_HOST = new URL(process.env.E2E_SITE_URL ?? 'http://127.0.0.1').host;
const CMS_HOST = new URL(process.env.E2E_CMS_URL ?? 'http://127.0.0.1').host;

/** gtag.js stand-in: remembers the GA4 ids configured and sends GA4's collect hit for each page_view event. */
const GTAG_STUB = `(function () {
  if (window.__gtagStub) return; window.__gtagStub = true;
  var ids = [];
  function run(c) {
    if (!c || typeof c.length !== 'number') return;
    if (c[0] === 'config' && /^G-/.test(c[1]) && ids.indexOf(c[1]) < 0) ids.push(c[1]);
    if (c[0] === 'event' && c[1] === 'page_view') ids.forEach(function (id) {
      navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=page_view&dl=' + encodeURIComponent(c[2].page_location));
    });
  }
  var layer = window.dataLayer = window.dataLayer || [];
  layer.forEach(run);
  var push = layer.push;
  layer.push = function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); return push.apply(layer, arguments); };
})();`;

/** fbevents.js stand-in: runs the queued commands and sends Meta's /tr hit for each PageView. */
const PIXEL_STUB = `(function () {
  var f = window.fbq, ids = [];
  function run(a) {
    if (a[0] === 'init') ids.push(a[1]);
    if (a[0] === 'track' && a[1] === 'PageView') ids.forEach(function (id) {
      new Image().src = 'https://www.facebook.com/tr/?id=' + id + '&ev=PageView&dl=' + encodeURIComponent(location.href);
    });
  }
  f.callMethod = function () { run([].slice.call(arguments)); };
  (f.queue || []).forEach(run); f.queue = [];
})();`;

/** Records every request for another host and answers it locally. */
async function recordOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.host === SITE_HOST || url.host === CMS_HOST || url.protocol === 'data:') return route.continue();
    outside.push(url.href);
    if (url.pathname === '/gtag/js') return route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB });
    if (url.pathname.endsWith('/fbevents.js')) return route.fulfill({ contentType: 'text/javascript', body: PIXEL_STUB });
    if (url.pathname === '/gtm.js') return route.fulfill({ contentType: 'text/javascript', body: '/* Tag Manager stand-in */' });
    if (route.request().resourceType() === 'document')
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Embedded player</title>' });
    return route.fulfill({ status: 204 });
  });
  return outside;
}

/** A new visitor: no stored choice, every outside request recorded. */
async function visitor(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  const outside = await recordOutside(context);
  const page = await context.newPage();
  return { context, page, outside };
}

/** The first layer (the site's own markup, in every page); the settings are the dialog library's. */
const consentDialog = (page: Page) => page.locator('#consent-first-layer[role="dialog"]');
const settingsDialog = (page: Page) => page.locator('#cc-main .pm[role="dialog"]');
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('coast.consent') ?? 'null') as { revision: number; data: unknown } | null);
const hits = (outside: string[], pattern: RegExp) => outside.filter((url) => pattern.test(url));
/** Waits a moment for requests a page might still make (tags load after hydration). */
const settle = (page: Page) => page.waitForLoadState('networkidle');

// ------------------------------------------------------------------------------------------------
// The tracking ids, set in the CMS as staff do (admin API: save the single type, publish each language)

async function setTrackingIds(ids: Record<keyof typeof IDS, string | null>) {
  const cms = process.env.E2E_CMS_URL;
  const token = await adminToken();
  const call = async (method: string, pathname: string, body: unknown) => {
    const response = await fetch(`${cms}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  };
  const single = '/content-manager/single-types/api::site-configuration.site-configuration';
  // The ids are the same in every language (not localized): saved once, published in each language.
  await call('PUT', `${single}?locale=nl`, { analytics: ids });
  for (const locale of ['nl', 'fr', 'en', 'de']) await call('POST', `${single}/actions/publish?locale=${locale}`, {});
  // The publish webhook expires the configuration's pages; wait until the home page carries the new ids.
  const expected = ids.googleAnalyticsId ?? '';
  await expect
    .poll(async () => (await (await fetch(site('/nl/'))).text()).includes(IDS.googleAnalyticsId), { timeout: 15_000 })
    .toBe(expected === IDS.googleAnalyticsId);
}

test.describe('cookie consent', () => {
  test.beforeAll(async () => {
    await setTrackingIds(IDS);
  });
  test.afterAll(async () => {
    await setTrackingIds({ googleAnalyticsId: null, googleAdsId: null, googleTagManagerId: null, facebookPixelId: null });
  });

  test('before any choice: the dialog asks with three equal buttons, Consent Mode defaults to denied, nothing leaves for another host', async ({ browser }) => {
    const { context, page, outside } = await visitor(browser);
    await page.goto(site('/nl/'));
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#consent-first-layer')))).toBe(true);
    const buttons = [
      dialog.getByRole('button', { name: 'Alles aanvaarden' }),
      dialog.getByRole('button', { name: 'Weigeren' }),
      dialog.getByRole('button', { name: 'Instellingen wijzigen' }),
    ];
    const looks = await Promise.all(buttons.map((button) => appearance(button)));
    expect(new Set(looks.map((look) => JSON.stringify(look))).size, JSON.stringify(looks)).toBe(1);
    // Consent Mode's default comes first, before any tag: everything denied, waiting 500 ms for an update.
    const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>));
    expect(first).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    await page.goto(site(LISTING));
    await expect(page.locator('.embed-gate__placeholder').first()).toBeVisible();
    await page.goto(site('/nl/te-koop/'));
    await settle(page);
    expect(outside).toEqual([]);
    expect(await stored(page)).toBeNull();
    await context.close();
  });

  test("the first layer is in the page's HTML and shows before the page's scripts have run, unless a choice of this revision is stored", async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    await page.goto(site('/nl/te-koop/'));
    await declineCookies(page);
    // From now on the page's own scripts never arrive: only the inline script of the first layer runs.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(consentDialog(page)).toBeHidden();
    // A choice given under an older revision of the texts does not count: the question shows at once.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem('coast.consent') ?? '{}') as { revision: number };
      localStorage.setItem('coast.consent', JSON.stringify({ ...entry, revision: entry.revision - 1 }));
    });
    await page.reload();
    const layer = consentDialog(page);
    await expect(layer).toBeVisible();
    await expect(layer.getByRole('heading', { name: 'Cookies op onze website' })).toBeVisible();
    await expect(layer.getByRole('link', { name: 'Cookiebeleid' })).toHaveAttribute('href', '/nl/cookiebeleid/');
    await context.close();

    // Search engines are not asked.
    const crawler = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const crawled = await crawler.newPage();
    await crawled.goto(site('/nl/te-koop/'));
    await settle(crawled);
    await expect(consentDialog(crawled)).toBeHidden();
    await crawler.close();
  });

  test("the dialog's code comes when a new visitor reaches for the question, not with the page", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    // The library's code, told by a string of its own; which chunk holds it is the bundler's business.
    const dialogCode: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('cc:onFirstConsent')) dialogCode.push(response.url());
    });
    await page.goto(site('/nl/te-koop/'));
    await settle(page);
    const layer = consentDialog(page);
    await expect(layer).toBeVisible();
    await expect(layer).toHaveAttribute('data-island-ready', '');
    expect(dialogCode).toEqual([]);
    // A pointer over the question's buttons fetches it, before any click.
    const decline = layer.getByRole('button', { name: 'Weigeren' });
    const fetched = page.waitForResponse(async (response) => (await response.text().catch(() => '')).includes('cc:onFirstConsent'));
    await decline.hover();
    await fetched;
    await decline.click();
    await expect(layer).toBeHidden();
    await expect.poll(() => stored(page)).not.toBeNull();
    await context.close();
  });

  test('a click before the page is ready still counts; the settings, closed without a choice, give the question back', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    // The page's scripts are held back until the visitor has answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site('/nl/'), { waitUntil: 'domcontentloaded' });
    await consentDialog(page).getByRole('button', { name: 'Weigeren' }).click();
    await expect(consentDialog(page)).toBeHidden();
    // Stored at the click, before any of the page's scripts has run.
    expect(await stored(page)).toMatchObject({ data: { consent: 'set', analytical: false, marketing: false, socialMedia: false, unclassified: false } });
    release();
    await expect
      .poll(() => stored(page))
      .toMatchObject({ data: { consent: 'set', analytical: false, marketing: false, socialMedia: false, unclassified: false } });
    await expect(consentDialog(page)).toBeHidden();

    await page.goto(site('/nl/?setcookies=1'));
    await consentDialog(page).getByRole('button', { name: 'Instellingen wijzigen' }).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expect(consentDialog(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toBeHidden();
    await expect(consentDialog(page).getByRole('button', { name: 'Instellingen wijzigen' })).toBeFocused();
    expect(await stored(page)).toBeNull();
    await context.close();
  });

  test('an answer clicked at any moment after the first paint is stored at once and holds on the next page', async ({ browser }) => {
    const answers = [
      { button: 'Weigeren', categories: ['necessary'], analytical: false },
      { button: 'Alles aanvaarden', categories: ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified'], analytical: true },
    ];
    // At the first paint (the document has only just arrived), once the page is parsed, once it has loaded.
    const moments = ['commit', 'domcontentloaded', 'load'] as const;
    for (let round = 0; round < 12; round += 1) {
      const answer = answers[round % answers.length] ?? answers[0];
      const moment = moments[round % moments.length] ?? 'commit';
      const what = `${answer?.button} at ${moment}, round ${round}`;
      const { context, page } = await visitor(browser);
      await page.goto(site('/nl/'), { waitUntil: moment });
      await consentDialog(page).getByRole('button', { name: answer?.button }).click({ noWaitAfter: true });
      // Straight on to the next page, as a visitor who answers and leaves does.
      await page.goto(site('/nl/te-koop/'), { waitUntil: 'domcontentloaded' });
      const entry = (await page.evaluate(() => JSON.parse(localStorage.getItem('coast.consent') ?? 'null'))) as {
        categories: string[];
        data: { analytical: boolean };
      } | null;
      expect(entry?.categories, what).toEqual(answer?.categories);
      expect(entry?.data.analytical, what).toBe(answer?.analytical);
      await expect(consentDialog(page), what).toBeHidden();
      await page.waitForLoadState('load');
      await expect(consentDialog(page), what).toBeHidden();
      await context.close();
    }
  });

  test('one question per document: still asked after a client navigation until answered, not after, nor back on the first page', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(site('/nl/'));
    await expect(consentDialog(page)).toBeVisible();
    // A link clicked before the page's scripts run is a full page load: wait for them (the island marks the layer).
    await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.main-menu--bar').getByRole('link', { name: 'Te koop' }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    await expect(consentDialog(page)).toHaveCount(1);
    await expect(consentDialog(page)).toBeVisible();
    await consentDialog(page).getByRole('button', { name: 'Weigeren' }).click();
    await expect(consentDialog(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(site('/nl/'));
    await expect(consentDialog(page)).toHaveCount(1);
    await expect(consentDialog(page)).toBeHidden();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await context.close();
  });

  test('agree to all: every tag loads with its configured id, one page view per page, client navigations included; the choice survives a reload', async ({
    browser,
  }) => {
    const { context, page, outside } = await visitor(browser);
    await page.goto(site('/nl/'));
    await consentDialog(page).getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect(consentDialog(page)).toBeHidden();
    const home = site('/nl/');
    await expect.poll(() => hits(outside, /google-analytics\.com\/g\/collect/)).toEqual([gaHit(home)]);
    expect(hits(outside, /googletagmanager\.com\/gtag\/js/).sort()).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${IDS.googleAdsId}`,
      `https://www.googletagmanager.com/gtag/js?id=${IDS.googleAnalyticsId}`,
    ]);
    expect(hits(outside, /gtm\.js/)).toEqual([`https://www.googletagmanager.com/gtm.js?id=${IDS.googleTagManagerId}`]);
    await expect.poll(() => hits(outside, /facebook\.com\/tr/)).toEqual([pixelHit(home)]);
    // Consent Mode's update after the choice grants all four signals.
    expect(await consentUpdates(page)).toEqual([
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    // The spec's record: 'set' and the four flags, with the revision it was given for.
    expect(await stored(page)).toMatchObject({
      revision: 1001,
      data: { consent: 'set', analytical: true, marketing: true, socialMedia: true, unclassified: true },
    });

    // A client navigation (the page is not reloaded) sends its own page view.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.main-menu--bar').getByRole('link', { name: 'Te koop' }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    const forSale = site('/nl/te-koop/');
    await expect.poll(() => hits(outside, /google-analytics\.com\/g\/collect/)).toEqual([gaHit(home), gaHit(forSale)]);
    await expect.poll(() => hits(outside, /facebook\.com\/tr/)).toEqual([pixelHit(home), pixelHit(forSale)]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // A reload: no dialog, the tags load again at once, a page view for the page.
    outside.length = 0;
    await page.reload();
    await expect.poll(() => hits(outside, /google-analytics\.com\/g\/collect/)).toEqual([gaHit(forSale)]);
    await expect(consentDialog(page)).toBeHidden();
    await context.close();
  });

  test('decline: no request for another host, ever, across pages, reloads and a listing with a video', async ({ browser }) => {
    const { context, page, outside } = await visitor(browser);
    await page.goto(site('/nl/'));
    await consentDialog(page).getByRole('button', { name: 'Weigeren' }).click();
    await expect(consentDialog(page)).toBeHidden();
    // Stored once the dialog's code has arrived (the question may be answered before it has).
    await expect
      .poll(() => stored(page))
      .toMatchObject({ data: { consent: 'set', analytical: false, marketing: false, socialMedia: false, unclassified: false } });
    // Consent Mode's update comes with the consent island, which may start after the click.
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([{ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    await page.locator('.main-menu--bar').getByRole('link', { name: 'Te huur' }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
    await page.reload();
    await page.goto(site(LISTING));
    await expect(page.locator('.embed-gate__placeholder').first()).toBeVisible();
    await settle(page);
    await expect(consentDialog(page)).toBeHidden();
    expect(outside).toEqual([]);
    await context.close();
  });

  test('analytics only: Analytics and Tag Manager load, never Google Ads or the Meta pixel', async ({ browser }) => {
    const { context, page, outside } = await visitor(browser);
    await page.goto(site('/nl/'));
    await consentDialog(page).getByRole('button', { name: 'Instellingen wijzigen' }).click();
    const settings = settingsDialog(page);
    await expect(settings).toBeVisible();
    // Five switches; the first (strictly necessary) on and disabled, the others off.
    const switches = settings.getByRole('checkbox');
    await expect(switches).toHaveCount(5);
    await expect(switches.first()).toBeChecked();
    await expect(switches.first()).toBeDisabled();
    for (let i = 1; i < 5; i++) await expect(switches.nth(i)).not.toBeChecked();
    await settings.getByRole('checkbox', { name: /Analytisch/ }).check({ force: true });
    await settings.getByRole('button', { name: 'Keuze opslaan' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => hits(outside, /google-analytics\.com\/g\/collect/)).toEqual([gaHit(site('/nl/'))]);
    await page.locator('.main-menu--bar').getByRole('link', { name: 'Te koop' }).click();
    await expect.poll(() => hits(outside, /google-analytics\.com\/g\/collect/).length).toBe(2);
    await settle(page);
    expect(hits(outside, /gtm\.js\?id=GTM-E2ETEST/)).toHaveLength(1);
    expect(hits(outside, /AW-|googleads|googleadservices|doubleclick|facebook/)).toEqual([]);
    expect(await consentUpdates(page)).toEqual([{ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    await context.close();
  });

  test('?setcookies forgets the choice and asks again; the footer link opens the settings and gives focus back', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(site('/nl/'));
    await consentDialog(page).getByRole('button', { name: 'Weigeren' }).click();
    await expect.poll(() => stored(page)).not.toBeNull();
    await page.goto(site('/nl/?setcookies=1'));
    await expect(consentDialog(page)).toBeVisible();
    // The parameter leaves the address, so a reload does not forget a new choice.
    await expect(page).toHaveURL(site('/nl/'));
    expect(await stored(page)).toBeNull();
    await consentDialog(page).getByRole('button', { name: 'Weigeren' }).click();

    // Keyboard only: the footer's link opens the five switches, focus goes in, Escape brings it back.
    const link = page.getByRole('button', { name: 'Cookie-instellingen' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(settingsDialog(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main .pm')))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main .pm')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toBeHidden();
    await expect(link).toBeFocused();
    await context.close();
  });

  test('no dialog on a preview path', async ({ browser }) => {
    const { context, page, outside } = await visitor(browser);
    const secret = (JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as { PREVIEW_SECRET?: string }).PREVIEW_SECRET ?? '';
    await page.goto(site(`/api/preview/?path=/nl/&secret=${encodeURIComponent(secret)}`));
    await expect(page).toHaveURL(/\/preview\/nl\/$/);
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    await settle(page);
    await expect(consentDialog(page)).toBeHidden();
    expect(outside).toEqual([]);
    await context.close();
  });

  test("a listing's video and tour show a placeholder until social media is accepted, for one embed or the category", async ({ browser }) => {
    const { context, page, outside } = await visitor(browser);
    await page.goto(site(LISTING));
    const media = page.locator('.listing-media');
    const youtube = media.locator('[data-embed-provider="youtube"]');
    const matterport = media.locator('[data-embed-provider="matterport"]');
    await expect(youtube.locator('.embed-gate__placeholder')).toContainText('YouTube');
    await expect(youtube.locator('.embed-gate__placeholder')).toContainText('Sociale media');
    await expect(media.locator('iframe')).toHaveCount(0);

    // This embed only: the tour loads, the video keeps its placeholder, nothing is stored.
    await matterport.getByRole('button', { name: 'Alleen dit laden' }).click();
    await expect(matterport.locator('iframe')).toHaveAttribute('src', 'https://my.matterport.com/show/?m=rZIlibQeSgi');
    await expect(youtube.locator('iframe')).toHaveCount(0);
    expect(await stored(page)).toBeNull();

    // The category: both load, the choice is stored (social media only), the dialog closes, no tag loads;
    // the listing's map, drawn once the visitor reaches it, fetches its tiles (the same category).
    await youtube.getByRole('button', { name: 'Altijd toestaan: Sociale media' }).click();
    await expect(youtube.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/pO5adZJ6T7b');
    await expect(consentDialog(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ data: { consent: 'set', analytical: false, marketing: false, socialMedia: true, unclassified: false } });
    const map = page.getByRole('region', { name: 'Kaart met de ligging van het pand' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('aria-busy', 'false');
    await settle(page);
    expect([...new Set(outside.map((url) => new URL(url).host))].sort()).toEqual(['my.matterport.com', 'tile.openstreetmap.org', 'www.youtube-nocookie.com']);
    // A later visit shows the frames at once.
    await page.reload();
    await expect(page.locator('.listing-media iframe')).toHaveCount(2);
    await context.close();
  });

  test('axe finds nothing in the dialog, its settings view, the placeholders or the cookie list', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(site(LISTING));
    await expect(consentDialog(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await consentDialog(page).getByRole('button', { name: 'Instellingen wijzigen' }).click();
    await expect(settingsDialog(page)).toBeVisible();
    // The expanded category shows its cookie table too.
    await settingsDialog(page)
      .getByRole('button', { name: /Analytisch/ })
      .click();
    expect(await violations(page)).toEqual([]);
    await settingsDialog(page).getByRole('button', { name: 'Weigeren' }).click();
    await page.goto(site('/en/cookie-policy/'));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test('the cookie policy lists each cookie per category in every language, with a button that opens the settings', async ({ page }) => {
    // English last: its button opens the settings below.
    const policies = { nl: '/nl/cookiebeleid/', fr: '/fr/politique-cookies/', de: '/de/cookie-richtlinie/', en: '/en/cookie-policy/' };
    const headers = { nl: 'Bewaartermijn', fr: 'Durée de conservation', en: 'Lifetime', de: 'Speicherdauer' };
    for (const [locale, path] of Object.entries(policies) as [keyof typeof headers, string][]) {
      await page.goto(site(path));
      const list = page.locator('.cookie-list');
      await expect(list.locator('[data-consent-category]')).toHaveCount(5);
      const analytical = list.locator('[data-consent-category="analytical"]');
      await expect(analytical.getByRole('rowheader', { name: '_ga', exact: true })).toBeVisible();
      await expect(analytical.getByRole('columnheader', { name: headers[locale] })).toBeVisible();
    }
    await page.locator('.cookie-list').getByRole('button', { name: 'Change your cookie choice' }).click();
    await expect(settingsDialog(page)).toBeVisible();
  });

  test('consent keeps pages cached: the same HTML for everybody, served from the page cache', async ({ request }) => {
    for (const path of ['/nl/', '/nl/cookiebeleid/']) {
      await request.get(site(path));
      const second = await request.get(site(path));
      expect(second.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(second.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test("the settings' texts are fetched when needed, not sent in every page", async ({ request }) => {
    const page = await (await request.get(site('/nl/'))).text();
    expect(page).toContain('Cookies op onze website');
    expect(page).not.toContain('consent-cookies');
    const settings = await request.get(site('/api/consent/nl/'));
    expect(settings.status()).toBe(200);
    const translation = (await settings.json()) as { preferencesModal: { title: string; sections: { linkedCategory?: string; description?: string }[] } };
    expect(translation.preferencesModal.title).toBe('Cookie-instellingen');
    expect(translation.preferencesModal.sections.find((s) => s.linkedCategory === 'analytical')?.description).toContain('<th scope="row">_ga</th>');
    expect((await request.get(site('/api/consent/xx/'))).status()).toBe(404);
  });
});

/** What makes a button prominent: its colours, font, size. */
function appearance(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      color: style.color,
      border: style.borderColor,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      height: Math.round(box.height),
    };
  });
}

const gaHit = (page: string) => `https://region1.google-analytics.com/g/collect?v=2&tid=${IDS.googleAnalyticsId}&en=page_view&dl=${encodeURIComponent(page)}`;
const pixelHit = (page: string) => `https://www.facebook.com/tr/?id=${IDS.facebookPixelId}&ev=PageView&dl=${encodeURIComponent(page)}`;

/** The `consent update` commands the page pushed. */
function consentUpdates(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent' && command[1] === 'update')
      .map((command) => command[2]),
  );
}

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
