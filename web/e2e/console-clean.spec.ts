import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * Every kind of page the site answers, opened in a real browser: not one Content-Security-Policy
 * violation, console error or failed request for the site's own files (a blocked inline script leaves
 * a page that never runs; a preloaded file that does not exist is a 404 in the visitor's console).
 * Pages outside the CMS route (search-alert manage page, owner portal) are rendered by other routes,
 * so each kind is here, in several languages.
 */

const PREVIEW_SECRET = (JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as { PREVIEW_SECRET?: string }).PREVIEW_SECRET ?? '';
const OWNER = { email: 'eigenaar@kustvastgoed.local', password: process.env.E2E_DEMO_OWNER_PASSWORD ?? '' };
const ALERT_LINK = '?id=1&exp=9999999999&token=abc';

/** Pages of the CMS route and the site's own routes; the 404s answer 404 on purpose. */
const PAGES: readonly { path: string; status?: number }[] = [
  { path: '/nl/' },
  { path: '/en/' },
  { path: '/nl/te-koop/?city=gistel' },
  { path: "/fr/a-vendre/?city=Gist'el" },
  { path: '/de/zu-vermieten/' },
  { path: '/nl/te-koop/gistel/halfopen-woning/4512308/' },
  { path: '/en/property/4512105/' },
  { path: '/nl/contact/' },
  { path: '/fr/estimation-gratuite/' },
  { path: '/nl/zoekopdracht/' },
  { path: '/nl/kandidaat-huurder/?property=4512105' },
  { path: '/nl/favorieten/' },
  { path: '/en/favourites/' },
  { path: '/nl/projecten/' },
  { path: '/nl/renovatiecalculator/' },
  { path: '/nl/tips/' },
  { path: '/nl/cookiebeleid/' },
  { path: '/nl/login/' },
  { path: '/de/anmelden/' },
  { path: '/nl/bedankt/contact-me/' },
  { path: '/fr/merci/purchase-offer/' },
  { path: '/nl/bestaat-niet/', status: 404 },
  { path: '/en/does-not-exist/', status: 404 },
  { path: '/search-alerts/xx/', status: 404 },
  { path: '/portal/', status: 404 },
  { path: '/api/bestaat-niet/', status: 404 },
  { path: `/api/search-alerts/confirm/${ALERT_LINK}` },
];

/** What went wrong on a page: policy violations, console errors, the site's own requests that failed. */
function watch(page: Page) {
  const problems: string[] = [];
  const origin = new URL(site()).origin;
  let documentUrl = '';
  // The manage page's made-up link is refused by its API (403): that answer is what the page shows.
  const expected = (url: string, status: number) => status === 403 && new URL(url).pathname === '/api/search-alerts/manage/';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 pages' own status is logged by the browser as a failed load of the document itself.
    if (/status of 404/.test(message.text()) && message.location().url === documentUrl) return;
    if (/status of 403/.test(message.text()) && expected(message.location().url, 403)) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.request().isNavigationRequest() || expected(url, response.status())) return;
    if (response.status() >= 400) problems.push(`${response.status()}: ${url}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation leaving a page cancels what it still loaded; only real failures count.
    if (request.url().startsWith(origin) && !/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) {
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  return {
    problems,
    /** Violations as the page itself sees them (not every kind is also a console message). */
    listenForViolations: () =>
      page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      }),
    async open(path: string) {
      documentUrl = site(path);
      const response = await page.goto(documentUrl);
      await page.waitForLoadState('networkidle');
      return response;
    },
  };
}

test('every kind of page loads without a policy violation, a console error or a missing file of its own', async ({ page }) => {
  test.setTimeout(300_000);
  const { problems, open, listenForViolations } = watch(page);
  await listenForViolations();
  const failures: string[] = [];
  const check = (what: string) => {
    failures.push(...problems.splice(0).map((p) => `${what}: ${p}`));
  };

  await open('/nl/');
  await declineCookies(page);
  check('/nl/');
  for (const { path, status = 200 } of PAGES) {
    const response = await open(path);
    if (response?.status() !== status) failures.push(`${path}: status ${response?.status()}`);
    check(path);
  }

  // The manage page every alert mail links to: its island runs and asks the server about the link
  // (a made-up one here: refused, in the page's language).
  const invalid = { nl: 'Deze link is ongeldig', fr: 'Ce lien n’est pas valable', en: 'This link is not valid', de: 'Dieser Link ist ungültig' };
  for (const [lang, title] of Object.entries(invalid)) {
    const asked = page.waitForRequest((r) => r.url().includes('/api/search-alerts/manage/') && r.method() === 'POST');
    await open(`/search-alerts/${lang}/${ALERT_LINK}`);
    await asked;
    await expect(page.getByText(title)).toBeVisible();
    check(`/search-alerts/${lang}/`);
  }
  // Served from the cache the second time, and still working.
  const cached = await open(`/search-alerts/fr/${ALERT_LINK}`);
  if (/private|no-store/.test(cached?.headers()['cache-control'] ?? '')) failures.push('the manage page is not cached');
  await expect(page.getByText(invalid.fr)).toBeVisible();
  check('/search-alerts/fr/ (again)');

  // The owner portal, logged in: its list and a listing's page.
  await open('/nl/login/');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(OWNER.email);
  await page.getByLabel('Wachtwoord').fill(OWNER.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.waitForURL(/\/portal\/nl\/$/);
  await page.waitForLoadState('networkidle');
  check('/portal/nl/ (after login)');
  const listing = await page.locator('.portal-listing').first().getAttribute('data-listing-id');
  for (const path of ['/portal/fr/', `/portal/en/${listing}/`]) {
    await open(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    check(path);
  }

  // Last: the admin's preview (its draft mode renders every later page for this browser alone).
  await open(`/api/preview/?path=/nl/te-koop/&secret=${encodeURIComponent(PREVIEW_SECRET)}`);
  await expect(page).toHaveURL(/\/preview\/nl\/te-koop\/$/);
  check('preview');

  expect(failures).toEqual([]);
});
