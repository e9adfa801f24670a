import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SearchSource, SearchSourceListing } from '../src/cms/types';
import { searchAnswer, type AnswerContext } from '../src/search/answer';
import { buildSearchIndexes } from '../src/search/listing-index';

const listing = (externalId: number, rest: Partial<SearchSourceListing>): SearchSourceListing => ({
  externalId,
  webId: 1,
  goal: 'sale',
  availability: 'for_sale',
  cityName: 'Gistel',
  zip: '8470',
  typeDescription: 'Rijwoning',
  mainTypeName: 'Huis',
  thumbnailUrl: `/uploads/${externalId}.jpg`,
  ...rest,
});

const source: SearchSource = {
  listings: [
    listing(4512001, {}),
    listing(4512002, {
      goal: 'rent',
      availability: 'for_rent',
      cityName: 'Oostende',
      zip: '8400',
      webId: 2,
      mainTypeName: 'Appartement',
      typeDescription: 'Studio met zicht',
    }),
    listing(4512003, { availability: 'sold' }),
    listing(4512004, { availability: 'unavailable', typeDescription: 'Verborgen woning' }),
    listing(4512005, { goal: 'takeover', availability: 'takeover', webId: 6, mainTypeName: 'Commercieel', typeDescription: 'Handelszaak', thumbnailUrl: null }),
  ],
  types: {
    nl: [
      { webId: 1, name: 'Huis', sale: true, rent: true },
      { webId: 2, name: 'Appartement', sale: true, rent: true },
      { webId: 4, name: 'Grond', sale: true, rent: false },
      { webId: 6, name: 'Commercieel', sale: true, rent: true },
    ],
    fr: [
      { webId: 1, name: 'Maison', sale: true, rent: true },
      { webId: 2, name: 'Appartement', sale: true, rent: true },
      { webId: 4, name: 'Terrain', sale: true, rent: false },
    ],
    en: [],
    de: [],
  },
};
const indexes = buildSearchIndexes(source);

const context = (over: Partial<AnswerContext> = {}): AnswerContext => ({
  locale: 'nl',
  showCounts: true,
  listPath: { sale: '/nl/te-koop/', rent: '/nl/te-huur/' },
  listingPath: (l) => `/nl/pand/${l.externalId}/`,
  thumbnail: (url) => ({ src: `/_next/image?url=${encodeURIComponent(url)}&w=100&q=75`, srcSet: undefined, width: 80, height: 60 }),
  projects: [],
  ...over,
});

describe('the search index of the panel', () => {
  test('counts follow the CMS: in the feed whatever the availability, by goal (takeovers in neither)', () => {
    assert.equal(indexes.counted, 5);
    assert.equal(indexes.size, 4, "an 'unavailable' listing is counted but not findable");
    const answer = searchAnswer(indexes, 'gistel', context());
    assert.deepEqual(answer.towns, [
      {
        key: 'town-0',
        title: 'Gistel [8470]',
        options: [
          { key: 'town-0-sale', text: '3 te koop', label: 'Gistel [8470]: 3 te koop', href: '/nl/te-koop/?city=gistel' },
          { key: 'town-0-rent', text: '0 te huur', label: 'Gistel [8470]: 0 te huur', href: null },
        ],
      },
    ]);
    assert.deepEqual(
      answer.listings.map((l) => l.ref),
      ['Ref: 4512001', 'Ref: 4512003', 'Ref: 4512005'],
    );
  });

  test('types: both goals unless the type offers only one; zero greyed; names in the language asked (Dutch where one is missing)', () => {
    const browse = searchAnswer(indexes, '', context({ locale: 'fr' }));
    const shown = browse.types.map((t) => `${t.title}: ${t.options.map((o) => `${o.text} ${o.href ?? '(greyed)'}`).join(', ')}`);
    assert.deepEqual(shown, [
      'Maison: 3 à vendre /nl/te-koop/?type=1, 0 à louer (greyed)',
      'Appartement: 0 à vendre (greyed), 1 à louer /nl/te-huur/?type=2',
      'Terrain: 0 à vendre (greyed)',
      'Commercieel: 0 à vendre (greyed), 0 à louer (greyed)',
    ]);
    assert.deepEqual(browse.listings, []);
    assert.deepEqual(
      browse.towns.map((t) => t.title),
      ['Gistel [8470]', 'Oostende [8400]'],
    );
  });

  test('the texts are in the language asked; without counts the chips say only the goal', () => {
    const french = searchAnswer(indexes, 'maison', context({ locale: 'fr', showCounts: false }));
    assert.deepEqual(
      french.types[0]?.options.map((o) => [o.text, o.label]),
      [
        ['à vendre', 'Maison : à vendre'],
        ['à louer', 'Maison : à louer'],
      ],
    );
    assert.deepEqual(
      french.listings.map((l) => l.ref),
      ['Ref: 4512001', 'Ref: 4512003'],
      'the French type name finds the listings the feed calls Huis',
    );
  });

  test('listings: description, Ref: ID, the listing page and the thumbnail (none without one)', () => {
    const [studio] = searchAnswer(indexes, '4512002', context()).listings;
    assert.deepEqual(studio, {
      key: 'listing-4512002',
      description: 'Studio met zicht',
      ref: 'Ref: 4512002',
      href: '/nl/pand/4512002/',
      thumbnail: { src: '/_next/image?url=%2Fuploads%2F4512002.jpg&w=100&q=75', srcSet: undefined, width: 80, height: 60 },
    });
    assert.equal(searchAnswer(indexes, 'handelszaak', context()).listings[0]?.thumbnail, null);
  });

  test("a listing's type is in the language asked where the site knows the word, as on its card", () => {
    const typeOf = (locale: 'nl' | 'fr' | 'de', q: string) => searchAnswer(indexes, q, context({ locale })).listings[0]?.description;
    assert.equal(typeOf('nl', '4512001'), 'Rijwoning');
    assert.equal(typeOf('fr', '4512001'), 'Maison mitoyenne');
    assert.equal(typeOf('de', '4512001'), 'Reihenhaus');
    // A description the site has no word for stays as the feed wrote it, marked as Dutch on other pages.
    assert.equal(typeOf('de', '4512002'), 'Studio met zicht');
    assert.equal(searchAnswer(indexes, '4512002', context({ locale: 'de' })).listings[0]?.descriptionLang, 'nl');
    assert.equal(searchAnswer(indexes, '4512001', context({ locale: 'de' })).listings[0]?.descriptionLang, undefined);
  });

  test('a site without a for-rent page: rent choices are not links', () => {
    const answer = searchAnswer(indexes, 'oostende', context({ listPath: { sale: '/nl/te-koop/', rent: null } }));
    assert.deepEqual(
      answer.towns[0]?.options.map((o) => o.href),
      [null, null],
    );
  });

  test('hostile text matches nothing and throws nothing', () => {
    for (const q of ['<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '\ud800', '🏠'.repeat(50)]) {
      const answer = searchAnswer(indexes, q, context());
      assert.equal(answer.types.length + answer.towns.length + answer.listings.length, 0, q);
    }
  });
});

describe('new-build projects in the search answer', () => {
  const projects = [
    { name: 'Residentie Duinhof', city: 'Oostende', zip: '8400', href: '/nl/projecten/residentie-duinhof/' },
    { name: 'Hof ter Vaart', city: 'Gistel', zip: '8470', href: '/nl/projecten/hof-ter-vaart/' },
  ];
  const names = (query: string) => searchAnswer(indexes, query, context({ projects })).projects.map((p) => p.name);
  test('a project is found by part of its name, without case or accents, or by its town in any language or postcode', () => {
    assert.deepEqual(names('duinhof'), ['Residentie Duinhof']);
    assert.deepEqual(names('VÄART'), ['Hof ter Vaart']);
    assert.deepEqual(names('Ostende'), ['Residentie Duinhof']);
    assert.deepEqual(names('8470'), ['Hof ter Vaart']);
    assert.deepEqual(names('brugge'), []);
    assert.deepEqual(names(''), [], 'nothing typed: no project');
    const [found] = searchAnswer(indexes, 'duinhof', context({ projects })).projects;
    assert.deepEqual(found, { key: 'project-0', name: 'Residentie Duinhof', place: '8400 Oostende', href: '/nl/projecten/residentie-duinhof/' });
  });
});
