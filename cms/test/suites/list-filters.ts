/**
 * The lists' filters and orders against the real CMS: the indexes the list queries use exist
 * on the database (declared on the property content type, so Strapi's schema sync owns them), and a
 * listing whose price is hidden is never matched by a price bound nor placed by its price.
 */
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { cms, database, snapshotItems } from '../helpers/context';

/** The indexes of the listing lists (cms/src/api/property/content-types/property/schema.json). */
const LIST_INDEXES: Record<string, string[]> = {
  properties_list_newest: ['goal', 'is_in_feed', 'feed_created_at', 'external_id', 'id'],
  properties_list_price: ['goal', 'is_in_feed', 'price', 'external_id', 'id'],
  properties_list_surface: ['goal', 'is_in_feed', 'surface_living', 'external_id', 'id'],
  properties_external_id: ['external_id'],
  properties_list_filters: ['goal', 'is_in_feed', 'id', 'price', 'web_id', 'bedrooms', 'surface_living', 'epc_label', 'availability'],
};

/** Index name → its columns in order, read from the database's own catalogue. */
async function indexesOf(table: string): Promise<Record<string, string[]>> {
  const knex = cms().strapi.db.connection;
  const out: Record<string, string[]> = {};
  if (database === 'postgres') {
    const { rows }: { rows: { index: string; column: string }[] } = await knex.raw(
      `select i.relname as index, a.attname as column, k.n as position
         from pg_index x
         join pg_class t on t.oid = x.indrelid
         join pg_class i on i.oid = x.indexrelid
         cross join lateral unnest(x.indkey) with ordinality as k(attnum, n)
         join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
        where t.relname = ? order by i.relname, k.n`,
      [table],
    );
    for (const row of rows) (out[row.index] ??= []).push(row.column);
  } else {
    const list: { name: string }[] = await knex.raw(`pragma index_list(${table})`);
    for (const { name } of list) {
      const columns: { seqno: number; name: string }[] = await knex.raw(`pragma index_info(${name})`);
      out[name] = columns.sort((a, b) => a.seqno - b.seqno).map((c) => c.name);
    }
  }
  return out;
}

describe(`list filters and orders on ${database}`, () => {
  let query: <Data>(text: string, variables: Record<string, unknown>) => Promise<Data>;
  before(async () => {
    const { GraphQLClient } = await import('graphql-request');
    const client = new GraphQLClient(`${cms().url}/graphql`);
    query = <Data>(text: string, variables: Record<string, unknown>) => client.request<Data>(text, variables);
  });

  test('the list indexes exist with their columns in order', async () => {
    const indexes = await indexesOf('properties');
    for (const [name, columns] of Object.entries(LIST_INDEXES)) assert.deepEqual(indexes[name], columns, name);
  });

  test('a hidden price never matches a price bound and has no price to sort by', async () => {
    const hidden = snapshotItems.filter((item) => item.PublishPrice === 0 && item.Status === 1);
    assert.ok(hidden.length > 0, 'the snapshot has listings with a hidden price');
    for (const item of hidden) {
      const data = await query<{ bounded: { externalId: number }[]; unpriced: { price: number | null }[] }>(
        `query ($price: Float!) {
          bounded: properties(filters: { price: { gte: $price, lte: $price } }, pagination: { limit: 200 }) { externalId }
          unpriced: properties(filters: { externalId: { eq: ${item.ID} } }) { price }
        }`,
        { price: item.Price },
      );
      assert.ok(!data.bounded.some((p) => p.externalId === item.ID), `${item.ID} not found by its hidden price`);
      assert.equal(data.unpriced[0].price, null);
    }
  });
  test('a town filter reads the listings linked to those towns, with their count, in the asked order', async () => {
    type Page = {
      properties_connection: { nodes: { documentId: string; price: number | null; city: { documentId: string } | null }[]; pageInfo: { total: number } };
    };
    const all = await query<{ properties: { documentId: string; price: number | null; city: { documentId: string } | null }[] }>(
      `{ properties(filters: { isInFeed: { eq: true } }, pagination: { limit: 1000 }) { documentId price city { documentId } } }`,
      {},
    );
    const byTown = new Map<string, Set<string>>();
    for (const p of all.properties)
      if (p.city) (byTown.get(p.city.documentId) ?? byTown.set(p.city.documentId, new Set()).get(p.city.documentId)!).add(p.documentId);
    const towns = [...byTown.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, 2);
    assert.equal(towns.length, 2, 'the snapshot has listings in two towns at least');
    const inTowns = new Set(towns.flatMap(([, ids]) => [...ids]));
    const expected = new Set(all.properties.filter((p) => inTowns.has(p.documentId) && p.price !== null).map((p) => p.documentId));
    const read = (filters: unknown, start: number) =>
      query<Page>(
        `query ($filters: PropertyFiltersInput, $start: Int!) {
          properties_connection(filters: $filters, pagination: { start: $start, limit: 10 }, sort: ["price:desc", "externalId:desc"]) {
            nodes { documentId price city { documentId } } pageInfo { total }
          }
        }`,
        { filters, start },
      );
    const filters = { and: [{ isInFeed: { eq: true } }, { city: { documentId: { in: towns.map(([id]) => id) } } }, { price: { notNull: true } }] };
    const first = await read(filters, 0);
    const seen: Page['properties_connection']['nodes'] = [];
    for (let start = 0; start < all.properties.length; start += 10) {
      const page = start === 0 ? first : await read(filters, start);
      if (page.properties_connection.nodes.length === 0) break;
      seen.push(...page.properties_connection.nodes);
    }
    assert.equal(seen.length, first.properties_connection.pageInfo.total, 'the pages hold as many listings as the count says');
    assert.equal(new Set(seen.map((p) => p.documentId)).size, seen.length, 'no listing on two pages');
    assert.deepEqual(new Set(seen.map((p) => p.documentId)), expected, 'every priced listing of the two towns, and only those');
    for (let i = 1; i < seen.length; i++) assert.ok((seen[i - 1].price ?? 0) >= (seen[i].price ?? 0), 'price down');
    const one = await read({ isInFeed: { eq: true }, city: { documentId: { eq: towns[0][0] } } }, 0);
    assert.equal(one.properties_connection.pageInfo.total, towns[0][1].size, 'one town by its document id: its listings in the feed');
  });
  test('a page far into a list holds the same listings as that part of the whole list', async () => {
    type Rows = { properties: { documentId: string }[] };
    const read = (start: number, limit: number) =>
      query<Rows>(
        `query ($start: Int!, $limit: Int!) {
          properties(filters: { isInFeed: { eq: true }, price: { notNull: true } }, pagination: { start: $start, limit: $limit }, sort: ["price:desc", "externalId:desc"]) { documentId }
        }`,
        { start, limit },
      );
    const whole = (await read(0, 1000)).properties.map((p) => p.documentId);
    assert.ok(whole.length > 60, 'enough priced listings for deep pages');
    for (const start of [48, 60, whole.length - 5]) {
      const page = (await read(start, 12)).properties.map((p) => p.documentId);
      assert.deepEqual(page, whole.slice(start, start + 12), `the page from ${start}`);
    }
  });
});
