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
  properties_list_newest: ['goal', 'is_in_feed', 'feed_created_at', 'external_id'],
  properties_list_price: ['goal', 'is_in_feed', 'price', 'external_id'],
  properties_list_surface: ['goal', 'is_in_feed', 'surface_living', 'external_id'],
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
});
