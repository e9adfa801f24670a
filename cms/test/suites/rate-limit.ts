/**
 * The public API's budget per client address. Its visitor calls from an address of its own (127.0.0.2),
 * so spending that budget leaves every other suite's (127.0.0.1) alone, whatever the order.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { rest, type RestAnswer } from '../helpers/http';
import { cms, database } from '../helpers/context';

const VISITOR = '127.0.0.2';

describe(`rate limit on ${database}`, () => {
  test('one address asking for password resets of many e-mails is limited, whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const r = await rest(cms().url, '/api/owner/forgot-password', { method: 'POST', body: { email: `probe${i}@example.be` }, from: VISITOR });
      statuses.push(r.status);
    }
    // Answered until the budget is spent (the general one is far from spent: this runs first), then 429.
    assert.ok(statuses.includes(200) && statuses.includes(429), statuses.join(','));
  });

  test('an address past its budget gets 429 with a JSON error; the site, reading with its token, is not limited', async () => {
    const budget = Number(process.env.PUBLIC_RATE_LIMIT ?? 600);
    // Successes per window (koa-ratelimit's X-RateLimit-Reset names the window): the budget is per window,
    // and earlier suites may have spent part of the current one, which can end during this loop; on a slow
    // machine a window can end before the budget is spent, so this sends until refused (at most 4 budgets).
    const perWindow = new Map<string | null, number>();
    let refused: RestAnswer<{ error: { name: string } }> | null = null;
    for (let sent = 0; !refused && sent < 4 * budget; sent += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => rest<{ error: { name: string } }>(cms().url, '/api/property-types?fields[0]=webId', { from: VISITOR })),
      );
      for (const r of batch) {
        const window = r.headers.get('x-ratelimit-reset');
        if (r.status === 200) perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
        else if (r.status === 429) refused ??= r;
        else assert.fail(`unexpected ${r.status}`);
      }
    }
    assert.ok(refused, 'some requests were limited');
    assert.ok(!perWindow.has(null), 'every answer names its window');
    for (const [window, passed] of perWindow) assert.ok(passed <= budget, `no more than the budget got through in window ${window} (${passed})`);
    assert.equal(refused.json.error.name, 'RateLimitError');
    const site = await rest(cms().url, '/api/property-types', { token: cms().siteReadToken, from: VISITOR });
    assert.equal(site.status, 200, 'the site, from the same address');
    const other = await rest(cms().url, '/api/property-types?fields[0]=webId');
    assert.equal(other.status, 200, 'another address keeps its own budget');
    const health = await rest(cms().url, '/_health', { from: VISITOR });
    assert.equal(health.status, 204, 'health is not an API route');
  });
});
