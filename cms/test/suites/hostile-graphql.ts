/**
 * Hostile GraphQL: a table of query shapes an anonymous client can send (every spelling of "all" in a
 * pagination, nesting, aliases, fragment cycles and fan-out, batching, introspection, wrong types, huge
 * values). Each must end refused with a 4xx and a clean error, or answered within the limits, while a
 * probe polling /_health in parallel never fails. Timings and memory per shape: bench/hostile-graphql.mjs.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import { ApolloServer } from '@apollo/server';
import * as ops from '@coast/graphql';
import { buildSchema, parse, type DocumentNode } from 'graphql';
import { cms, compiled, database } from '../helpers/context';
import { SHAPES, fanOut } from '../helpers/hostile-graphql-shapes';

const LEAKS = /select |sqlite|postgres|knex|127\.0\.0\.1|ECONNREFUSED|\bat .*\.js:\d+|Did you mean/i;

/** What the time budget reads of Strapi's GraphQL context: who is asking. */
interface RequestContext {
  state: { auth?: { strategy: { name: string } } };
}

describe(`hostile GraphQL on ${database}`, () => {
  test(`${SHAPES.length} hostile shapes end refused (4xx) or within the limits, and /_health answers throughout`, async () => {
    const probe = { running: true, answered: 0, failures: [] as string[] };
    const polling = (async () => {
      while (probe.running) {
        try {
          const r = await fetch(`${cms().url}/_health`, { signal: AbortSignal.timeout(5_000) });
          if (r.status === 204) probe.answered += 1;
          else probe.failures.push(`status ${r.status}`);
        } catch (error) {
          probe.failures.push(String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const wrong: string[] = [];
    try {
      for (const [name, body, expected] of SHAPES) {
        const r = await fetch(`${cms().url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        const text = await r.text();
        let json: { errors?: unknown } | null = null;
        try {
          json = JSON.parse(text) as { errors?: unknown };
        } catch {}
        const refused = r.status >= 400 && r.status < 500;
        const fine = expected === 'refused' ? refused : refused || (r.status === 200 && !json?.errors);
        if (!fine) wrong.push(`${name}: ${r.status} ${text.slice(0, 200)}`);
        if (LEAKS.test(text)) wrong.push(`${name} leaks internals: ${text.slice(0, 200)}`);
        if (refused && !r.headers.get('content-type')?.includes('json') && r.status !== 413) wrong.push(`${name}: ${r.status} without a JSON error`);
        if (r.headers.get('x-content-type-options') !== 'nosniff') wrong.push(`${name}: no security headers`);
      }
    } finally {
      probe.running = false;
      await polling;
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(probe.failures, [], '/_health never failed');
    assert.ok(probe.answered > 0, '/_health was probed');
  });

  test('the cost counts every spelling of "all" as the largest page', () => {
    const { listSize } = compiled('src/graphql/operation-cost');
    const limits = { defaultLimit: 25, maxLimit: 200 };
    const table: [pagination: unknown, size: number][] = [
      [undefined, 25],
      [{}, 25],
      [{ start: 50 }, 25],
      [{ limit: 10 }, 10],
      [{ pageSize: 48, page: 3 }, 48],
      [{ limit: 200 }, 200],
      [{ limit: 10_000 }, 200],
      [{ limit: -1 }, 200],
      [{ limit: -1000 }, 200],
      [{ limit: 0 }, 200],
      [{ pageSize: 0 }, 200],
      [{ pageSize: -1 }, 200],
      [{ limit: 1.5 }, 200],
      [{ limit: 'all' }, 200],
      [{ limit: '10' }, 200],
      [{ limit: Number.NaN }, 200],
      [{ limit: Infinity }, 200],
    ];
    for (const [pagination, size] of table) assert.equal(listSize(pagination, limits), size, JSON.stringify(pagination));
  });

  test("the site's operations stay under the fragment-expansion limit, and a fan-out past it is counted as such", () => {
    const { expandedSelections } = compiled('src/graphql/document-guard');
    const { GRAPHQL_LIMITS } = compiled('config/plugins');
    buildSchema(fs.readFileSync(require.resolve('@coast/graphql/schema.graphql'), 'utf8'));
    for (const [name, document] of Object.entries(ops).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'))) {
      const size = expandedSelections(document);
      assert.ok(size <= GRAPHQL_LIMITS.maxSelections / 4, `${name} spreads to ${size} fields`);
    }
    assert.equal(expandedSelections(parse(fanOut(8, 6))), 6 ** 7 * 2);
  });

  test('past its time budget an anonymous operation resolves no further field (400); the site token is not bounded', async () => {
    const { timeBudgetPlugin } = compiled('src/graphql/time-budget');
    const server = new ApolloServer<RequestContext>({
      typeDefs: 'type Item { name: String } type Query { slowList: [Item] }',
      // The list takes longer than the whole budget; its items' fields come after the deadline.
      resolvers: { Query: { slowList: () => new Promise((resolve) => setTimeout(() => resolve([{ name: 'a' }, { name: 'b' }]), 100)) } },
      plugins: [timeBudgetPlugin({ budgetMs: 20 })],
    });
    /** The one answer of a query without @defer or @stream. */
    const run = async (contextValue: RequestContext) => {
      const response = await server.executeOperation<{ slowList: { name: string }[] }>({ query: '{ slowList { name } }' }, { contextValue });
      assert.ok(response.body.kind === 'single');
      return { status: response.http.status, ...response.body.singleResult };
    };
    const anonymous = await run({ state: {} });
    assert.equal(anonymous.status, 400);
    // The items (resolved after the list's 100 ms) are never resolved; the list itself may already be refused.
    assert.doesNotMatch(JSON.stringify(anonymous.data), /"a"|"b"/);
    assert.equal(anonymous.errors?.[0]?.extensions?.code, 'QUERY_TOO_EXPENSIVE');
    const site = await run({ state: { auth: { strategy: { name: 'api-token' } } } });
    assert.equal(site.errors, undefined);
    assert.deepEqual(
      site.data?.slowList.map((item) => item.name),
      ['a', 'b'],
    );
  });

  test('a refusal that depends on the variables is decided per request, whatever the query text cached before', async () => {
    // Apollo caches a parsed (and guarded) document by its text: a NUL sent first must not refuse the clean
    // request after it, and a clean request first must not let a NUL through after it. Both orders, two texts.
    const ask = (query: string, id: string) =>
      fetch(`${cms().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { id } }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: unknown } }));
    const orders: [name: string, query: string, ids: string[]][] = [
      ['nul first', 'query NulFirst($id: String) { properties(filters: { title: { eq: $id } }, pagination: { limit: 1 }) { title } }', ['a\u0000b', 'ab']],
      ['clean first', 'query CleanFirst($id: String) { properties(filters: { title: { eq: $id } }, pagination: { limit: 1 }) { title } }', ['ab', 'a\u0000b']],
    ];
    for (const [name, query, ids] of orders) {
      for (const id of ids) {
        const answer = await ask(query, id);
        const expected = id.includes('\u0000') ? 400 : 200;
        assert.equal(answer.status, expected, `${name}, ${JSON.stringify(id)}: ${JSON.stringify(answer.body).slice(0, 200)}`);
        if (expected === 200) assert.equal(answer.body.errors, undefined, name);
      }
    }
  });
});
