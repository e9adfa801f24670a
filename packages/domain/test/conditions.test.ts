import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateCondition, evaluateConditions, readField, type PropertyCondition } from '../src/conditions';

const listing = {
  ID: 4512345,
  Goal: '0',
  Price: 245000,
  PublishPrice: 1,
  StartPrice: 260000,
  City: 'Oostende',
  Zip: '8400',
  WebIDs: '1,2',
  BoxNr: null,
  TypeDescription: 'Ruime woning met tuin',
  Tags: ['tuin', 'garage'],
  SmallPictureItem: { Url: 'https://cdn/1.jpg', Width: 250 },
  AvailableFrom: '2026-05-01',
};

const met = (rule: PropertyCondition | Record<string, unknown>) => evaluateCondition(rule as PropertyCondition, listing);

describe('operators', () => {
  test('eq / neq (numbers by value, text case-insensitive)', () => {
    assert.equal(met({ field: 'Goal', logic: 'eq', compareWithValue: 0 }), true);
    assert.equal(met({ field: 'Goal', logic: 'eq', compareWithValue: '1' }), false);
    assert.equal(met({ field: 'City', logic: 'eq', compareWithValue: 'oostende' }), true);
    assert.equal(met({ field: 'City', logic: 'neq', compareWithValue: 'Gistel' }), true);
    assert.equal(met({ field: 'BoxNr', logic: 'eq', compareWithValue: null }), true);
    assert.equal(met({ field: 'PublishPrice', logic: 'eq', compareWithValue: true }), true);
  });
  test('gt / gte / lt / lte', () => {
    assert.equal(met({ field: 'Price', logic: 'gt', compareWithValue: 200000 }), true);
    assert.equal(met({ field: 'Price', logic: 'gt', compareWithValue: 245000 }), false);
    assert.equal(met({ field: 'Price', logic: 'gte', compareWithValue: '245000' }), true);
    assert.equal(met({ field: 'Price', logic: 'lt', compareWithValue: 245000 }), false);
    assert.equal(met({ field: 'Price', logic: 'lte', compareWithValue: 245000 }), true);
    assert.equal(met({ field: 'AvailableFrom', logic: 'lt', compareWithValue: '2026-06-01' }), true);
  });
  test('compareWithField compares two fields', () => {
    assert.equal(met({ field: 'Price', logic: 'lt', compareWithField: 'StartPrice' }), true);
    assert.equal(met({ field: 'Price', logic: 'gt', compareWithField: 'StartPrice' }), false);
  });
  test('contains / notContains / startsWith / endsWith', () => {
    assert.equal(met({ field: 'TypeDescription', logic: 'contains', compareWithValue: 'TUIN' }), true);
    assert.equal(met({ field: 'Tags', logic: 'contains', compareWithValue: 'garage' }), true);
    assert.equal(met({ field: 'Tags', logic: 'notContains', compareWithValue: 'zwembad' }), true);
    assert.equal(met({ field: 'City', logic: 'startsWith', compareWithValue: 'oost' }), true);
    assert.equal(met({ field: 'City', logic: 'endsWith', compareWithValue: 'ende' }), true);
  });
  test('empty / notEmpty', () => {
    assert.equal(met({ field: 'BoxNr', logic: 'empty' }), true);
    assert.equal(met({ field: 'City', logic: 'notEmpty' }), true);
    assert.equal(met({ field: 'City', logic: 'empty' }), false);
  });
  test('in / notIn (lists or comma-separated text)', () => {
    assert.equal(met({ field: 'Zip', logic: 'in', compareWithValue: ['8400', '8470'] }), true);
    assert.equal(met({ field: 'Zip', logic: 'in', compareWithValue: '8470, 8400' }), true);
    assert.equal(met({ field: 'Zip', logic: 'notIn', compareWithValue: [8470] }), true);
    assert.equal(met({ field: 'Goal', logic: 'in', compareWithValue: [1, 2] }), false);
  });
  test('nested fields', () => {
    assert.equal(met({ field: 'SmallPictureItem.Width', logic: 'eq', compareWithValue: 250 }), true);
    assert.equal(readField(listing, 'SmallPictureItem.Url'), 'https://cdn/1.jpg');
  });
});

describe('advancedCondition: nested all/any/not, data only', () => {
  test('all and any', () => {
    assert.equal(
      met({
        field: 'Goal',
        logic: 'eq',
        compareWithValue: 0,
        advancedCondition: {
          any: [
            { field: 'City', logic: 'eq', compareWithValue: 'Gistel' },
            { field: 'Price', logic: 'lt', compareWithValue: 300000 },
          ],
        },
      }),
      true,
    );
    assert.equal(
      met({
        advancedCondition: {
          all: [
            { field: 'City', logic: 'eq', compareWithValue: 'Oostende' },
            { field: 'Price', logic: 'gt', compareWithValue: 300000 },
          ],
        },
      }),
      false,
    );
  });
  test('not, and nesting', () => {
    assert.equal(met({ advancedCondition: { not: { field: 'City', logic: 'eq', compareWithValue: 'Gistel' } } }), true);
    assert.equal(met({ advancedCondition: { all: [{ not: { any: [{ field: 'Zip', logic: 'eq', compareWithValue: '8470' }] } }] } }), true);
  });
  test('both the field rule and the advanced condition must hold', () => {
    assert.equal(met({ field: 'Goal', logic: 'eq', compareWithValue: 1, advancedCondition: { all: [{ field: 'City', logic: 'notEmpty' }] } }), false);
  });
  test('a JSON string from the CMS is parsed as data', () => {
    assert.equal(met({ advancedCondition: '{"all":[{"field":"Zip","logic":"eq","compareWithValue":"8400"}]}' }), true);
  });
  test('code in a string is never run', () => {
    const g = globalThis as { hacked?: boolean };
    assert.equal(met({ advancedCondition: 'globalThis.hacked = true' }), false);
    assert.equal(met({ field: 'City', logic: 'eq', compareWithValue: 'x", globalThis.hacked = true, "' }), false);
    assert.equal(g.hacked, undefined);
  });
});

describe('a rule that fails to evaluate counts as not met', () => {
  const failing: Array<[string, unknown]> = [
    ['unknown field', { field: 'Nope', logic: 'eq', compareWithValue: 1 }],
    ['unknown field with empty', { field: 'Nope', logic: 'empty' }],
    ['unknown compareWithField', { field: 'Price', logic: 'lt', compareWithField: 'Nope' }],
    ['unknown operator', { field: 'Price', logic: 'approximately', compareWithValue: 1 }],
    ['missing operator', { field: 'Price' }],
    ['order on text', { field: 'City', logic: 'gt', compareWithValue: 5 }],
    ['order on an object', { field: 'SmallPictureItem', logic: 'gt', compareWithValue: 5 }],
    ['in without a list', { field: 'Zip', logic: 'in', compareWithValue: 8400 }],
    ['prototype access', { field: '__proto__', logic: 'notEmpty' }],
    ['constructor access', { field: 'City.constructor', logic: 'notEmpty' }],
    ['inherited property', { field: 'toString', logic: 'notEmpty' }],
    ['no field and no advanced condition', { logic: 'eq', compareWithValue: 1 }],
    ['malformed JSON', { advancedCondition: '{all: [' }],
    ['empty all', { advancedCondition: { all: [] } }],
    ['unknown combinator', { advancedCondition: { xor: [] } }],
    [
      'one bad branch in any',
      {
        advancedCondition: {
          any: [
            { field: 'City', logic: 'notEmpty' },
            { field: 'Nope', logic: 'empty' },
          ],
        },
      },
    ],
    ['null rule', null],
    ['a string rule', 'Price > 5'],
  ];
  for (const [label, rule] of failing) {
    test(label, () => assert.equal(evaluateCondition(rule as PropertyCondition, listing), false));
  }

  test('a record whose getter throws', () => {
    const record = Object.defineProperty({}, 'Price', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    let reported: unknown;
    assert.equal(evaluateCondition({ field: 'Price', logic: 'gt', compareWithValue: 1 }, record, { onError: (e) => (reported = e) }), false);
    assert.match(String(reported), /boom/);
  });

  test('nesting too deep', () => {
    let node: Record<string, unknown> = { field: 'City', logic: 'notEmpty' };
    for (let i = 0; i < 40; i++) node = { not: { not: node } };
    assert.equal(met({ advancedCondition: node }), false);
  });

  test('onError is told why', () => {
    const errors: unknown[] = [];
    evaluateCondition({ field: 'Nope', logic: 'eq' }, listing, { onError: (e) => errors.push(e) });
    assert.equal(errors.length, 1);
    assert.match(String(errors[0]), /unknown field/);
  });
});

describe('evaluateConditions', () => {
  const ok = { field: 'City', logic: 'eq', compareWithValue: 'Oostende' };
  const no = { field: 'City', logic: 'eq', compareWithValue: 'Gistel' };
  const broken = { field: 'Nope', logic: 'eq' };
  test('all and any', () => {
    assert.equal(evaluateConditions([ok, ok], listing), true);
    assert.equal(evaluateConditions([ok, no], listing), false);
    assert.equal(evaluateConditions([ok, broken], listing), false);
    assert.equal(evaluateConditions([no, ok], listing, 'any'), true);
    assert.equal(evaluateConditions([no, broken], listing, 'any'), false);
    assert.equal(evaluateConditions([], listing), true);
  });
});
