import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SUBMITTABLE_FORMS } from '@coast/domain';
import { site } from './support/site';

/**
 * The site under hostile and heavy traffic, over real HTTP against `next start`: redirect targets stay
 * on the site, no other site can make a browser write, bodies are cut at their limit while they
 * arrive, malformed input is a 4xx with the security headers, and a crawl from one address gets no 5xx.
 */

const origin = () => new URL(site()).origin;
const secrets = () => JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as { PREVIEW_SECRET?: string };

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

// ------------------------------------------------------------------------------------------------
// Redirects

test('redirect targets of the preview routes never leave the site', async () => {
  const hostile = [
    '/.//evil.example/phish',
    '/a/..//evil.example/phish',
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%252F%252Fevil.example/',
    '/%5Cevil.example/',
    '/%09/evil.example/',
    '/\t/evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//127.0.0.1@evil.example/',
  ];
  const exit = (to: string) => fetch(site(`/api/preview/exit/?to=${encodeURIComponent(to)}`), { redirect: 'manual' });
  for (const to of hostile) {
    const answer = await exit(to);
    expect(answer.status, to).toBe(307);
    expect(answer.headers.get('location'), to).toBe('/');
  }
  // A path on the site is kept.
  expect((await exit('/nl/te-koop/?page=2')).headers.get('location')).toBe('/nl/te-koop/?page=2');

  // The admin's preview link: an off-site path is unknown, whatever its secret.
  const secret = encodeURIComponent(secrets().PREVIEW_SECRET ?? '');
  for (const asked of hostile) {
    const answer = await fetch(site(`/api/preview/?path=${encodeURIComponent(asked)}&secret=${secret}`), { redirect: 'manual' });
    expect(answer.status, asked).toBe(404);
  }
});

// ------------------------------------------------------------------------------------------------
// Same-origin writes

/** Every state-changing route of the site, with a body it would accept from its own page. */
const WRITES: readonly { readonly method: string; readonly path: string; readonly body: string }[] = [
  ...SUBMITTABLE_FORMS.map((form) => ({ method: 'POST', path: `/api/forms/${form}/`, body: '{}' })),
  { method: 'POST', path: '/api/owner/login/', body: JSON.stringify({ email: 'nobody@example.test', password: 'x' }) },
  { method: 'POST', path: '/api/owner/logout/', body: '' },
  { method: 'POST', path: '/api/owner/forgot-password/', body: JSON.stringify({ email: 'nobody@example.test' }) },
  { method: 'POST', path: '/api/owner/set-password/', body: '{}' },
  { method: 'POST', path: '/api/views/4512007/', body: '' },
  { method: 'POST', path: '/api/search-alerts/manage/', body: JSON.stringify({ action: 'read', id: '1', exp: '0', token: 'x' }) },
  { method: 'POST', path: '/api/search-alerts/unsubscribe/?lang=nl&id=1&exp=0&token=x', body: 'List-Unsubscribe=One-Click' },
  { method: 'POST', path: '/api/revalidate/', body: '{}' },
  { method: 'POST', path: '/api/search-alerts/confirm/?lang=nl&id=1&exp=0&token=x', body: '' },
  { method: 'POST', path: '/api/forms/confirm/?lang=nl&id=1&token=x', body: '' },
  // Methods no route takes: refused before any route is looked up.
  { method: 'PUT', path: '/api/forms/site-contact/', body: '{}' },
  { method: 'DELETE', path: '/api/owner/logout/', body: '' },
  { method: 'PATCH', path: '/nl/', body: '' },
];

test('the table covers every route of the site that takes a write', () => {
  const api = path.join(__dirname, '..', 'src', 'app', 'api');
  const files = fs.readdirSync(api, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('route.ts'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(api, file), 'utf8');
    if (!/export (async )?function (POST|PUT|PATCH|DELETE)\b/.test(source)) continue;
    const route = `/api/${path.dirname(file)}/`.replace(/\[form\]/, 'site-contact').replace(/\[externalId\]/, '4512007');
    expect(
      WRITES.some((w) => w.path.split('?')[0] === route),
      route,
    ).toBe(true);
  }
});

test('every write from another site is refused with 403, and the site itself still writes', async () => {
  const evil = 'https://evil.example';
  const attacks: readonly { readonly name: string; readonly headers: Record<string, string> }[] = [
    { name: 'Origin of another site', headers: { origin: evil, 'content-type': 'application/json' } },
    { name: 'Origin null', headers: { origin: 'null', 'content-type': 'application/json' } },
    { name: 'Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' } },
    { name: 'Sec-Fetch-Site same-site', headers: { 'sec-fetch-site': 'same-site', origin: 'http://other.127.0.0.1.nip.io' } },
    { name: 'a text/plain form of another site', headers: { origin: evil, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' } },
    { name: 'Origin on another port of the same host', headers: { origin: `http://127.0.0.1:1` } },
  ];
  for (const write of WRITES) {
    for (const attack of attacks) {
      const answer = await fetch(site(write.path), { method: write.method, headers: attack.headers, body: write.body || undefined });
      expect(answer.status, `${write.method} ${write.path}: ${attack.name}`).toBe(403);
      expect(answer.headers.get('set-cookie'), `${write.method} ${write.path}: ${attack.name}`).toBeNull();
      expect(answer.headers.get('content-security-policy'), `${write.method} ${write.path}: ${attack.name}`).toBeTruthy();
    }
  }

  // The owner login starts a session for the site's own page only, and only from JSON.
  const login = (headers: Record<string, string>) =>
    fetch(site('/api/owner/login/'), { method: 'POST', headers, body: WRITES.find((w) => w.path === '/api/owner/login/')?.body });
  expect((await login({ 'content-type': 'application/json' })).status, 'no Origin').toBe(403);
  expect((await login({ origin: origin(), 'content-type': 'text/plain' })).status, 'text/plain').toBe(415);
  expect((await login({ origin: origin(), 'content-type': 'application/x-www-form-urlencoded' })).status, 'a form').toBe(415);
  expect([400, 401], 'same origin, wrong password').toContain((await login({ origin: origin(), 'content-type': 'application/json' })).status);
  expect([400, 401], 'Sec-Fetch-Site same-origin').toContain((await login({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' })).status);

  // Requests with neither header are not a browser's cross-site request: a mail provider's RFC 8058
  // one-click unsubscribe and the CMS's webhook reach their routes (which then check their link or secret).
  const unsubscribe = await fetch(site('/api/search-alerts/unsubscribe/?lang=nl&id=1&exp=0&token=x'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  // The route's own answer (its page: this link is not valid), not the refusal.
  expect(unsubscribe.headers.get('content-type')).toContain('text/html');
  expect(unsubscribe.status).toBeLessThan(500);
  expect((await fetch(site('/api/revalidate/'), { method: 'POST', body: '{}' })).status).toBe(401);
  // The site's own page (its Origin) still writes: a form is checked by the CMS, not refused here.
  const form = await fetch(site('/api/forms/site-contact/'), { method: 'POST', headers: { origin: origin(), 'content-type': 'application/json' }, body: '{}' });
  expect(JSON.stringify(await form.json())).not.toContain('crossSite');
  expect(form.status).toBeLessThan(500);
});

// ------------------------------------------------------------------------------------------------
// Bodies

interface SendResult {
  readonly status: number;
  readonly sent: number;
  /** Whether the answer came while the body was still being sent. */
  readonly answeredEarly: boolean;
}

/**
 * Sends up to `total` bytes in a chunked body (no Content-Length, unless `declared`), as fast as the
 * connection takes them, and stops once the site answers. The site's own origin, as its pages post.
 */
function sendLarge(pathname: string, contentType: string, total: number, declared?: number): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const url = new URL(site(pathname));
    const headers: Record<string, string> = { origin: url.origin, 'content-type': contentType };
    if (declared !== undefined) headers['content-length'] = String(declared);
    const request = http.request(url, { method: 'POST', headers });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    let finished = false;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, sent, answeredEarly: !finished });
      response.resume();
      // Stop sending: what was sent so far is what the site had to take.
      if (!finished) request.destroy();
    });
    // The site may close the connection once it has answered: not a failure of the test.
    request.on('error', (error) => (answered || sent > 0 ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) {
        finished = true;
        request.end();
      }
    };
    pump();
  });
}

test('an oversize body is refused with 413 on every route class, whatever its content type', async () => {
  test.setTimeout(120_000);
  const MB = 1024 * 1024;
  // Proxied routes (JSON and empty bodies): Next hands the route at most just over the largest limit
  // and drops the rest; the route cuts it at its own limit.
  for (const route of [
    '/api/forms/site-contact/',
    '/api/owner/login/',
    '/api/owner/forgot-password/',
    '/api/search-alerts/manage/',
    '/api/views/4512007/',
    '/api/owner/logout/',
  ]) {
    // The owner login reads JSON only (any other type is a 415 before a byte is read).
    for (const type of route === '/api/owner/login/' ? ['application/json'] : ['application/json', 'text/plain']) {
      const result = await sendLarge(route, type, 3 * MB);
      expect(result.status, `${route} ${type}`).toBe(413);
    }
  }
  // The form that takes documents is streamed: it answers 413 at its limit, before the client has sent
  // it all, whether or not the request declares its size, and whatever its content type.
  const upload = '/api/forms/rental-application/';
  const fifty = 50 * MB;
  for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
    const result = await sendLarge(upload, type, fifty);
    expect(result.status, type).toBe(413);
    expect(result.answeredEarly, `${type}: answered before the body was sent`).toBe(true);
    expect(result.sent, type).toBeLessThan(fifty);
  }
  // Documents (multipart): streamed on to the CMS and cut at the documents' limit, or refused sooner
  // by the CMS; either way answered before the client has sent it all.
  const sixty = 60 * MB;
  const multipart = await sendLarge(upload, 'multipart/form-data; boundary=x', sixty);
  expect(multipart.status).toBeGreaterThanOrEqual(400);
  expect(multipart.status).toBeLessThan(500);
  expect(multipart.answeredEarly).toBe(true);
  // A declared size over the limit: refused before the body is read.
  const declaredHuge = await sendLarge(upload, 'multipart/form-data; boundary=x', sixty, sixty);
  expect(declaredHuge.status).toBe(413);
  expect(declaredHuge.answeredEarly).toBe(true);
});

// ------------------------------------------------------------------------------------------------
// Malformed input

function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get('content-security-policy'), what).toBeTruthy();
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBeTruthy();
}

/** Generated: bad escapes in every segment position of every route kind, overflowing numbers, wrong types per filter, huge queries. */
function fuzzRequests(): string[] {
  const bad = ['%FF', '%C3%28', '%', '%E0%A4%A', '%ZZ', '%00', '%uD800', '%ED%A0%80', '%F0%9F', '%25%FF'];
  const numbers = ['99999999999999999999999', '9223372036854775808', '-1', '0', '1e999', '1.5', 'NaN', 'Infinity', '0x10', '٣', 'abc', ''];
  const routes = [
    '/nl/te-koop/',
    '/fr/a-vendre/',
    '/en/for-rent/',
    '/de/zu-verkaufen/',
    '/nl/te-koop/gistel/halfopen-woning/4512308/',
    '/property/4512308/',
    '/portal/nl/',
    '/portal/nl/4512308/',
    '/search-alerts/nl/',
    '/api/consent/nl/',
    '/api/brochure/4512308/nl/',
    '/api/search/answer/',
    '/api/forms/listing/4512308/',
    '/api/favourites/',
    '/api/documents/',
    '/api/unavailable/nl/',
    '/api/search-alerts/confirm/',
    '/api/search-alerts/unsubscribe/',
    '/api/forms/confirm/',
    '/api/owner/documents/4512308/1/',
  ];
  const out = new Set<string>();
  for (const route of routes) {
    const segments = route.split('/').filter(Boolean);
    for (let i = 0; i <= segments.length; i += 1) {
      for (const b of bad) {
        const replaced = [...segments];
        if (i < segments.length) replaced[i] = b;
        else replaced.push(b);
        out.add(`/${replaced.join('/')}/`);
      }
    }
    for (const b of bad.slice(0, 4)) out.add(`${route}?q=${b}&lang=${b}&id=${b}&page=${b}`);
  }
  for (const list of ['/nl/te-koop/', '/fr/a-louer/', '/en/for-sale/', '/de/zu-vermieten/']) {
    for (const n of numbers) {
      for (const name of ['page', 'min_price', 'max_price', 'bedrooms', 'surface', 'type']) out.add(`${list}?${name}=${encodeURIComponent(n)}`);
    }
    for (const [name, value] of [
      ['sort', 'price_asc;drop'],
      ['sort', '1'],
      ['epc', 'z'],
      ['available', 'maybe'],
      ['view', 'grid'],
      ['city', '%FF'],
      ['city', '<script>'],
      ['type', 'villa'],
      ['city[]', 'x'],
      ['page[]', '2'],
    ]) {
      out.add(`${list}?${name}=${value}`);
    }
    out.add(`${list}?${'city=Gistel&'.repeat(400)}`);
    out.add(`${list}?q=${'x'.repeat(6000)}`);
  }
  for (const id of numbers) {
    out.add(`/property/${encodeURIComponent(id)}/`);
    out.add(`/api/brochure/${encodeURIComponent(id)}/nl/`);
    out.add(`/api/forms/listing/${encodeURIComponent(id)}/?lang=nl`);
    out.add(`/api/owner/documents/${encodeURIComponent(id)}/${encodeURIComponent(id)}/`);
    out.add(`/portal/nl/${encodeURIComponent(id)}/`);
  }
  return [...out];
}

test('malformed input is a 4xx with the security headers, never a 5xx', async () => {
  // Most of these are renders of a 404 page or a list variant nobody asked for before.
  test.setTimeout(420_000);
  const requests = fuzzRequests();
  expect(requests.length).toBeGreaterThanOrEqual(500);
  const failures: string[] = [];
  await inParallel(requests, 4, async (pathname) => {
    const answer = await fetch(site(pathname), { redirect: 'manual' });
    await answer.arrayBuffer();
    if (answer.status >= 500) failures.push(`${answer.status} ${pathname}`);
    // Next's own redirects (a trailing slash, doubled slashes) are answered before the proxy: no page, so
    // no page headers, but they must stay on the site.
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400) {
      if (!location || new URL(location, site('/')).origin !== new URL(site('/')).origin) failures.push(`redirect off the site: ${pathname} -> ${location}`);
    } else if (!answer.headers.get('content-security-policy')) failures.push(`no security headers: ${answer.status} ${pathname}`);
  });
  expect(failures).toEqual([]);

  // The reported ones: a 4xx page in the path's language (or a 400 for the API), with the headers.
  for (const [pathname, lang] of [
    ['/nl/te-koop/%FF/', 'nl'],
    ['/nl/%C3%28/', 'nl'],
    ['/portal/nl/%FF/', 'nl'],
    ['/portal/fr/%FF/', 'fr'],
    ['/de/%FF/', 'de'],
  ] as const) {
    const answer = await fetch(site(pathname));
    expect(answer.status, pathname).toBe(404);
    expectSecurityHeaders(answer.headers, pathname);
    expect(await answer.text(), pathname).toContain(`<html lang="${lang}"`);
  }
  const api = await fetch(site('/api/consent/%FF/'));
  expect(api.status).toBe(400);
  expectSecurityHeaders(api.headers, '/api/consent/%FF/');
});

// ------------------------------------------------------------------------------------------------
// A crawl from one address

async function listingPaths(): Promise<string[]> {
  const locs = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const found: string[] = [];
  const queue = [site('/sitemap.xml')];
  while (queue.length && found.length < 400) {
    for (const loc of await locs(queue.shift() ?? '')) {
      if (loc.endsWith('.xml')) queue.push(site(new URL(loc).pathname));
      else if (/\/\d{6,}\/$/.test(loc)) found.push(new URL(loc).pathname);
    }
  }
  return found;
}

test('a crawl of 1,000 uncached pages from one address gets no 5xx', async () => {
  test.setTimeout(240_000);
  const lists = ['/nl/te-koop/', '/nl/te-huur/', '/fr/a-vendre/', '/fr/a-louer/', '/en/for-sale/', '/en/for-rent/', '/de/zu-verkaufen/', '/de/zu-vermieten/'];
  const towns = ['Gistel', 'Oostende', 'Middelkerke', 'Knokke-Heist', 'Brugge', 'De Haan', 'Bredene', 'Koksijde', 'Nieuwpoort', 'Blankenberge'];
  const pages = new Set<string>(await listingPaths());
  for (let i = 0; pages.size < 1000; i += 1) {
    const list = lists[i % lists.length] ?? '/nl/';
    const query = new URLSearchParams({ page: String(1 + (i % 5)), city: towns[i % towns.length] ?? 'Gistel', bedrooms: String(1 + (i % 4)) });
    if (i % 3 === 0) query.set('min_price', String(100_000 + i * 1_000));
    if (i % 7 === 0) query.set('sort', 'price_asc');
    pages.add(`${list}?${query}`);
  }
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  await inParallel([...pages], 6, async (pathname) => {
    const answer = await fetch(site(pathname), { redirect: 'manual' });
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) failures.push(`${answer.status} ${pathname}`);
  });
  expect(failures, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
  expect(pages.size).toBeGreaterThanOrEqual(1000);
});
