import assert from 'node:assert/strict';
import { test } from 'node:test';
import { streetLine } from '../src/listings/address';

test('a box number is written once, with the word of the page language', () => {
  // The feed writes 'bus 32' in the box number itself for some listings, '3B' for others.
  const fromFeed = { street: 'Markt', houseNumber: '20', boxNr: 'bus 32', publishAddress: true };
  assert.equal(streetLine(fromFeed, 'nl'), 'Markt 20 bus 32');
  assert.equal(streetLine(fromFeed, 'fr'), 'Markt 20 boîte 32');
  assert.equal(streetLine(fromFeed, 'en'), 'Markt 20 box 32');
  assert.equal(streetLine(fromFeed, 'de'), 'Markt 20 Bus 32');
  assert.equal(streetLine({ ...fromFeed, boxNr: '3B' }, 'fr'), 'Markt 20 boîte 3B');
  assert.equal(streetLine({ ...fromFeed, boxNr: null }, 'fr'), 'Markt 20');
});

test('a hidden address has no street line', () => {
  assert.equal(streetLine({ street: 'Markt', houseNumber: '20', boxNr: 'bus 32', publishAddress: false }, 'nl'), null);
});
