/** Security headers and CORS of the CMS (config/middlewares.ts): what a browser on another site gets. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { cms } from '../helpers/context';

const SITE = 'https://www.kustvastgoed.test'; // SITE_URL of test/helpers/strapi-instance.ts
const MORE = 'https://kustvastgoed.test'; // one of its CORS_ORIGINS
const EVIL = 'https://evil.example';

interface SendOptions {
  method?: string;
  origin?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const send = (pathname: string, { method = 'GET', origin, headers = {}, body }: SendOptions = {}) =>
  fetch(`${cms().url}${pathname}`, {
    method,
    headers: { ...(origin ? { origin } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
const preflight = (pathname: string, origin: string, method = 'POST') =>
  send(pathname, {
    method: 'OPTIONS',
    origin,
    headers: { 'access-control-request-method': method, 'access-control-request-headers': 'content-type,authorization' },
  });
const graphqlBody = { query: '{ __typename }' };

describe('CMS security headers and CORS', () => {
  test('no X-Powered-By; nosniff, framing and referrer rules on an API answer and the GraphQL endpoint', async () => {
    for (const response of [await send('/api/menu-pages?locale=nl'), await send('/graphql', { method: 'POST', body: graphqlBody }), await send('/_health')]) {
      assert.equal(response.headers.get('x-powered-by'), null, response.url);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', response.url);
      assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN', response.url);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, response.url);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', response.url);
    }
  });

  test('another origin gets no CORS headers: API, GraphQL, and the admin token route, preflight or not', async () => {
    const answers = {
      'preflight /api': await preflight('/api/menu-pages', EVIL, 'GET'),
      'GET /api': await send('/api/menu-pages?locale=nl', { origin: EVIL }),
      'preflight /graphql': await preflight('/graphql', EVIL),
      'POST /graphql': await send('/graphql', { method: 'POST', origin: EVIL, body: graphqlBody }),
      'preflight /admin/access-token': await preflight('/admin/access-token', EVIL),
      'POST /admin/access-token': await send('/admin/access-token', { method: 'POST', origin: EVIL, body: {} }),
      'POST /admin/login': await send('/admin/login', { method: 'POST', origin: EVIL, body: { email: 'x@example.com', password: 'wrong' } }),
    };
    for (const [what, response] of Object.entries(answers)) {
      assert.equal(response.headers.get('access-control-allow-origin'), null, what);
      assert.equal(response.headers.get('access-control-allow-credentials'), null, what);
      assert.equal(response.headers.get('x-powered-by'), null, what);
    }
  });

  test("the site's origins (SITE_URL, CORS_ORIGINS) may read the API from a browser, without credentials", async () => {
    for (const origin of [SITE, MORE]) {
      const ask = await preflight('/graphql', origin);
      assert.ok(ask.status < 300, `preflight ${origin}: ${ask.status}`);
      assert.equal(ask.headers.get('access-control-allow-origin'), origin);
      assert.match(ask.headers.get('access-control-allow-methods') ?? '', /POST/);
      assert.equal(ask.headers.get('access-control-allow-credentials'), null);
      const read = await send('/graphql', { method: 'POST', origin, body: graphqlBody });
      assert.equal(read.status, 200);
      assert.equal(read.headers.get('access-control-allow-origin'), origin);
      assert.equal(read.headers.get('access-control-allow-credentials'), null);
      assert.match(read.headers.get('vary') ?? '', /origin/i, 'caches keep answers of different origins apart');
    }
    // The site's origin is no key to the admin's cookies either.
    const token = await send('/admin/access-token', { method: 'POST', origin: SITE, body: {} });
    assert.equal(token.headers.get('access-control-allow-credentials'), null);
  });
});
