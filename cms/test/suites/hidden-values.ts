/**
 * No hidden price can be worked out from what the public API gives: for the snapshot's listings whose
 * price the agency hides, no public number (of the listing, or of anything reachable from it) is a
 * share of the hidden price, a fixed ratio of it, or a published scale of it, and no filter or sort
 * of the REST or GraphQL API reads a value the visitor cannot read.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import { buildSchema, getNamedType, isEnumType, isNonNullType, isObjectType, isScalarType, type GraphQLObjectType } from 'graphql';
import { graphql, rest } from '../helpers/http';
import { cms, database, snapshotItems, type FeedItem } from '../helpers/context';

/** A listing as the public API answers it: any fields, walked for numbers. */
type Answer = Record<string, unknown>;
/** A listing whose price the agency hides. */
interface Hidden {
  id: number;
  goal: number;
  price: number;
  item: FeedItem;
}

/** PublishPrice 0 in the snapshot: 304,000 with 12 % duties (36,480) and 530,000 with 2 % (10,600). */
const HIDDEN = snapshotItems.filter((i) => i.PublishPrice === 0).map((i): Hidden => ({ id: i.ID, goal: i.Goal, price: i.Price, item: i }));
/** A published listing at the same price as the first hidden one: the filters' positive control. */
const PUBLISHED_TWIN = snapshotItems.find((i) => i.PublishPrice !== 0 && i.Price === HIDDEN[0].price && i.Goal === HIDDEN[0].goal)!;
/** Public fields of the listing whose feed value is the price or follows from it (the feed's name for each). */
const PRICE_LINKED: Record<string, string> = {
  price: 'Price',
  notaryFees: 'NotaryFees',
  registrationRights: 'RegistrationRights',
  vat: 'VAT',
  totalCosts: 'TotalCosts',
  deposit: 'Deposit',
  agencyCost: 'AgencyCost',
  viagerMonthlyAnnuity: 'ViagerMonthlyAnnuity',
};
const GOALS: Record<number, string> = { 0: 'sale', 1: 'rent', 2: 'takeover' };

/**
 * Shares a public amount could be of the price: 0.25 % to 30 % in steps of 0.25 % (duties of 2, 3, 10,
 * 12 or 12.5 %, VAT of 6 or 21 %, fees of a few %) and 50 % to 600 % in steps of 25 % (a deposit or fee of
 * months of rent). Within 1 euro or 0.01 % (feeds round amounts to the euro or ten).
 */
const SHARES = [...Array.from({ length: 120 }, (_, i) => (i + 1) * 0.0025), ...Array.from({ length: 23 }, (_, i) => 0.5 + i * 0.25)];
const shareOf = (value: number, price: number) => SHARES.find((k) => Math.abs(value - k * price) <= Math.max(1, k * price * 0.0001));

const schema = buildSchema(fs.readFileSync(require.resolve('@coast/graphql/schema.graphql'), 'utf8'));
const NUMERIC = new Set(['Int', 'Float', 'Long']);
const propertyType = schema.getType('Property') as GraphQLObjectType;
const propertyFields = propertyType.getFields();
const NUMERIC_FIELDS = Object.keys(propertyFields).filter((name) => NUMERIC.has(getNamedType(propertyFields[name].type).name));

/** Every field of a type, objects followed `depth` levels deep (relations, media, components), in a GraphQL selection. */
function selection(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const [name, field] of Object.entries(type.getFields())) {
    if (name.endsWith('_connection') || name === 'localizations' || field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) parts.push(name);
    else if (isObjectType(named) && depth > 0) parts.push(`${name} { ${selection(named, depth - 1)} }`);
  }
  return parts.join(' ');
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null);

/** Every number in an answer, with its path (array positions left out: 'photos.width'). JSON fields are walked too. */
function numbersIn(value: unknown, path = '', out: [path: string, value: number][] = []) {
  const n = asNumber(value);
  if (n !== null) out.push([path, n]);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, path, out);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) numbersIn(inner, path ? `${path}.${key}` : key, out);
  return out;
}

/** Spearman's rank correlation of two lists of numbers (ties take their average rank). */
function rankCorrelation(xs: number[], ys: number[]) {
  const ranks = (values: number[]) => {
    const order = values.map((v, i): [number, number] => [v, i]).sort((a, b) => a[0] - b[0]);
    const rank: number[] = [];
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j += 1;
      for (let k = i; k <= j; k += 1) rank[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return rank;
  };
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0);
  const spread = Math.sqrt(a.reduce((s, x) => s + (x - ma) ** 2, 0) * b.reduce((s, y) => s + (y - mb) ** 2, 0));
  return spread ? cov / spread : 0;
}

/**
 * Fields that published listings of a goal show as a scale of their price: ranked as the price
 * (rank correlation at least 0.98 over at least 8 listings and 5 values; notary fees follow the
 * notaries' scale, a deposit is months of rent). Their value on a hidden listing gives its price back
 * by looking it up. Surfaces, the next closest, rank at 0.92 at most in the snapshot.
 */
function priceScales(published: Answer[], goal: string) {
  return NUMERIC_FIELDS.filter((field) => {
    if (field === 'price') return false;
    const points = published.filter((p) => p.goal === goal && asNumber(p.price) !== null && asNumber(p[field]) !== null);
    if (points.length < 8 || new Set(points.map((p) => asNumber(p[field]))).size < 5) return false;
    return (
      rankCorrelation(
        points.map((p) => asNumber(p.price)!),
        points.map((p) => asNumber(p[field])!),
      ) >= 0.98
    );
  });
}

/** What gives a hidden price away in one listing's public answer. */
function leaks(answer: Answer, hidden: Hidden, scales: string[]) {
  const found: string[] = [];
  const numbers = numbersIn(answer);
  for (const [path, value] of numbers) {
    const k = value > 0 ? shareOf(value, hidden.price) : undefined;
    if (k !== undefined) found.push(`${path} = ${value} is ${(k * 100).toFixed(2)} % of the hidden price`);
  }
  // A difference of two of the listing's own numbers (the total minus the notary's fees is the duties).
  const own = Object.entries(answer)
    .map(([key, value]): [string, number | null] => [key, asNumber(value)])
    .filter((entry): entry is [string, number] => entry[1] !== null);
  for (const [a, x] of own)
    for (const [b, y] of own) {
      const k = x - y > 0 ? shareOf(x - y, hidden.price) : undefined;
      if (k !== undefined) found.push(`${a} - ${b} = ${x - y} is ${(k * 100).toFixed(2)} % of the hidden price`);
    }
  for (const field of scales) if (asNumber(answer[field]) !== null) found.push(`${field} = ${answer[field]} is on the published listings' scale of the price`);
  return found;
}

/** The same ratio to the hidden price on every hidden listing: the number is a fixed share, whatever the share. */
function sharedRatios(answers: { answer: Answer; hidden: Hidden }[]) {
  const found: string[] = [];
  const ratios = answers.map(({ answer, hidden }) => new Map(numbersIn(answer).map(([path, value]) => [path, value / hidden.price])));
  for (const [path, first] of ratios[0]) {
    if (!(first > 0)) continue;
    if (ratios.slice(1).every((r) => Math.abs(r.get(path)! - first) <= first * 0.002))
      found.push(`${path} is ${first} of the hidden price on every hidden listing`);
  }
  return found;
}

const ids = (hidden: Hidden[]) => hidden.map((h, i) => `filters[externalId][$in][${i}]=${h.id}`).join('&');

async function publishedListings() {
  const all: Answer[] = [];
  for (const page of [1, 2]) {
    const r = await rest<{ data: Answer[] }>(cms().url, `/api/properties?filters[publishPrice][$eq]=true&pagination[pageSize]=100&pagination[page]=${page}`);
    assert.equal(r.status, 200);
    all.push(...r.json.data);
  }
  return all;
}

describe(`hidden values on ${database}`, () => {
  test('no public number of a hidden-price listing gives its price back: no share of it, no fixed ratio, no published scale (REST and GraphQL)', async () => {
    assert.deepEqual(
      HIDDEN.map((h) => [h.id, h.price, h.item.RegistrationRights]),
      [
        [4512171, 304000, 36480],
        [4512333, 530000, 10600],
      ],
      'the snapshot still hides these prices (and gives their amounts)',
    );
    const published = await publishedListings();
    assert.ok(published.length > 100);
    const scales = Object.fromEntries(HIDDEN.map((h) => [h.goal, priceScales(published, GOALS[h.goal])]));
    assert.ok(scales[0].includes('notaryFees'), 'the notary fees of published sales are a scale of their price');

    const restAnswer = await rest<{ data: Answer[] }>(cms().url, `/api/properties?${ids(HIDDEN)}&populate=*`);
    assert.equal(restAnswer.status, 200);
    const gql = await graphql<{ properties: Answer[] }>(
      cms().url,
      `query ($ids: [Int]) { properties(filters: { externalId: { in: $ids } }, pagination: { limit: 2 }) { ${selection(propertyType, 2)} } }`,
      {
        ids: HIDDEN.map((h) => h.id),
      },
    );
    assert.equal(gql.errors, undefined, JSON.stringify(gql.errors));
    for (const [api, answers] of [
      ['REST', restAnswer.json.data],
      ['GraphQL', gql.data.properties],
    ] as const) {
      assert.equal(answers.length, HIDDEN.length, api);
      const paired = HIDDEN.map((hidden) => ({ hidden, answer: answers.find((a) => Number(a.externalId) === hidden.id)! }));
      for (const { hidden, answer } of paired) {
        assert.ok(numbersIn(answer).length > 20, `${api} ${hidden.id}: the walk reaches the listing's numbers`);
        assert.deepEqual(leaks(answer, hidden, scales[hidden.goal]), [], `${api} ${hidden.id}`);
      }
      assert.deepEqual(sharedRatios(paired), [], api);
    }
  });

  test('no filter or sort reads a hidden price or an amount that follows from it (REST and GraphQL)', async () => {
    // Every numeric filter sees what a read shows: the hidden listing matches its own public values, nulls included.
    for (const hidden of HIDDEN) {
      const [answer] = (await rest<{ data: Answer[] }>(cms().url, `/api/properties?filters[externalId][$eq]=${hidden.id}`)).json.data;
      const fields = NUMERIC_FIELDS.filter((f) => f in answer && f !== 'externalId');
      assert.ok(fields.length > 30 && fields.includes('registrationRights'));
      const same = fields.map((f) => (answer[f] === null ? `filters[${f}][$null]=true` : `filters[${f}][$eq]=${answer[f]}`)).join('&');
      const restMatch = await rest<{ data: Answer[] }>(cms().url, `/api/properties?filters[externalId][$eq]=${hidden.id}&${same}&fields[0]=externalId`);
      assert.deepEqual(
        restMatch.json.data.map((p) => p.externalId),
        [hidden.id],
        'REST filters on every numeric field see the public values',
      );
      const gqlFilters = fields.map((f) => `${f}: ${answer[f] === null ? '{ null: true }' : `{ eq: ${answer[f]} }`}`).join(', ');
      const gqlMatch = await graphql<{ properties: Answer[] }>(
        cms().url,
        `{ properties(filters: { externalId: { eq: ${hidden.id} }, ${gqlFilters} }) { externalId } }`,
      );
      assert.equal(gqlMatch.errors, undefined, JSON.stringify(gqlMatch.errors));
      assert.deepEqual(
        gqlMatch.data.properties.map((p) => Number(p.externalId)),
        [hidden.id],
        'GraphQL filters on every numeric field see the public values',
      );

      // Bisection: no range on the price or its amounts, however wide or narrow, holds a hidden listing.
      const linked = Object.entries(PRICE_LINKED).filter(([, feed]) => hidden.item[feed] !== null && hidden.item[feed] !== undefined);
      assert.ok(linked.length >= 4, `${hidden.id} has amounts in the feed`);
      const amount = (feed: string) => hidden.item[feed] as number;
      const ranges = [
        ...linked.map(([field, feed]): [string, number, number] => [field, amount(feed) - 1, amount(feed) + 1]),
        ...linked.map(([field]): [string, number, number] => [field, 0, 1e12]),
      ];
      for (const id of [hidden.id, ...(hidden === HIDDEN[0] ? [PUBLISHED_TWIN.ID] : [])]) {
        const or = ranges.map(([field, lo, hi], i) => `filters[$or][${i}][${field}][$gte]=${lo}&filters[$or][${i}][${field}][$lte]=${hi}`).join('&');
        const r = await rest<{ data: Answer[] }>(cms().url, `/api/properties?filters[externalId][$eq]=${id}&${or}&fields[0]=externalId`);
        assert.equal(r.status, 200);
        const gqlOr = ranges.map(([field, lo, hi]) => `{ ${field}: { gte: ${lo}, lte: ${hi} } }`).join(', ');
        const g = await graphql<{ properties: Answer[] }>(cms().url, `{ properties(filters: { externalId: { eq: ${id} }, or: [${gqlOr}] }) { externalId } }`);
        assert.equal(g.errors, undefined, JSON.stringify(g.errors));
        // The published listing at the same price is found by the same ranges: they do filter.
        const expected = id === hidden.id ? [] : [id];
        assert.deepEqual(
          r.json.data.map((p) => p.externalId),
          expected,
          `REST ranges around ${id}'s price and amounts`,
        );
        assert.deepEqual(
          g.data.properties.map((p) => Number(p.externalId)),
          expected,
          `GraphQL ranges around ${id}'s price and amounts`,
        );
      }
    }

    // Every numeric sort orders by the public value: the hidden listings sit among the empty values, never by their price.
    const ordered = (rows: Answer[], field: string) => {
      const values = rows.map((p) => asNumber(p[field]));
      const firstValue = values.findIndex((v) => v !== null);
      const lastValue = values.findLastIndex((v) => v !== null);
      const nullsAtOneEnd = firstValue === -1 || values.slice(firstValue, lastValue + 1).every((v) => v !== null);
      const present = values.filter((v): v is number => v !== null);
      const monotone = present.every((v, i) => i === 0 || v >= present[i - 1]) || present.every((v, i) => i === 0 || v <= present[i - 1]);
      return nullsAtOneEnd && monotone;
    };
    const seen = new Set<string>();
    // One field's two sorts per operation: an anonymous operation has 1 s of the CMS's time.
    for (let start = 0; start < NUMERIC_FIELDS.length; start += 1) {
      const batch = NUMERIC_FIELDS.slice(start, start + 1);
      const aliases = batch.flatMap((f) =>
        ['asc', 'desc'].map((dir) => `${f}_${dir}: properties(sort: ["${f}:${dir}"], pagination: { limit: 200 }) { externalId ${f} }`),
      );
      const g = await graphql<Record<string, Answer[]>>(cms().url, `{ ${aliases.join(' ')} }`);
      assert.equal(g.errors, undefined, JSON.stringify(g.errors));
      for (const [alias, rows] of Object.entries(g.data)) {
        const field = alias.replace(/_(asc|desc)$/, '');
        assert.ok(ordered(rows, field), `GraphQL sort ${alias} follows the public values`);
        for (const h of HIDDEN) if (rows.some((p) => Number(p.externalId) === h.id)) seen.add(`${field} ${h.id}`);
      }
    }
    for (const field of NUMERIC_FIELDS) for (const h of HIDDEN) assert.ok(seen.has(`${field} ${h.id}`), `${h.id} is in a sort on ${field}`);
    for (const field of Object.keys(PRICE_LINKED)) {
      const rows: Answer[] = [];
      for (const page of [1, 2])
        rows.push(
          ...(
            await rest<{ data: Answer[] }>(
              cms().url,
              `/api/properties?sort=${field}:asc&fields[0]=externalId&fields[1]=${field}&pagination[pageSize]=100&pagination[page]=${page}`,
            )
          ).json.data,
        );
      assert.ok(ordered(rows, field), `REST sort on ${field} follows the public values`);
      for (const h of HIDDEN) assert.equal(rows.find((p) => p.externalId === h.id)?.[field], null, `${h.id} sorts as an empty ${field}`);
    }
  });
});
