import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cityLabel,
  homeSearch,
  idQueryDigits,
  matchesCity,
  matchesPropertyId,
  normalizeSearchText,
  type SearchCityInput,
  type SearchPropertyInput,
  type SearchTypeInput,
} from '../src/search';

describe('matchesCity: case- and accent-insensitive, by name, zip and stripped name', () => {
  const oostende = { name: 'Oostende', zip: '8400' };
  for (const query of ['Oostende', 'oostende', 'OOSTENDE', '8400', ' oostende ', 'Oost', 'tende', 'Oostende [8400]', 'oostende 8400', '84']) {
    test(`${JSON.stringify(query)} matches Oostende 8400`, () => assert.equal(matchesCity(oostende, query), true));
  }
  for (const query of ['Gistel', '8470', '400', 'Oostende 8470', '', '   ', 'x']) {
    test(`${JSON.stringify(query)} does not match Oostende 8400`, () => assert.equal(matchesCity(oostende, query), false));
  }
  test("'Liege' matches 'Liège' and the other way round", () => {
    assert.equal(matchesCity({ name: 'Liège', zip: 4000 }, 'Liege'), true);
    assert.equal(matchesCity({ name: 'Liège', zip: 4000 }, 'LIÈGE'), true);
    assert.equal(matchesCity({ name: 'Liege', zip: 4000 }, 'liège'), true);
  });
  test('hyphens and spaces are the same', () => {
    assert.equal(matchesCity({ name: 'Sint-Idesbald', zip: '8670' }, 'sint idesbald'), true);
    assert.equal(matchesCity({ name: 'De Haan', zip: '8420' }, 'de-haan'), true);
  });
  test("cityLabel is 'Name [Zip]'", () => assert.equal(cityLabel({ name: 'Gistel', zip: 8470 }), 'Gistel [8470]'));
  test('normalizeSearchText', () => assert.equal(normalizeSearchText('  Bel-Étage [8400] '), 'bel etage 8400'));
});

describe('matchesPropertyId (fuzzy)', () => {
  test('the id contains the digits of the query', () => {
    assert.equal(matchesPropertyId(4512345, '4512'), true);
    assert.equal(matchesPropertyId('4512345', '2345'), true);
    assert.equal(matchesPropertyId(1045127, '4512'), true);
    assert.equal(matchesPropertyId(4512345, '4512345'), true);
    assert.equal(matchesPropertyId(4512345, '45'), true);
  });
  test("'Ref: ', '#', spaces and dots around digits are allowed", () => {
    assert.equal(matchesPropertyId(4512345, 'Ref: 4512345'), true);
    assert.equal(matchesPropertyId(4512345, 'ref 4512'), true);
    assert.equal(matchesPropertyId(4512345, '#4512'), true);
    assert.equal(matchesPropertyId(4512345, '4.512.345'), true);
  });
  test('queries of 4+ digits forgive one wrong digit', () => {
    assert.equal(matchesPropertyId(4512345, '4513'), true);
    assert.equal(matchesPropertyId(4512345, '4512346'), true);
    assert.equal(matchesPropertyId(4512345, '9512345'), true);
  });
  test('queries of 4+ digits forgive two swapped neighbours', () => {
    assert.equal(matchesPropertyId(4512345, '4152'), true);
    assert.equal(matchesPropertyId(4512345, '4512354'), true);
  });
  test('two typos, or a typo in a short query, do not match', () => {
    assert.equal(matchesPropertyId(4512345, '4599'), false);
    assert.equal(matchesPropertyId(4512345, '9912345'), false);
    assert.equal(matchesPropertyId(4512345, '459'), false);
    assert.equal(matchesPropertyId(4512345, '46'), false);
  });
  test('non-id queries and one digit never match', () => {
    assert.equal(matchesPropertyId(4512345, 'Oostende'), false);
    assert.equal(matchesPropertyId(4512345, 'app 4512'), false);
    assert.equal(matchesPropertyId(4512345, '4'), false);
    assert.equal(matchesPropertyId(4512345, ''), false);
    assert.equal(matchesPropertyId(null, '4512'), false);
    assert.equal(idQueryDigits('Ref: 45 12'), '4512');
    assert.equal(idQueryDigits('Gistel'), null);
  });
});

describe('homeSearch', () => {
  const types: SearchTypeInput[] = [
    { webId: 1, name: 'Huis', countSale: 40, countRent: 2 },
    { webId: 2, name: 'Appartement', countSale: 30, countRent: 10 },
    { webId: 4, name: 'Grond', countSale: 0, countRent: 0 },
    { webId: 9, name: 'Kantoren', countSale: 0, countRent: 3 },
  ];
  const cities: SearchCityInput[] = [
    { name: 'Oostende', zip: '8400', count: 92, countSale: 77, countRent: 15 },
    { name: 'Gistel', zip: '8470', count: 26 },
    { name: 'Liège', zip: '4000', count: 0 },
  ];
  const description = `<p>Appartement met ${'zeer '.repeat(40)}mooi zicht</p>`;
  const properties: Array<SearchPropertyInput & { price: number }> = [
    { id: 4512345, typeDescription: description, thumbnail: 'https://cdn/1.jpg', city: 'Oostende', zip: '8400', price: 245000 },
    { id: 4598765, typeDescription: 'Gezellige woning', mainTypeName: 'Huis', thumbnail: null, city: 'Gistel', zip: '8470', price: 310000 },
  ];

  test('an empty or blank query resets every group', () => {
    for (const query of ['', '   ', null, undefined]) {
      assert.deepEqual(homeSearch({ query, types, cities, properties }), { types: [], cities: [], properties: [] });
    }
  });

  test('cities: accent-insensitive, labelled Name [Zip], zero count greyed', () => {
    const oost = homeSearch({ query: 'OOSTENDE', types, cities, properties });
    assert.deepEqual(
      oost.cities.map((c) => [c.label, c.enabled]),
      [['Oostende [8400]', true]],
    );
    const liege = homeSearch({ query: 'liege', types, cities, properties });
    assert.deepEqual(
      liege.cities.map((c) => [c.label, c.enabled, c.count]),
      [['Liège [4000]', false, 0]],
    );
    assert.equal(homeSearch({ query: '8400', types, cities, properties }).cities[0]?.name, 'Oostende');
  });

  test('types: name match with counts and enabled flags', () => {
    const result = homeSearch({ query: 'a', types, cities, properties });
    const byName = Object.fromEntries(result.types.map((t) => [t.name, t]));
    assert.equal(byName.Appartement?.enabled, true);
    assert.equal(byName.Kantoren?.enabled, true);
    assert.equal(byName.Kantoren?.saleEnabled, false);
    assert.equal(byName.Kantoren?.rentEnabled, true);
    assert.equal(homeSearch({ query: 'grond', types, cities, properties }).types[0]?.enabled, false);
  });

  test("properties: by id, labelled 'Ref: ID', description stripped and cut to 100", () => {
    const result = homeSearch({ query: '4512', types, cities, properties });
    assert.equal(result.properties.length, 1);
    const [hit] = result.properties;
    assert.equal(hit?.label, 'Ref: 4512345');
    assert.equal(hit?.thumbnail, 'https://cdn/1.jpg');
    assert.equal(hit?.price, 245000);
    assert.ok(hit && hit.typeDescription.length <= 103);
    assert.ok(hit?.typeDescription.endsWith('...'));
    assert.doesNotMatch(hit?.typeDescription ?? '', /<p>/);
    assert.equal(result.cities.length, 0);
  });

  test('properties also match by city and type name', () => {
    assert.deepEqual(
      homeSearch({ query: 'gistel', types, cities, properties }).properties.map((p) => p.id),
      [4598765],
    );
    assert.deepEqual(
      homeSearch({ query: 'huis', types, cities, properties }).properties.map((p) => p.id),
      [4598765],
    );
  });

  test('limits cut each group', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: 4500000 + i, city: 'Oostende', zip: '8400' }));
    assert.equal(homeSearch({ query: 'oostende', types, cities, properties: many }).properties.length, 10);
    assert.equal(homeSearch({ query: 'oostende', types, cities, properties: many, limits: { properties: 3 } }).properties.length, 3);
  });
});
