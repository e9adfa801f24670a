import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createHomeSearchIndex, understandSearchQuery, type SearchCityInput, type SearchListingInput } from '../src/search';

const TOWNS = [
  { name: 'Gistel', zip: '8470' },
  { name: 'Oostende', zip: '8400' },
  { name: 'De Haan', zip: '8420' },
  { name: 'Brugge', zip: '8000' },
  { name: 'Liège', zip: '4000' },
];

/** The reading as goal, type ids and town names (null: not read). */
function read(text: string) {
  const reading = understandSearchQuery(text, TOWNS);
  return reading && { goal: reading.goal, types: reading.types, towns: reading.towns.map((t) => t.name) };
}

const HOUSE = 1;
const APARTMENT = 2;
const STUDIO = 3;
const LAND = 4;
const COMMERCIAL = 6;
const OFFICES = 9;
const GARAGE = 7;

describe('understandSearchQuery: a type and a town in any language, order, case, accents and number', () => {
  const cases: Array<[string, ReturnType<typeof read>]> = [
    // Dutch
    ['villa gistel', { goal: null, types: [HOUSE], towns: ['Gistel'] }],
    ['Gistel VILLA', { goal: null, types: [HOUSE], towns: ['Gistel'] }],
    ["villa's in Gistel", { goal: null, types: [HOUSE], towns: ['Gistel'] }],
    ['flat oostende', { goal: null, types: [APARTMENT], towns: ['Oostende'] }],
    ['appartement 8400', { goal: null, types: [APARTMENT], towns: ['Oostende'] }],
    ['appartementen te huur oostende', { goal: 'rent', types: [APARTMENT], towns: ['Oostende'] }],
    ['huis te koop De Haan', { goal: 'sale', types: [HOUSE], towns: ['De Haan'] }],
    ['woningen gistel', { goal: null, types: [HOUSE], towns: ['Gistel'] }],
    ['bouwgrond gistel', { goal: null, types: [LAND], towns: ['Gistel'] }],
    ['handelspand brugge', { goal: null, types: [COMMERCIAL], towns: ['Brugge'] }],
    ["studio's", { goal: null, types: [STUDIO], towns: [] }],
    ['te koop', { goal: 'sale', types: [], towns: [] }],
    // French
    ['maison à vendre Ostende', { goal: 'sale', types: [HOUSE], towns: ['Oostende'] }],
    ['appartements a louer ostende', { goal: 'rent', types: [APARTMENT], towns: ['Oostende'] }],
    ['terrain à bâtir Gistel', { goal: null, types: [LAND], towns: ['Gistel'] }],
    ['commerce bruges', { goal: null, types: [COMMERCIAL], towns: ['Brugge'] }],
    ['bureaux liege', { goal: null, types: [OFFICES], towns: ['Liège'] }],
    ['Maison Liège', { goal: null, types: [HOUSE], towns: ['Liège'] }],
    // English
    ['flat ostend', { goal: null, types: [APARTMENT], towns: ['Oostende'] }],
    ['houses for sale in Bruges', { goal: 'sale', types: [HOUSE], towns: ['Brugge'] }],
    ['apartment for rent 8400', { goal: 'rent', types: [APARTMENT], towns: ['Oostende'] }],
    ['land gistel', { goal: null, types: [LAND], towns: ['Gistel'] }],
    ['garages', { goal: null, types: [GARAGE], towns: [] }],
    ['ground-floor flat oostende', { goal: null, types: [APARTMENT], towns: ['Oostende'] }],
    // German
    ['Wohnung Ostende', { goal: null, types: [APARTMENT], towns: ['Oostende'] }],
    ['Wohnungen zu vermieten Ostende', { goal: 'rent', types: [APARTMENT], towns: ['Oostende'] }],
    ['Haus zu verkaufen Brügge', { goal: 'sale', types: [HOUSE], towns: ['Brugge'] }],
    ['Häuser gistel', { goal: null, types: [HOUSE], towns: ['Gistel'] }],
    ['Grundstück Gistel', { goal: null, types: [LAND], towns: ['Gistel'] }],
    ['grundstucke gistel', { goal: null, types: [LAND], towns: ['Gistel'] }],
    ['Gewerbe Brugge', { goal: null, types: [COMMERCIAL], towns: ['Brugge'] }],
    ['Stellplatz 8400', { goal: null, types: [GARAGE], towns: ['Oostende'] }],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(read(text), expected));

  test('a town being typed after a type: every town it may be', () => {
    assert.deepEqual(read('villa gis'), { goal: null, types: [HOUSE], towns: ['Gistel'] });
    assert.deepEqual(read('appartement 84')?.towns, ['Gistel', 'Oostende', 'De Haan']);
  });

  test('not read: no goal or type word, or words that are neither a town nor a type', () => {
    for (const text of ['gistel', 'Ostende', '8400', '4512372', 'zzzz', 'villa zzzz', 'flat gistel zzzz', '', '   ', '<script>']) {
      assert.equal(read(text), null, text);
    }
  });
});

describe('the home search index with a text read as type and town', () => {
  const cities: SearchCityInput[] = [
    { name: 'Gistel', zip: '8470', count: 4, countSale: 3, countRent: 1 },
    { name: 'Oostende', zip: '8400', count: 2, countSale: 1, countRent: 1 },
  ];
  type Listing = SearchListingInput & { goal: string };
  const listings: Listing[] = [
    { externalId: 1, webId: HOUSE, goal: 'sale', city: 'Gistel', zip: '8470', typeDescription: 'Rijwoning', mainTypeName: 'Huis' },
    { externalId: 2, webId: HOUSE, goal: 'sale', city: 'Gistel', zip: '8470', typeDescription: 'Villa', mainTypeName: 'Huis' },
    { externalId: 3, webId: APARTMENT, goal: 'rent', city: 'Gistel', zip: '8470', typeDescription: 'Appartement', mainTypeName: 'Appartement' },
    { externalId: 4, webId: HOUSE, goal: 'rent', city: 'Gistel', zip: '8470', typeDescription: 'Villa', mainTypeName: 'Huis' },
    { externalId: 5, webId: APARTMENT, goal: 'sale', city: 'Oostende', zip: '8400', typeDescription: 'Duplex', mainTypeName: 'Appartement' },
    { externalId: 6, webId: HOUSE, goal: 'rent', city: 'Oostende', zip: '8400', typeDescription: 'Villa', mainTypeName: 'Huis' },
  ];
  const types = [
    { webId: HOUSE, name: 'Huis', countSale: 2, countRent: 2 },
    { webId: APARTMENT, name: 'Appartement', countSale: 1, countRent: 1 },
  ];
  const index = createHomeSearchIndex({ types, cities, listings });

  test('the type AND the town, the precise type named first; the type and the town as choices', () => {
    const found = index.search('villa gistel');
    assert.deepEqual(
      found.listings.map((p) => p.externalId),
      [2, 4, 1],
    );
    assert.deepEqual(
      found.types.map((t) => t.webId),
      [HOUSE],
    );
    assert.deepEqual(
      found.cities.map((c) => c.name),
      ['Gistel'],
    );
    assert.deepEqual(index.understand('villa gistel')?.counts, { sale: 2, rent: 1 });
  });

  test('the goal named keeps its listings; a zip names its town', () => {
    assert.deepEqual(
      index.search('villa te huur gistel').listings.map((p) => p.externalId),
      [4],
    );
    assert.deepEqual(
      index.search('appartement 8400').listings.map((p) => p.externalId),
      [5],
    );
    assert.deepEqual(
      index.search('flat').listings.map((p) => p.externalId),
      [3, 5],
    );
  });

  test('a town alone is still matched as text', () => {
    assert.equal(index.understand('gistel'), null);
    assert.deepEqual(
      index.search('gistel').listings.map((p) => p.externalId),
      [1, 2, 3, 4],
    );
  });
});
