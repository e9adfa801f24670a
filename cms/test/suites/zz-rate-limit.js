/**
 * The public API's budget per client address. Runs last (zz-): it spends the budget of 127.0.0.1, the
 * address every suite calls from.
 */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const { rest } = require('../helpers/http');
const { cms, database } = require('../helpers/context');

describe(`rate limit on ${database}`, () => {
  test('one address asking for password resets of many e-mails is limited, whatever the e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 25; i += 1) {
      const r = await rest(cms().url, '/api/auth/forgot-password', { method: 'POST', body: { email: `probe${i}@example.be` } });
      statuses.push(r.status);
    }
    // Answered until the budget is spent (the general one is far from spent: this runs first), then 429.
    assert.ok(statuses.includes(200) && statuses.includes(429), statuses.join(','));
  });

  test('an address past its budget gets 429 with a JSON error; the site, reading with its token, is not limited', async () => {
    const budget = Number(process.env.PUBLIC_RATE_LIMIT ?? 600);
    const statuses = [];
    for (let sent = 0; sent < budget + 10; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => rest(cms().url, '/api/property-types?fields[0]=webId')));
      statuses.push(...batch.map((r) => r.status));
    }
    const limited = statuses.filter((s) => s === 429).length;
    assert.ok(limited > 0, 'some requests were limited');
    assert.ok(statuses.filter((s) => s === 200).length <= budget, 'no more than the budget got through');
    const refused = await rest(cms().url, '/api/property-types');
    assert.equal(refused.status, 429);
    assert.equal(refused.json.error.name, 'RateLimitError');
    const site = await rest(cms().url, '/api/property-types', { token: cms().siteReadToken });
    assert.equal(site.status, 200);
    const health = await fetch(`${cms().url}/_health`);
    assert.equal(health.status, 204, 'health is not an API route');
  });
});
