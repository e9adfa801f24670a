import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boxNumber } from '../src';

test('a box number keeps what the feed wrote, without its own word for box', () => {
  assert.equal(boxNumber('bus 32'), '32');
  assert.equal(boxNumber('Bus 1'), '1');
  assert.equal(boxNumber('bte 3'), '3');
  assert.equal(boxNumber('bte.3'), '3');
  assert.equal(boxNumber('boîte 0103'), '0103');
  assert.equal(boxNumber('box 2.1'), '2.1');
  assert.equal(boxNumber('b. 4A'), '4A');
  assert.equal(boxNumber(' 3B '), '3B');
  assert.equal(boxNumber('P46'), 'P46');
  assert.equal(boxNumber('bus32'), '32');
  assert.equal(boxNumber('Bus: 3'), '3');
  assert.equal(boxNumber('bus-32'), '32');
  assert.equal(boxNumber('boi\u0302te 3'), '3');
  // Numbers that merely start like the word are kept whole.
  assert.equal(boxNumber('B2'), 'B2');
  assert.equal(boxNumber('B.2'), 'B.2');
  assert.equal(boxNumber('b.4'), 'b.4');
  assert.equal(boxNumber('Boxtel 3'), 'Boxtel 3');
});

test('an empty box number, or the word alone, is none', () => {
  assert.equal(boxNumber(null), null);
  assert.equal(boxNumber(undefined), null);
  assert.equal(boxNumber('  '), null);
  assert.equal(boxNumber('bus'), null);
  assert.equal(boxNumber('Bte.'), null);
});
