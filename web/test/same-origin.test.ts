import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crossSiteVerdict } from '../src/security/same-origin';

const SITE = 'https://www.kustvastgoed.test';
process.env.SITE_URL = SITE;

test('a write is judged by what the browser says of its sender: Origin, else Sec-Fetch-Site', () => {
  const cases: readonly [string, string, Record<string, string>, string][] = [
    ['the site itself', '/api/forms/site-contact/', { origin: SITE }, 'allowed'],
    ['the Host it was sent to', '/api/forms/site-contact/', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 'allowed'],
    ['another site', '/api/forms/site-contact/', { origin: 'https://evil.example' }, 'cross-site'],
    ['a look-alike host', '/api/forms/site-contact/', { origin: 'https://www.kustvastgoed.test.evil.example' }, 'cross-site'],
    ['Origin null alone (a sandboxed frame, a data: page)', '/api/forms/site-contact/', { origin: 'null' }, 'cross-site'],
    ['Origin null from a no-referrer page of the site', '/api/forms/confirm/', { origin: 'null', 'sec-fetch-site': 'same-origin' }, 'allowed'],
    ['Origin null, sent by another site', '/api/forms/confirm/', { origin: 'null', 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    ['a sibling subdomain', '/api/views/1/', { 'sec-fetch-site': 'same-site' }, 'cross-site'],
    ['no browser headers (a mail provider, the webhook)', '/api/search-alerts/unsubscribe/', {}, 'allowed'],
    ['a login with no browser headers', '/api/owner/login/', { 'content-type': 'application/json' }, 'cross-site'],
    ['a login from the page, as a form', '/api/owner/login/', { origin: SITE, 'content-type': 'text/plain' }, 'not-json'],
    ['a login from the page', '/api/owner/login', { origin: SITE, 'content-type': 'application/json; charset=utf-8' }, 'allowed'],
  ];
  for (const [name, path, headers, expected] of cases) assert.equal(crossSiteVerdict('POST', path, new Headers(headers)), expected, name);
  assert.equal(crossSiteVerdict('GET', '/api/forms/confirm/', new Headers({ origin: 'https://evil.example' })), 'allowed', 'a GET changes nothing');
});
