import { expect, test, type APIRequestContext } from '@playwright/test';
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

/**
 * The snapshot's hidden prices and the amounts the feed computed from them (notary fees, 2 or 12 %
 * registration duties, their total); 4512048 is published at the same price, with the same notary fees.
 */
const HIDDEN_PRICES = [
  { id: 4512171, amounts: [304000, 3680, 36480, 40160] },
  { id: 4512333, amounts: [530000, 5610, 10600, 16210] },
] as const;
const PUBLISHED_TWIN = { id: 4512048, amounts: [304000, 3680, 6080, 9760] } as const;

/** An amount as any language writes it (3680, 3.680, 3,680, 3 680 with any space), not inside a longer number or word. */
const amountPattern = (amount: number) => {
  const digits = String(amount);
  const grouped = digits.length > 3 ? `${digits.slice(0, -3)}[.,'\\s\u00a0\u202f]?${digits.slice(-3)}` : digits;
  return new RegExp(`(?<![\\w.,])${grouped}(?![\\w]|[.,]\\d)`);
};

/** What a visitor's browser receives of a listing: its page in two languages, the page's RSC data, the favourites answer (the brochure: listing-print.spec.ts). */
async function whatTheBrowserGets(request: APIRequestContext, id: number): Promise<Record<string, string>> {
  const page = await request.get(site(`/nl/property/${id}/`), { maxRedirects: 5 });
  expect(page.status()).toBe(200);
  const rsc = await request.get(page.url(), { headers: { RSC: '1' } });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  const fr = await request.get(site(`/fr/property/${id}/`), { maxRedirects: 5 });
  const favourites = await request.get(site(`/api/favourites/?ids=${id}&lang=en`));
  expect(favourites.status()).toBe(200);
  return { page: await page.text(), rsc: await rsc.text(), fr: await fr.text(), favourites: await favourites.text() };
}

test('no amount that follows from a hidden price reaches the browser: page, RSC data, favourites; the price filter does not find it', async ({ request }) => {
  // The control: a published listing at the same price shows these amounts, so the patterns find them as printed.
  const twin = await whatTheBrowserGets(request, PUBLISHED_TWIN.id);
  for (const amount of PUBLISHED_TWIN.amounts) expect(twin.page, `${amount} on the published listing`).toMatch(amountPattern(amount));
  expect(twin.favourites).toMatch(amountPattern(9760));

  for (const { id, amounts } of HIDDEN_PRICES) {
    const received = await whatTheBrowserGets(request, id);
    expect(received.page).toContain(String(id));
    for (const [what, body] of Object.entries(received))
      for (const amount of amounts) expect(body, `${id}: ${amount} in the ${what}`).not.toMatch(amountPattern(amount));
  }

  // Bisection through the list: a price range around the hidden price finds the published twin, never the hidden one.
  const list = await (await request.get(site('/nl/te-koop/?min_price=303999&max_price=304001'))).text();
  expect(list).toContain(`data-listing-id="${PUBLISHED_TWIN.id}"`);
  expect(list).not.toContain('data-listing-id="4512171"');
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
    // A page number of any length past the last is a page past the last: the last page (below).
    ['/en/for-sale/?page=99999999999', [307, 308]],
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
