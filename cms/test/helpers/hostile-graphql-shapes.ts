/**
 * The hostile GraphQL query shapes, shared by the CMS's suite (test/suites/hostile-graphql.ts) and the
 * benchmark that times them (bench/hostile-graphql.mjs, through hostile-graphql-shapes.js).
 */
/** `field(pagination: P) { title <inner> }` nested `depth` times. */
const nested = (field: string, pagination: string, depth: number, leaf = 'title'): string =>
  depth === 0 ? leaf : `${leaf} ${field}(pagination: ${pagination}) { ${nested(field, pagination, depth - 1, leaf)} }`;
const localizations = (pagination: string, depth = 7) => `{ articles(pagination: ${pagination}) { ${nested('localizations', pagination, depth)} } }`;
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
export const fanOut = (levels: number, width: number) =>
  `query { ...F0 } ${Array.from(
    { length: levels },
    (_, i) =>
      `fragment F${i} on Query { ${
        i === levels - 1
          ? 'listingTotals { total }'
          : Array(width)
              .fill(`...F${i + 1}`)
              .join(' ')
      } }`,
  ).join(' ')}`;

/** What must happen to a shape: 'refused' (4xx) or 'bounded' (4xx, or 200 without errors). */
export type ShapeOutcome = 'refused' | 'bounded';
/** A request body: an object sent as JSON, or a raw string. */
export type ShapeBody = Record<string, unknown> | string;

/** [name, request body (object, or a raw string), what must happen: 'refused' (4xx) or 'bounded' (4xx, or 200 without errors)]. */
export const SHAPES: [string, ShapeBody, ShapeOutcome][] = [
  ['localizations seven deep, limit -1 (the reported bypass)', { query: localizations('{ limit: -1 }') }, 'refused'],
  [
    'localizations seven deep, limit -1 from a variable',
    { query: `query ($p: PaginationArg) ${localizations('$p')}`, variables: { p: { limit: -1 } } },
    'refused',
  ],
  ['localizations seven deep, limit -1 from a default value', { query: `query ($p: PaginationArg = { limit: -1 }) ${localizations('$p')}` }, 'refused'],
  ['localizations seven deep, limit 0', { query: localizations('{ limit: 0 }') }, 'refused'],
  ['localizations seven deep, limit -1000', { query: localizations('{ limit: -1000 }') }, 'refused'],
  ['localizations four deep, pageSize -1', { query: localizations('{ pageSize: -1 }', 4) }, 'refused'],
  ['localizations four deep, page 1 and pageSize 0', { query: localizations('{ page: 1, pageSize: 0 }', 4) }, 'refused'],
  ['localizations three deep, limit 2147483647', { query: localizations('{ limit: 2147483647 }', 3) }, 'refused'],
  ['menu children three deep, limit -1', { query: `{ menuPages(pagination: { limit: -1 }) { ${nested('children', '{ limit: -1 }', 3)} } }` }, 'refused'],
  ['limit 2147483648 (past a 32-bit Int)', { query: '{ properties(pagination: { limit: 2147483648 }) { title } }' }, 'refused'],
  ['limit "all"', { query: '{ properties(pagination: { limit: "all" }) { title } }' }, 'refused'],
  ['limit 1.5', { query: '{ properties(pagination: { limit: 1.5 }) { title } }' }, 'refused'],
  ['limit "-1" as a string variable', { query: 'query ($l: Int) { properties(pagination: { limit: $l }) { title } }', variables: { l: '-1' } }, 'refused'],
  ['limit 1e300 as a variable', { query: 'query ($l: Int) { properties(pagination: { limit: $l }) { title } }', variables: { l: 1e300 } }, 'refused'],
  ['page and limit together', { query: '{ properties(pagination: { page: 2, limit: 10 }) { title } }' }, 'refused'],
  ['one list, limit -1 (served as at most 200)', { query: '{ properties(pagination: { limit: -1 }) { title } }' }, 'bounded'],
  ['start -5', { query: '{ properties(pagination: { start: -5, limit: 5 }) { title } }' }, 'bounded'],
  ['page 2147483647', { query: '{ properties_connection(pagination: { page: 2147483647, pageSize: 200 }) { nodes { title } } }' }, 'bounded'],
  ['100 aliases of a list with limit -1', { query: aliases(100, 'properties(pagination: { limit: -1 }) { title }') }, 'refused'],
  ['60 aliases of the towns with listings (counted queries)', { query: aliases(60, 'citiesWithListings { name saleCount }') }, 'refused'],
  ['1,700 aliases of __typename (past the token limit, under the body limit)', { query: aliases(1700, '__typename') }, 'refused'],
  ['30,000 aliases of the totals (past the body limit)', { query: aliases(30_000, 'listingTotals { total }') }, 'refused'],
  ['a fragment cycle A -> B -> A', { query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }, 'refused'],
  ['a fragment spreading itself', { query: 'query { ...A } fragment A on Query { listingTotals { total } ...A }' }, 'refused'],
  ['a fragment cycle through a field', { query: '{ articles { ...L } } fragment L on Article { title localizations { ...L } }' }, 'refused'],
  ['an unknown fragment', { query: '{ ...Nowhere }' }, 'refused'],
  ['fragment fan-out 6^7 (a few hundred bytes)', { query: fanOut(8, 6) }, 'refused'],
  ['menu children twelve deep (past the depth limit)', { query: `{ menuPages { ${nested('children', '{ limit: 1 }', 12)} } }` }, 'refused'],
  [
    'a 40 KB string in a filter',
    { query: 'query ($t: String) { properties(filters: { title: { eq: $t } }) { title } }', variables: { t: 'x'.repeat(40_000) } },
    'refused',
  ],
  [
    'a filter of 2,000 or-terms',
    {
      query: 'query ($f: PropertyFiltersInput) { properties(filters: $f) { title } }',
      variables: { f: { or: Array.from({ length: 2000 }, (_, i) => ({ externalId: { eq: i } })) } },
    },
    'refused',
  ],
  ['price greater than 1e999', { query: '{ properties(filters: { price: { gt: 1e999 } }) { title } }' }, 'refused'],
  ['price between -1e999 and 1', { query: '{ properties(filters: { price: { between: [-1e999, 1] } }) { title } }' }, 'refused'],
  ['externalId 99999999999', { query: '{ properties(filters: { externalId: { eq: 99999999999 } }) { title } }' }, 'refused'],
  ['a NUL byte in a filter', { query: 'query ($t: String) { properties(filters: { title: { eq: $t } }) { title } }', variables: { t: 'a\u0000b' } }, 'refused'],
  ['a sort through a relation', { query: '{ properties(sort: ["project.name:asc"]) { title } }' }, 'refused'],
  ['a nested sort through a relation', { query: '{ categories { children(sort: ["parent.name:asc"]) { name } } }' }, 'refused'],
  ['introspection', { query: '{ __schema { types { name fields { name } } } }' }, 'refused'],
  ['a batch of two operations', JSON.stringify([{ query: '{ listingTotals { total } }' }, { query: '{ listingTotals { total } }' }]), 'refused'],
  ['a mutation', { query: 'mutation { deleteProperty(documentId: "x") { documentId } }' }, 'refused'],
  ['an unknown field', { query: '{ properties { secret } }' }, 'refused'],
  ['a filter of the wrong type', { query: '{ properties(filters: "all") { title } }' }, 'refused'],
  ['a syntax error', { query: '{ properties { title ' }, 'refused'],
  ['a query that is not a string', { query: 5 }, 'refused'],
  ['variables that are not an object', { query: '{ listingTotals { total } }', variables: 'x' }, 'refused'],
  ['an operation name that does not exist', { query: 'query A { listingTotals { total } }', operationName: 'B' }, 'refused'],
  ['a body that is not JSON', '{"query": ', 'refused'],
];
