import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { similarListings, SIMILAR_LISTINGS_MAX, type SimilarityInput } from '../src/listing';

const target: SimilarityInput = { externalId: 100, goal: 'sale', webId: 1, availability: 'for_sale', zip: '8470', cityName: 'Gistel', price: 300000 };
const listing = (externalId: number, over: Partial<SimilarityInput> = {}): SimilarityInput => ({ ...target, externalId, ...over });
const ids = (list: readonly SimilarityInput[]) => list.map((l) => l.externalId);

describe('similar listings', () => {
  test('only the same goal and type, never the listing itself, never sold or rented ones', () => {
    const found = similarListings(target, [
      listing(100),
      listing(1, { goal: 'rent', availability: 'for_rent' }),
      listing(2, { webId: 2 }),
      listing(3, { availability: 'sold' }),
      listing(4, { goal: 'takeover', availability: 'takeover' }),
      listing(5),
    ]);
    assert.deepEqual(ids(found), [5]);
  });

  test('the same town first, then the same zip, then elsewhere; within each the closest price', () => {
    const found = similarListings(target, [
      listing(1, { zip: '8400', cityName: 'Oostende', price: 300000 }),
      listing(2, { zip: '8470', cityName: 'Moere', price: 301000 }),
      listing(3, { price: 500000 }),
      listing(4, { price: 290000 }),
    ]);
    assert.deepEqual(ids(found), [4, 3, 2, 1]);
  });

  test('the price closest in either direction; a hidden price comes after every shown one', () => {
    const found = similarListings(target, [
      listing(1, { price: null }),
      listing(2, { price: 250000 }),
      listing(3, { price: 320000 }),
      listing(4, { price: 100000 }),
    ]);
    assert.deepEqual(ids(found), [3, 2, 4, 1]);
  });

  test('at most four, each once; ties go to the newest reference', () => {
    const many = [1, 2, 3, 4, 5, 6].map((id) => listing(id, { price: 310000 }));
    const found = similarListings(target, [...many, ...many]);
    assert.equal(found.length, SIMILAR_LISTINGS_MAX);
    assert.deepEqual(ids(found), [6, 5, 4, 3]);
  });

  test("when the listing's own price is hidden, the town decides and hidden prices still come last", () => {
    const found = similarListings({ ...target, price: null }, [
      listing(1, { price: null }),
      listing(2, { price: 900000 }),
      listing(3, { zip: '8400', price: 1 }),
    ]);
    assert.deepEqual(ids(found), [2, 1, 3]);
  });

  test('town names compare without case or spaces; a missing zip is never the same town', () => {
    const found = similarListings({ ...target, zip: null }, [listing(1, { zip: null, price: 300000 }), listing(2, { zip: '8470', price: 299000 })]);
    assert.deepEqual(ids(found), [1, 2]);
    assert.deepEqual(ids(similarListings(target, [listing(1, { cityName: ' GISTEL ', price: 1 }), listing(2, { cityName: 'Moere', price: 300000 })])), [1, 2]);
  });

  test('nothing eligible: an empty list', () => {
    assert.deepEqual(similarListings(target, []), []);
    assert.deepEqual(similarListings(target, [listing(100)]), []);
  });
});
