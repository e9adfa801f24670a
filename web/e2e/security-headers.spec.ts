import { expect, test, type Page } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * Security headers of the site (src/security/): on pages (first render and cache hit), API answers and
 * 404s; a script policy without 'unsafe-inline' under which real pages run without a single violation.
 */

const LISTING = '/nl/te-koop/gistel/halfopen-woning/4512308/';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).not.toBe('');
  const scripts = directive(csp, 'script-src');
  expect(scripts, what).toMatch(/'nonce-[\w-]+'/);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(directive(csp, 'object-src'), what).toBe("object-src 'none'");
  // Framed by the site itself and by the CMS admin (previews) only.
  // A CMS on this machine is framed by either loopback name the admin may be opened at.
  const cms = new URL(process.env.E2E_CMS_URL ?? '');
  const cmsOrigins = ['localhost', '127.0.0.1'].map((host) => `${cms.protocol}//${host}:${cms.port}`).join(' ');
  expect(directive(csp, 'frame-ancestors'), what).toBe(`frame-ancestors 'self' ${cmsOrigins}`);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const features = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation']) expect(features, what).toContain(`${feature}=()`);
  expect(headers.get('x-powered-by'), what).toBeNull();
  // Served over http here: no HSTS.
  expect(headers.get('strict-transport-security'), what).toBeNull();
  return csp;
}

test('a page carries the headers on its first render and from the cache, with its scripts under the nonce', async () => {
  // A page no other test opens, so its first answer is rendered now.
  const path = '/de/zu-vermieten/?city=gistel';
  const first = await fetch(site(path));
  expect(first.status).toBe(200);
  const csp = expectSecurityHeaders(first.headers, 'first render');
  const html = await first.text();
  const second = await fetch(site(path));
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(expectSecurityHeaders(second.headers, 'cache hit')).toBe(csp);
  expect(await second.text()).toBe(html);

  // Every inline script of the cached page carries the nonce the policy names.
  const nonce = /'nonce-([\w-]+)'/.exec(csp)?.[1];
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
  expect(inline.length).toBeGreaterThan(3);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('API answers and 404s carry the headers too', async () => {
  const search = await fetch(site('/api/search/?q=gistel'), { redirect: 'manual' });
  expect(search.status).toBeGreaterThanOrEqual(300);
  expectSecurityHeaders(search.headers, 'API answer');
  const missingPage = await fetch(site('/nl/bestaat-niet/'));
  expect(missingPage.status).toBe(404);
  expectSecurityHeaders(missingPage.headers, 'page 404');
  const missingRoute = await fetch(site('/api/bestaat-niet/'));
  expect(missingRoute.status).toBe(404);
  expectSecurityHeaders(missingRoute.headers, 'route 404');
  // Static files get the fixed headers.
  const icon = await fetch(site('/icon.png'));
  expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
});

test("the site's only cookie, draft mode's, is HttpOnly, Secure and SameSite=None (the admin previews in a frame)", async () => {
  const secret = (JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as { PREVIEW_SECRET?: string }).PREVIEW_SECRET ?? '';
  const response = await fetch(site(`/api/preview/?path=/nl/&secret=${encodeURIComponent(secret)}`), { redirect: 'manual' });
  expect(response.status).toBeGreaterThanOrEqual(300);
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=None/i);
  }
  expectSecurityHeaders(response.headers, 'preview switch');
});

/** Collects what the browser reports against the policies while a page loads and runs. */
async function watchPolicies(page: Page) {
  const reports: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /securitypolicyviolation|Content Security Policy|Permissions-Policy/i.test(text)) reports.push(`${page.url()}: ${text}`);
  });
  return reports;
}

test('home, the for-sale list and a listing run in a real browser without a single policy violation', async ({ page }) => {
  const reports = await watchPolicies(page);

  await page.goto(site('/nl/'));
  // Hydrated: the language memory (a client island) has stored the page's language.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coast.language'))).toBe('nl');

  await page.goto(site('/nl/te-koop/'));
  await expect(page.locator('.property-list [data-listing-id]').first()).toBeVisible();
  // Client-side navigation (the router's own fetches) works under the policy as well.
  await page.locator('.site-header__inner > .language-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(site('/fr/a-vendre/'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('coast.language'))).toBe('fr');

  await page.goto(site(LISTING));
  // The page ships the gallery's shell only; the slider's script arrives when the visitor starts to browse
  // (here the next button) and takes over at the photo shown, under the same policy.
  const gallery = page.locator('.gallery');
  const counter = gallery.locator('.gallery__counter');
  const before = await counter.textContent();
  await expect(gallery.locator('.swiper')).toHaveCount(0);
  await gallery.getByRole('button', { name: 'Volgende foto' }).click();
  await expect(counter).not.toHaveText(before ?? '');
  await expect(gallery.locator('.swiper')).toBeVisible();
  const second = await counter.textContent();
  await gallery.getByRole('button', { name: 'Volgende foto' }).click();
  await expect(counter).not.toHaveText(second ?? '');
  await expect(gallery.locator('img').first()).toBeVisible();

  expect(reports).toEqual([]);
});

test('a form checks its fields in the browser without a policy violation (zod without its eval-compiled parser)', async ({ page }) => {
  const reports = await watchPolicies(page);
  await page.goto(site('/nl/contact/'));
  await declineCookies(page);
  // Sent empty: the browser-side schema runs and marks the fields, under the same policy.
  await page.locator('form.visitor-form button[type="submit"]').click();
  await expect(page.locator('form.visitor-form [aria-invalid="true"]').first()).toBeVisible();
  expect(reports).toEqual([]);
});
