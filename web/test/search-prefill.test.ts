import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchPrefill } from '../src/modules/contact/form/search-prefill';

const ZONES = [
  { value: 'Oostende', label: 'Oostende [8400]', zip: '8400' },
  { value: 'Gistel', label: 'Gistel [8470]', zip: '8470' },
];

test("'register this search' ticks the list's towns, asked for by name, by another language's name or by zip", () => {
  const zones = (query: string) => searchPrefill(new URLSearchParams(query), ZONES).zones;
  assert.deepEqual(zones('city=gistel'), ['Gistel']);
  // A French list filtered on Ostende links here with city=ostende: the alert is for Oostende, not every town.
  assert.deepEqual(zones('city=ostende'), ['Oostende']);
  assert.deepEqual(zones('city=8470&city=Ostend'), ['Oostende', 'Gistel']);
  assert.equal(zones('city=nowhere'), undefined);
});
