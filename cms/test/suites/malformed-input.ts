/**
 * Malformed input is a 4xx, never a 5xx: a generated fuzz of REST paths and query strings and of GraphQL
 * operations. Values are derived from the schema: for every public field of every public content type,
 * values of the wrong type, overflowing and overlong numbers, bad percent-encoding, NUL bytes, operators
 * put on relations, sorts and pagination in every broken form. Every answer must be below 500 and carry
 * the security headers. Most requests carry the site's token (exempt from the per-address budget that
 * the last suite spends); one in eight is anonymous, as a visitor's.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import path from 'path';
import { buildSchema, getNamedType, isInputObjectType } from 'graphql';
import { parsedJson, type GraphQLError } from '../helpers/http';
import { cms, compiled, database } from '../helpers/context';

const API = path.join(__dirname, '..', '..', 'src', 'api');

/** What these tests read of a content type's schema file. */
interface SchemaFile {
  kind: 'collectionType' | 'singleType';
  info: { singularName: string; pluralName: string };
  attributes: Record<string, { type: string }>;
}

/** Every content type's schema file, by uid. */
function contentTypes() {
  const types: Record<string, SchemaFile> = {};
  for (const api of fs.readdirSync(API)) {
    const dir = path.join(API, api, 'content-types');
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      types[`api::${api}.${name}`] = JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8')) as SchemaFile;
  }
  return types;
}

const enc = encodeURIComponent;
/** Wrong values per attribute type (raw: already percent-encoded where the point is the encoding). */
const BAD: Record<string, string[]> = {
  integer: ['abc', '1.5', '1e999', '99999999999', '9223372036854775808', '0x10', '%00', '-', '1e3'],
  biginteger: ['abc', '1.5', '99999999999999999999999', '%00'],
  float: ['abc', '1e999', '-1e999', 'Infinity', 'NaN', '0x10', '1e', '%00'],
  decimal: ['abc', '1e999', '-1e999', 'Infinity', '0x10', '%00'],
  boolean: ['abc', '2', 'yes', '%00'],
  date: ['abc', '2024-13-45', '99999-01-01', '1e999'],
  datetime: ['abc', '2024-02-30T25:61:00Z', '1e999', '%00'],
  string: ['%00', '%FF', '%C3%28', enc('x'.repeat(3000)), '%'],
};
const OPERATORS = ['$eq', '$ne', '$gt', '$lte', '$in][0', '$notIn][0', '$between][1', '$contains', '$null', '$startsWith'];
const badValues = (type: string) => BAD[type] ?? BAD.string;

/** Takes `count` items of `list`, rotating by `turn`: each field gets other values, all values get used. */
const pick = <Item>(list: readonly Item[], count: number, turn: number) =>
  Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(turn + i) % list.length]);

const GENERIC = [
  'pagination[limit]=-1',
  'pagination[limit]=all',
  'pagination[pageSize]=-1',
  'pagination[pageSize]=abc',
  'pagination[start]=9223372036854775808',
  'pagination[start]=-1',
  'pagination[page]=0',
  'pagination[page]=1e999',
  'pagination[page]=99999999999',
  'pagination[limit]=1.5',
  'pagination[limit][0]=1',
  'pagination=%FF',
  'pagination[page]=1&pagination[limit]=1',
  'pagination[withCount]=maybe',
  'sort=nope:asc',
  'sort=:',
  'sort[0][0][0]=x',
  'fields[0]=%00',
  'fields=nope',
  'populate=%FF',
  'populate[nope]=true',
  'populate[0][0][0]=x',
  'locale=%FF',
  'locale=xx-XX',
  'status=%FF',
  'status=draft',
  'filters=%FF',
  'filters[[[[=1',
  'filters[$and]=1',
  'filters[$not]=1',
  'filters[$or][0]=x',
  'filters[nope][$eq]=1',
  'filters[id][$eq]=abc',
  'filters[id][$in][0]=9223372036854775808',
  'filters[documentId][$eq]=%00',
  'filters[createdAt][$gt]=abc',
  `filters${'[a]'.repeat(40)}=1`,
  '%=%',
  '&&&=&',
];

function restCases() {
  const { PUBLIC_FIELDS } = compiled('src/access/public-fields');
  const cases: string[] = [];
  let turn = 0;
  for (const [uid, schema] of Object.entries(contentTypes())) {
    if (!PUBLIC_FIELDS[uid]) continue;
    const base = schema.kind === 'singleType' ? `/api/${schema.info.singularName}` : `/api/${schema.info.pluralName}`;
    for (const field of PUBLIC_FIELDS[uid]) {
      const attribute = schema.attributes[field];
      if (!attribute) continue;
      turn += 1;
      if (attribute.type === 'relation' || attribute.type === 'media') {
        const forms = [
          `filters[${field}][$eq]=1`,
          `filters[${field}][$notNull]=true`,
          `filters[${field}][$null]=abc`,
          `filters[${field}]=1`,
          `filters[${field}][id][$eq]=abc`,
          `filters[${field}][id][$in][0]=1e999`,
          `sort=${field}.id:asc`,
          `sort[${field}][id]=desc`,
          `populate[${field}][filters][id][$eq]=abc`,
        ];
        for (const q of pick(forms, 4, turn)) cases.push(`${base}?${q}`);
      } else if (attribute.type === 'component' || attribute.type === 'dynamiczone') {
        for (const q of pick([`filters[${field}][$eq]=1`, `populate[${field}][populate]=%FF`, `sort=${field}:asc`], 2, turn)) cases.push(`${base}?${q}`);
      } else {
        const value = pick(badValues(attribute.type), 1, turn)[0];
        const structural = [
          `filters[${field}][$eq][nested]=1`,
          `sort=${field}:sideways`,
          `filters[$or][0][${field}][$gt]=${value}`,
          `filters[${field}][$between][1]=${value}`,
          `filters[$not][${field}][$in][0]=${value}`,
        ];
        cases.push(`${base}?filters[${field}][${pick(OPERATORS, 1, turn)[0]}]=${value}`, `${base}?${pick(structural, 1, turn)[0]}`);
      }
    }
    for (const q of uid === 'api::property.property' ? GENERIC : pick(GENERIC, 8, (turn += 8))) cases.push(`${base}?${q}`);
    if (schema.kind === 'collectionType')
      cases.push(`${base}/9223372036854775808`, `${base}/%FF`, `${base}/%C3%28`, `${base}/${'x'.repeat(3000)}`, `${base}/%00`);
  }
  cases.push(
    '/favicon.ico',
    '/api/%FF',
    '/api/%C3%28',
    '/%FF',
    '/api/properties%00',
    '/api/%2e%2e%2fadmin',
    '/api/properties/..%2F..%2Fadmin',
    '/graphql?query=%FF',
    '/graphql?query={__typename',
    '/_health?%FF',
  );
  return cases;
}

/** The Strapi scalar of a filter input (IntFilterInput -> Int ...), from the committed schema. */
const SCALAR_OF: Record<string, string> = {
  IntFilterInput: 'Int',
  LongFilterInput: 'Long',
  FloatFilterInput: 'Float',
  BooleanFilterInput: 'Boolean',
  DateFilterInput: 'Date',
  DateTimeFilterInput: 'DateTime',
  StringFilterInput: 'String',
  IDFilterInput: 'ID',
};
const GRAPHQL_BAD: Record<string, string[]> = {
  Int: ['"abc"', '1.5', '99999999999', '1e999', 'null', '[1, "x"]'],
  Long: ['"abc"', '1e999', '"99999999999999999999999"'],
  Float: ['1e999', '-1e999', '"abc"', '"1e999"'],
  Boolean: ['"abc"', '2'],
  Date: ['"abc"', '"2024-13-45"', '1e999'],
  DateTime: ['"abc"', '"2024-02-30T25:61:00Z"'],
  String: ['"\\u0000"', '5', `"${'x'.repeat(3000)}"`],
  ID: ['"\\u0000"', '{}'],
};

function graphqlCases() {
  const schema = buildSchema(fs.readFileSync(require.resolve('@coast/graphql/schema.graphql'), 'utf8'));
  const operators = ['eq', 'ne', 'gt', 'lte', 'in', 'between', 'contains', 'null'];
  const cases: string[] = [];
  let turn = 0;
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const filterArg = field.args.find((a) => a.name === 'filters');
    if (!filterArg || field.name.endsWith('_connection')) continue;
    const input = getNamedType(filterArg.type);
    if (!isInputObjectType(input)) continue;
    for (const [name, f] of Object.entries(input.getFields())) {
      const scalar = SCALAR_OF[getNamedType(f.type).name];
      if (!scalar) continue;
      turn += 1;
      const op = pick(operators, 1, turn)[0];
      for (const value of pick(GRAPHQL_BAD[scalar], 1, turn)) {
        const v = op === 'in' || op === 'between' ? `[${value}, ${value}]` : value;
        cases.push(`{ ${field.name}(filters: { ${name}: { ${op}: ${v} } }) { __typename } }`);
      }
    }
    cases.push(
      `{ ${field.name}(pagination: { limit: -1 }, sort: ["nope:asc"]) { __typename } }`,
      `{ ${field.name}(sort: ["documentId:sideways"]) { __typename } }`,
    );
    if (field.args.some((a) => a.name === 'locale'))
      cases.push(`{ ${field.name}(locale: "\\u0000") { __typename } }`, `{ ${field.name}(locale: "%FF") { __typename } }`);
  }
  // One document by its id: a NUL byte, a path, an overlong id, a number.
  for (const field of Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.some((a) => a.name === 'documentId')))
    for (const id of ['"\\u0000"', '"../../admin"', `"${'x'.repeat(3000)}"`, '5']) cases.push(`{ ${field.name}(documentId: ${id}) { __typename } }`);
  return cases;
}

/** One fuzz request: what to report it as, its path and, for a POST, the request. */
type FuzzRequest = [label: string, pathname: string, init?: RequestInit & { headers?: Record<string, string> }];

async function send(pathname: string, init: FuzzRequest[2], anonymous: boolean) {
  const headers = { ...(init?.headers ?? {}), ...(anonymous ? {} : { authorization: `Bearer ${cms().siteReadToken}` }) };
  const r = await fetch(`${cms().url}${pathname}`, { ...init, headers, redirect: 'manual' });
  const text = await r.text();
  return { status: r.status, nosniff: r.headers.get('x-content-type-options') === 'nosniff', text };
}

/** Runs the requests four at a time; returns the ones answered 5xx or without the security headers. */
async function fuzz(requests: FuzzRequest[]) {
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      const [label, pathname, init] = requests[i];
      const r = await send(pathname, init, i % 8 === 0);
      if (r.status >= 500 || !r.nosniff) wrong.push(`${r.status}${r.nosniff ? '' : ' (no nosniff)'} ${label.slice(0, 160)} ${r.text.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return wrong;
}

describe(`malformed input on ${database}`, () => {
  test('a generated fuzz of REST paths and query strings: no 5xx, security headers on every answer', async () => {
    const cases = restCases();
    assert.ok(cases.length >= 500, `${cases.length} REST cases`);
    assert.deepEqual(await fuzz(cases.map((p): FuzzRequest => [p, p])), []);
  });

  test('a generated fuzz of GraphQL filters (wrong type, overflowing, NUL) on every public list: no 5xx, errors are 4xx', async () => {
    const cases = graphqlCases();
    assert.ok(cases.length >= 200, `${cases.length} GraphQL cases`);
    const requests = cases.map((query): FuzzRequest => [
      query,
      '/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
    ]);
    assert.deepEqual(await fuzz(requests), []);
    // An error is the client's: a 4xx with a clean message, not a 200 or an INTERNAL_SERVER_ERROR.
    for (const query of ['{ properties(filters: { price: { gt: 1e999 } }) { title } }', '{ articles(filters: { title: { eq: "\\u0000" } }) { title } }']) {
      const r = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }, true);
      assert.equal(r.status, 400, query);
      assert.equal(parsedJson<{ errors: GraphQLError[] }>(r.text).errors[0].extensions?.code, 'BAD_USER_INPUT', query);
    }
  });

  test('the reported requests: 400 or 404 with a JSON error, never 500', async () => {
    const table: [pathname: string, status: number][] = [
      ['/api/properties?filters[externalId][$eq]=abc', 400],
      ['/api/properties?filters[price][$gt]=1e999', 400],
      ['/api/properties?pagination[start]=9223372036854775808', 400],
      ['/api/properties?filters[project][$notNull]=true', 400],
      ['/api/properties/%FF', 400],
      ['/api/nothing-here', 404],
    ];
    for (const [pathname, status] of table) {
      const r = await send(pathname, {}, true);
      assert.equal(r.status, status, pathname);
      assert.equal(parsedJson<{ error: { status: number } }>(r.text).error.status, status, pathname);
    }
    assert.ok((await send('/favicon.ico', {}, true)).status < 500);
    // Well-formed queries of the same kinds still answer.
    for (const pathname of [
      '/api/properties?filters[externalId][$eq]=4512001',
      '/api/properties?filters[price][$gt]=1e5',
      '/api/properties?pagination[start]=10',
      '/api/properties?filters[project][name][$null]=true',
    ])
      assert.equal((await send(pathname, {}, true)).status, 200, pathname);
  });
});
