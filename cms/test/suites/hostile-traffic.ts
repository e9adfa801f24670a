/**
 * The CMS survives hostile traffic: each request an anonymous visitor used to stall or crash it with is
 * refused or answered quickly, errors carry no internals, and /_health keeps answering within a second
 * while they run. (The per-address rate limit has its own suite, from an address of its own: rate-limit.ts.)
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import * as ops from '@coast/graphql';
import { buildSchema, type DocumentNode } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database } from '../helpers/context';

/** What an attack got back: a GraphQL answer, a REST one, or a status and the raw text. */
interface Answer {
  status?: number;
  errors?: unknown[];
  json?: unknown;
  text?: string;
}

/** Runs `attack` while polling /_health every 100 ms; returns the attack's result and the slowest health answer. */
async function underAttack(attack: () => Promise<Answer>) {
  let running = true;
  let slowest = 0;
  const poll = (async () => {
    while (running) {
      const started = Date.now();
      const r = await fetch(`${cms().url}/_health`);
      assert.equal(r.status, 204);
      slowest = Math.max(slowest, Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = Date.now();
  try {
    const result = await attack();
    return { result, ms: Date.now() - started, slowestHealthMs: slowest };
  } finally {
    running = false;
    await poll;
  }
}

const postGraphql = (body: unknown) =>
  fetch(`${cms().url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const LEAKS = /select |sqlite|postgres|knex|127\.0\.0\.1|ECONNREFUSED|\bat .*\.js:\d+/i;

describe(`hostile traffic on ${database}`, () => {
  const cases: [name: string, attack: () => Promise<Answer>][] = [
    [
      'a listing -> town -> listings loop (GraphQL)',
      () =>
        graphql(
          cms().url,
          `
            {
              properties(pagination: { limit: 200 }) {
                title
                city {
                  properties(pagination: { limit: 200 }) {
                    title
                    city {
                      properties(pagination: { limit: 200 }) {
                        title
                      }
                    }
                  }
                }
              }
            }
          `,
        ),
    ],
    ['the same loop through REST populate', () => rest(cms().url, '/api/cities?populate[properties][populate][city][populate][properties]=true')],
    [
      'a menu page populated four parents deep',
      () => rest(cms().url, '/api/menu-pages?populate[parent][populate][parent][populate][parent][populate][parent]=true'),
    ],
    ['100 aliases of 200 listings', () => graphql(cms().url, aliases(100, 'properties(pagination:{limit:200}) { title description }'))],
    [
      'three levels of 200 menu children',
      () =>
        graphql(
          cms().url,
          `
            {
              menuPages(pagination: { limit: 200 }) {
                children(pagination: { limit: 200 }) {
                  children(pagination: { limit: 200 }) {
                    title
                  }
                }
              }
            }
          `,
        ),
    ],
    [
      '30,000 aliases of the listing totals (about 950 KB)',
      async () => {
        const r = await postGraphql({ query: aliases(30_000, 'listingTotals { total forSale forRent }') });
        return { status: r.status, text: await r.text() };
      },
    ],
    [
      'a filter of 2,000 or-terms',
      () =>
        graphql(
          cms().url,
          `
            query ($f: PropertyFiltersInput) {
              properties(filters: $f) {
                title
              }
            }
          `,
          { f: { or: Array.from({ length: 2000 }, (_, i) => ({ title: { eq: `t${i}` } })) } },
        ),
    ],
    [
      'a REST filter of 1,000 or-terms',
      () => rest(cms().url, `/api/properties?${Array.from({ length: 1000 }, (_, i) => `filters[$or][${i}][title][$eq]=t${i}`).join('&')}`),
    ],
  ];

  for (const [name, attack] of cases) {
    test(`refused or answered quickly, with /_health answering within a second: ${name}`, async () => {
      const { result, ms, slowestHealthMs } = await underAttack(attack);
      const failed = result.errors?.length || (result.status ?? 200) >= 400;
      assert.ok(failed, `${name} must be refused`);
      assert.ok(ms < 5_000, `answered in ${ms} ms`);
      assert.ok(slowestHealthMs < 1_000, `/_health took ${slowestHealthMs} ms`);
      const text = result.text ?? JSON.stringify(result.errors ?? result.json ?? '');
      assert.doesNotMatch(text, LEAKS, 'no SQL, driver, host or stack in the answer');
    });
  }

  test('on PostgreSQL no statement may run longer than the statement timeout', { skip: database !== 'postgres' }, async () => {
    const result: { rows: { statement_timeout: string }[] } = await cms().strapi.db.connection.raw('SHOW statement_timeout');
    assert.equal(result.rows[0].statement_timeout, '10s');
  });

  test('errors carry a message and a code: no field suggestions, no internals', async () => {
    const unknown = await graphql(
      cms().url,
      `
        {
          properties {
            titel
          }
        }
      `,
    );
    assert.match(unknown.errors![0].message, /Cannot query field "titel"/);
    assert.doesNotMatch(unknown.errors![0].message, /Did you mean/);
    assert.deepEqual(Object.keys(unknown.errors![0].extensions!), ['code']);
    const expensive = await graphql(cms().url, aliases(100, 'properties(pagination:{limit:200}) { title }'));
    assert.equal(expensive.errors![0].extensions!.code, 'QUERY_TOO_EXPENSIVE');
    assert.match(expensive.errors![0].message, /too expensive/);
  });

  test("every one of the site's operations stays under the cost limit, at the largest sizes it asks for (the cost depends on the operation, not on the content)", () => {
    const { listSizeEstimator } = compiled('src/graphql/operation-cost');
    const { GRAPHQL_LIMITS } = compiled('config/plugins');
    const schema = buildSchema(fs.readFileSync(require.resolve('@coast/graphql/schema.graphql'), 'utf8'));
    // The largest values web/src/cms passes: sitemap and map pages of 200, list pages of up to 48, a module's 24 items.
    const base = {
      locale: 'nl',
      page: 1,
      limit: 24,
      externalId: 1,
      path: '/nl/',
      slug: 'x',
      categoryKey: 'news',
      categoryKeys: ['news'],
      goal: 'ALL',
      documentId: 'x',
      status: 'PUBLISHED',
      sort: ['externalId:asc'],
      start: 0,
      projectId: 'x',
      ids: [1],
      // SimilarListings: six candidate lists, each filtered by the site (the filters cost nothing).
      ...Object.fromEntries(['townAbove', 'townBelow', 'townHidden', 'above', 'below', 'hidden'].map((name) => [name, {}])),
    };
    for (const [name, document] of Object.entries(ops).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'))) {
      // PropertyList reads a list page as a slice: its limit is the page size.
      const variables = {
        ...base,
        pageSize: name.startsWith('Sitemap') || name === 'MapPointsDocument' ? 200 : 48,
        ...(name === 'PropertyListDocument' ? { limit: 48 } : {}),
        // The favourites page asks for every stored favourite at once (web/src/favourites/store.ts: at most 50).
        ...(name === 'FavouriteListingsDocument' ? { limit: 50 } : {}),
      };
      const cost = getComplexity({
        schema,
        query: document,
        variables,
        estimators: [listSizeEstimator(GRAPHQL_LIMITS), simpleEstimator({ defaultComplexity: 1 })],
      });
      assert.ok(cost <= GRAPHQL_LIMITS.maxCost, `${name} costs ${cost} (the limit is ${GRAPHQL_LIMITS.maxCost})`);
    }
  });
});
