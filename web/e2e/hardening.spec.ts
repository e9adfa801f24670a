import { expect, test } from '@playwright/test';
import { site } from './support/site';

/** Hidden data stays out of the site, redirects stay on it, and numbers from the URL never cause a 500. */

test('a listing whose address the agency hides shows neither street, number nor exact position; a hidden price is not in the page', async ({ request }) => {
  // 4512121: Zeedijk 9, at 51.218284, 2.939335 in the feed, PublishAddress 0.
  const hiddenAddress = await request.get(site('/nl/property/4512121/'), { maxRedirects: 5 });
  expect(hiddenAddress.status()).toBe(200);
  const html = await hiddenAddress.text();
  expect(html).toContain('4512121');
  expect(html).not.toMatch(/Zeedijk\s*9\b/);
  expect(html).not.toContain('51.218284');
  expect(html).not.toContain('2.939335');
  // 4512125: Moerdijkvaart 37, Gistel, PublishAddress 0 (no other listing in the feed is on that street).
  const other = await (await request.get(site('/nl/property/4512125/'), { maxRedirects: 5 })).text();
  expect(other).toContain('4512125');
  expect(other).not.toContain('Moerdijkvaart');
  // 4512171: 304,000 in the feed, PublishPrice 0; its page asks for the price instead.
  const hiddenPrice = await request.get(site('/nl/property/4512171/'), { maxRedirects: 5 });
  expect(hiddenPrice.status()).toBe(200);
  const priced = await hiddenPrice.text();
  expect(priced).toContain('4512171');
  expect(priced).not.toMatch(/304[.,\s\u00a0]?000/);
});

test('preview exit sends only to paths on this site', async ({ request }) => {
  for (const to of ['/%5Cevil.example', '/%09/evil.example', '//evil.example', 'https://evil.example/']) {
    const response = await request.get(site(`/api/preview/exit/?to=${to}`), { maxRedirects: 0 });
    expect(response.status(), to).toBeGreaterThanOrEqual(300);
    expect(response.status(), to).toBeLessThan(400);
    const location = response.headers()['location'] ?? '';
    expect(new URL(location, site('/')).origin, `${to} -> ${location}`).toBe(new URL(site('/')).origin);
  }
  const home = await request.get(site('/api/preview/exit/?to=/fr/a-vendre/'), { maxRedirects: 0 });
  expect(home.headers()['location']).toMatch(/\/fr\/a-vendre\/$/);
});

test('numbers out of range in the URL are ignored or not found, never a server error', async ({ request }) => {
  const cases: Array<[string, number[]]> = [
    ['/api/search/?q=99999999999999999999999&lang=en', [303, 307, 308, 302]],
    ['/en/for-sale/?type=2147483648', [200]],
    ['/en/for-sale/?page=99999999999', [200]],
    ['/en/property/2147483648/', [404]],
    ['/en/property/9999999999/', [404]],
  ];
  for (const [path, statuses] of cases) {
    const response = await request.get(site(path), { maxRedirects: 0 });
    expect(statuses, `${path} answered ${response.status()}`).toContain(response.status());
  }
  // A page past the last goes to the last page, which says which page it is.
  const past = await request.get(site('/en/for-sale/?page=999'), { maxRedirects: 0 });
  expect([307, 308]).toContain(past.status());
  const last = await request.get(new URL(past.headers()['location']!, site('/')).toString());
  expect(last.status()).toBe(200);
  expect(await last.text()).not.toMatch(/\b999\b/);
});
