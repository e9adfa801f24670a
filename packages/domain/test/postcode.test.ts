import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { regionFromPostcode, type BelgianRegion } from '../src/postcode';

describe('regionFromPostcode at every boundary', () => {
  const cases: ReadonlyArray<readonly [string | number, BelgianRegion | null]> = [
    [999, null],
    ['0999', null],
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [8400, 'flanders'],
    [8470, 'flanders'],
    [9999, 'flanders'],
  ];
  for (const [postcode, expected] of cases) {
    test(`${postcode} → ${String(expected)}`, () => assert.equal(regionFromPostcode(postcode), expected));
  }
});

describe('regionFromPostcode input handling', () => {
  test('accepts strings with spaces and a B- prefix', () => {
    assert.equal(regionFromPostcode(' 8400 '), 'flanders');
    assert.equal(regionFromPostcode('B-1000'), 'brussels');
    assert.equal(regionFromPostcode('BE-4000'), 'wallonia');
  });
  test('foreign and malformed postcodes have no region', () => {
    assert.equal(regionFromPostcode('75001'), null);
    assert.equal(regionFromPostcode('L-1234'), null);
    assert.equal(regionFromPostcode('84OO'), null);
    assert.equal(regionFromPostcode(''), null);
    assert.equal(regionFromPostcode(null), null);
    assert.equal(regionFromPostcode(undefined), null);
    assert.equal(regionFromPostcode(8400.5), null);
  });
  test('a country other than Belgium (10) has no region, even with a Belgian-looking postcode', () => {
    assert.equal(regionFromPostcode('1234', 50), null);
    assert.equal(regionFromPostcode('8400', 10), 'flanders');
    assert.equal(regionFromPostcode('8400', '10'), 'flanders');
    assert.equal(regionFromPostcode('8400', null), 'flanders');
  });
});
