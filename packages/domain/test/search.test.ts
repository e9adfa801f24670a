import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cityLabel,
  createHomeSearchIndex,
  homeSearch,
  idMatch,
  ID_MATCH,
  townSearchNames,
  idQueryDigits,
  isTownAskedFor,
  matchesCity,
  matchesExternalId,
  normalizeSearchText,
  type SearchCityInput,
  type SearchListingInput,
  type SearchTypeInput,
} from '../src/search';

describe('matchesCity: case- and accent-insensitive, by name, zip and stripped name', () => {
  const oostende = { name: 'Oostende', zip: '8400' };
  for (const query of [
    'Oostende',
    'oostende',
    'OOSTENDE',
    '8400',
    'Ostende',
    'OSTEND',
    'ostende 8400',
    ' oostende ',
    'Oost',
    'tende',
    'Oostende [8400]',
    'oostende 8400',
    '84',
  ]) {
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
  test('a city= parameter asks for a town by its whole name, its name in another language, or its zip', () => {
    const oostende = { name: 'Oostende', zip: '8400' };
    for (const asked of ['Oostende', 'oostende ', 'OOSTENDE', 'Ostende', 'ostend', '8400']) assert.equal(isTownAskedFor(oostende, [asked]), true, asked);
    for (const asked of ['Oost', '84', 'Gistel', '']) assert.equal(isTownAskedFor(oostende, [asked]), false, asked);
    assert.equal(isTownAskedFor({ name: 'Liège', zip: 4000 }, ['gistel', 'LIEGE']), true);
    assert.equal(isTownAskedFor({ name: 'Gistel', zip: '' }, ['']), false);
  });
  test("cityLabel is 'Name [Zip]'", () => assert.equal(cityLabel({ name: 'Gistel', zip: 8470 }), 'Gistel [8470]'));
  test('normalizeSearchText', () => assert.equal(normalizeSearchText('  Bel-Étage [8400] '), 'bel etage 8400'));
});

describe('matchesExternalId (fuzzy)', () => {
  test('the id contains the digits of the query', () => {
    assert.equal(matchesExternalId(4512345, '4512'), true);
    assert.equal(matchesExternalId(4512345, '2345'), true);
    assert.equal(matchesExternalId(1045127, '4512'), true);
    assert.equal(matchesExternalId(4512345, '4512345'), true);
    assert.equal(matchesExternalId(4512345, '45'), true);
  });
  test("'Ref: ', '#', spaces and dots around digits are allowed", () => {
    assert.equal(matchesExternalId(4512345, 'Ref: 4512345'), true);
    assert.equal(matchesExternalId(4512345, 'ref 4512'), true);
    assert.equal(matchesExternalId(4512345, '#4512'), true);
    assert.equal(matchesExternalId(4512345, '4.512.345'), true);
  });
  test('queries of 4+ digits forgive one wrong digit', () => {
    assert.equal(matchesExternalId(4512345, '4513'), true);
    assert.equal(matchesExternalId(4512345, '4512346'), true);
    assert.equal(matchesExternalId(4512345, '9512345'), true);
  });
  test('queries of 4+ digits forgive two swapped neighbours', () => {
    assert.equal(matchesExternalId(4512345, '4152'), true);
    assert.equal(matchesExternalId(4512345, '4512354'), true);
  });
  test('two typos, or a typo in a short query, do not match', () => {
    assert.equal(matchesExternalId(4512345, '4599'), false);
    assert.equal(matchesExternalId(4512345, '9912345'), false);
    assert.equal(matchesExternalId(4512345, '459'), false);
    assert.equal(matchesExternalId(4512345, '46'), false);
  });
  test('non-id queries and one digit never match', () => {
    assert.equal(matchesExternalId(4512345, 'Oostende'), false);
    assert.equal(matchesExternalId(4512345, 'app 4512'), false);
    assert.equal(matchesExternalId(4512345, '4'), false);
    assert.equal(matchesExternalId(4512345, ''), false);
    assert.equal(matchesExternalId(null, '4512'), false);
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
  const listings: Array<SearchListingInput & { price: number }> = [
    { externalId: 4512345, typeDescription: description, thumbnail: 'https://cdn/1.jpg', city: 'Oostende', zip: '8400', price: 245000 },
    { externalId: 4598765, typeDescription: 'Gezellige woning', mainTypeName: 'Huis', thumbnail: null, city: 'Gistel', zip: '8470', price: 310000 },
  ];

  test('an empty or blank query resets every group', () => {
    for (const query of ['', '   ', null, undefined]) {
      assert.deepEqual(homeSearch({ query, types, cities, listings }), { types: [], cities: [], listings: [] });
    }
  });

  test('cities: accent-insensitive, labelled Name [Zip], zero count greyed', () => {
    const oost = homeSearch({ query: 'OOSTENDE', types, cities, listings });
    assert.deepEqual(
      oost.cities.map((c) => [c.label, c.enabled]),
      [['Oostende [8400]', true]],
    );
    const liege = homeSearch({ query: 'liege', types, cities, listings });
    assert.deepEqual(
      liege.cities.map((c) => [c.label, c.enabled, c.count]),
      [['Liège [4000]', false, 0]],
    );
    assert.equal(homeSearch({ query: '8400', types, cities, listings }).cities[0]?.name, 'Oostende');
  });

  test('types: name match with counts and enabled flags', () => {
    const result = homeSearch({ query: 'a', types, cities, listings });
    const byName = Object.fromEntries(result.types.map((t) => [t.name, t]));
    assert.equal(byName.Appartement?.enabled, true);
    assert.equal(byName.Kantoren?.enabled, true);
    assert.equal(byName.Kantoren?.saleEnabled, false);
    assert.equal(byName.Kantoren?.rentEnabled, true);
    assert.equal(homeSearch({ query: 'grond', types, cities, listings }).types[0]?.enabled, false);
  });

  test("listings: by id, labelled 'Ref: ID', description stripped and cut to 100", () => {
    const result = homeSearch({ query: '4512', types, cities, listings });
    assert.equal(result.listings.length, 1);
    const [hit] = result.listings;
    assert.equal(hit?.label, 'Ref: 4512345');
    assert.equal(hit?.thumbnail, 'https://cdn/1.jpg');
    assert.equal(hit?.price, 245000);
    assert.ok(hit && hit.typeDescription.length <= 103);
    assert.ok(hit?.typeDescription.endsWith('...'));
    assert.doesNotMatch(hit?.typeDescription ?? '', /<p>/);
    assert.equal(result.cities.length, 0);
  });

  test('listings also match by city and type name', () => {
    assert.deepEqual(
      homeSearch({ query: 'gistel', types, cities, listings }).listings.map((p) => p.externalId),
      [4598765],
    );
    assert.deepEqual(
      homeSearch({ query: 'huis', types, cities, listings }).listings.map((p) => p.externalId),
      [4598765],
    );
  });

  test('limits cut each group', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ externalId: 4500000 + i, city: 'Oostende', zip: '8400' }));
    assert.equal(homeSearch({ query: 'oostende', types, cities, listings: many }).listings.length, 10);
    assert.equal(homeSearch({ query: 'oostende', types, cities, listings: many, limits: { listings: 3 } }).listings.length, 3);
  });
});

describe('town names in other languages', () => {
  test("the French, English and German names find the feed's town", () => {
    assert.equal(matchesCity({ name: 'Brugge', zip: '8000' }, 'Bruges'), true);
    assert.equal(matchesCity({ name: 'Brugge', zip: '8000' }, 'brügge'), true);
    assert.equal(matchesCity({ name: 'De Panne', zip: '8660' }, 'la panne'), true);
    assert.equal(matchesCity({ name: 'Nieuwpoort', zip: '8620' }, 'Nieuport'), true);
    assert.equal(matchesCity({ name: 'Elsene', zip: '1050' }, 'Ixelles'), true);
    assert.equal(matchesCity({ name: 'Gistel', zip: '8470' }, 'Bruges'), false);
  });
  test('a town without other names has its own only', () => {
    assert.deepEqual(townSearchNames('Middelkerke'), ['middelkerke']);
    assert.deepEqual(townSearchNames('Oostende'), ['oostende', 'ostende', 'ostend']);
    assert.deepEqual(townSearchNames(''), []);
  });
});

describe('idMatch ranks how a reference matches', () => {
  test('exact, prefix, anywhere, one typo, none', () => {
    assert.equal(idMatch('4512345', '4512345'), ID_MATCH.exact);
    assert.equal(idMatch('4512345', '451'), ID_MATCH.prefix);
    assert.equal(idMatch('1045127', '4512'), ID_MATCH.contains);
    assert.equal(idMatch('4512345', '4152'), ID_MATCH.typo);
    assert.equal(idMatch('4512345', '4599'), null);
  });
});

describe('createHomeSearchIndex', () => {
  const types: SearchTypeInput[] = [
    { webId: 1, name: 'Maison', countSale: 2, countRent: 0 },
    { webId: 2, name: 'Appartement', countSale: 1, countRent: 1 },
    { webId: 4, name: 'Terrain', countSale: 0, countRent: 0 },
  ];
  const cities: SearchCityInput[] = [
    { name: 'Gistel', zip: '8470', count: 1 },
    { name: 'Oostende', zip: '8400', count: 3 },
  ];
  const listings: SearchListingInput[] = [
    { externalId: 1045127, webId: 2, mainTypeName: 'Appartement', typeDescription: 'Appartement', city: 'Oostende', zip: '8400' },
    { externalId: 4512345, webId: 1, mainTypeName: 'Huis', typeDescription: '<b>Villa</b> aan zee', city: 'Oostende', zip: '8400' },
    { externalId: 4512999, webId: 1, mainTypeName: 'Huis', typeDescription: 'Rijwoning', city: 'Gistel', zip: '8470' },
    { externalId: 4512, webId: 2, mainTypeName: 'Appartement', typeDescription: 'Studio', city: 'Oostende', zip: '8400' },
  ];
  const index = createHomeSearchIndex({ types, cities, listings });
  const ids = (query: string) => index.search(query).listings.map((p) => p.externalId);

  test('references: the exact id first, then ids starting with it, then containing it, then one typo', () => {
    assert.deepEqual(ids('4512'), [4512, 4512345, 4512999, 1045127]);
    assert.deepEqual(ids('Ref: 4512345'), [4512345]);
    assert.deepEqual(ids('4512354'), [4512345]);
  });
  test("a type's name in the visitor's language finds its listings (the feed names them in Dutch)", () => {
    assert.deepEqual(ids('maison'), [4512345, 4512999]);
    assert.deepEqual(
      index.search('maison').types.map((t) => t.webId),
      [1],
    );
  });
  test('withTypes: the same listings with the type names of another language', () => {
    const dutch = index.withTypes([{ webId: 1, name: 'Huis', countSale: 2, countRent: 0 }]);
    assert.deepEqual(
      dutch.search('huis').types.map((t) => t.name),
      ['Huis'],
    );
    // A type word of another language is still read as the type, named as the page names it.
    assert.deepEqual(
      dutch.search('maison').types.map((t) => t.name),
      ['Huis'],
    );
    assert.equal(dutch.size, 4);
  });
  test('the type description matches without its HTML', () => {
    assert.deepEqual(ids('aan zee'), [4512345]);
    assert.deepEqual(ids('b aan zee'), []);
  });
  test('a precise type (villa) finds the houses, villas first', () => {
    assert.deepEqual(ids('villa'), [4512345, 4512999]);
    assert.deepEqual(ids('villa gistel'), [4512999]);
  });
  test("a town's other-language name finds its listings", () => {
    assert.deepEqual(ids('Ostende'), [1045127, 4512345, 4512]);
    assert.deepEqual(
      index.search('Ostende').cities.map((c) => c.label),
      ['Oostende [8400]'],
    );
  });
  test('browse: every type and the towns with most listings first, no listings', () => {
    const first = index.browse();
    assert.deepEqual(
      first.types.map((t) => [t.name, t.enabled]),
      [
        ['Maison', true],
        ['Appartement', true],
        ['Terrain', false],
      ],
    );
    assert.deepEqual(
      first.cities.map((c) => c.name),
      ['Oostende', 'Gistel'],
    );
    assert.deepEqual(first.listings, []);
  });
  test('hostile input gives empty groups, never an error', () => {
    for (const query of ['x'.repeat(100_000), "'; DROP TABLE properties; --", '<script>alert(1)</script>', '\u0000\uFFFF', '🏠🌊', '%00', '((((', '.*+?[]']) {
      const result = index.search(query);
      assert.equal(result.listings.length + result.types.length + result.cities.length, 0, JSON.stringify(query.slice(0, 20)));
    }
  });
  test('100,000 listings: a query reads each listing a few times, not its text', () => {
    const many: SearchListingInput[] = Array.from({ length: 100_000 }, (_, i) => ({
      externalId: 5_000_000 + i,
      webId: (i % 9) + 1,
      mainTypeName: 'Huis',
      typeDescription: `Woning ${i % 500}`,
      city: i % 2 ? 'Oostende' : 'Gistel',
      zip: i % 2 ? '8400' : '8470',
    }));
    const big = createHomeSearchIndex({ types, cities, listings: many });
    assert.equal(big.size, 100_000);
    assert.deepEqual(
      big.search('5099999').listings.map((p) => p.externalId),
      [5_099_999],
      'a reference typed in full that exists: no near misses',
    );
    assert.deepEqual(
      big.search('5199999').listings.map((p) => p.externalId),
      [5_099_999],
      'one that does not: the id one typo away',
    );
    assert.deepEqual(
      big.search('509999').listings.map((p) => p.externalId),
      [5_099_990, 5_099_991, 5_099_992, 5_099_993, 5_099_994, 5_099_995, 5_099_996, 5_099_997, 5_099_998, 5_099_999],
    );
    assert.equal(big.search('zzzz').listings.length, 0);
    assert.equal(big.search('gistel').listings.length, 10);
  });
});
