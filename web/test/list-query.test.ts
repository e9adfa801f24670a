import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listingFilters } from '../src/cms/properties';
import { epcClassesAtMost, listHref, listingFilter, listingQuery, matchingCities } from '../src/modules/property-list/query';
import { EMPTY_LIST_QUERY, hasListFilters, listQueryString, readListQuery } from '../src/routing/list-query';

const q = (text: string) => readListQuery(new URLSearchParams(text));
const canon = (text: string) => listQueryString(q(text));

describe('list query: the URL read into a typed filter', () => {
  test('every filter, sort and page', () => {
    assert.deepEqual(
      q(
        'city=%20Gistel%20&city=8400&type=2&type=1&min_price=100000&max_price=300.000&bedrooms=3&surface=120&epc=C&available=1&takeover=1&sort=price_desc&page=3',
      ),
      {
        cities: ['8400', 'gistel'],
        types: [1, 2],
        minPrice: 100000,
        maxPrice: 300000,
        bedrooms: 3,
        surface: 120,
        epc: 'c',
        garden: false,
        terrace: false,
        parking: false,
        facades: null,
        plot: null,
        newBuild: false,
        furnished: false,
        available: true,
        takeover: true,
        sort: 'price_desc',
        page: 3,
        view: 'list',
      },
    );
  });
  test('the feature filters: read, written in canonical order, and handed to the CMS as @coast/domain says', () => {
    const query = q('terrace=1&garden=1&facades=4&plot=1.000&parking=on&new_build=1&furnished=1');
    assert.deepEqual(
      [query.garden, query.terrace, query.parking, query.facades, query.plot, query.newBuild, query.furnished],
      [true, true, true, 4, 1000, true, true],
    );
    assert.equal(listQueryString(query), 'facades=4&furnished=1&garden=1&new_build=1&parking=1&plot=1000&terrace=1');
    assert.equal(q('facades=5').facades, null);
    assert.equal(q('facades=1').facades, null);
    assert.equal(q('plot=0').plot, null);
    assert.deepEqual(listingFilters(listingFilter('sale', q('garden=1&facades=3&furnished=1'), null)), {
      isInFeed: { eq: true },
      goal: { eq: 'sale' },
      // Furnished is for the rent list only.
      and: [{ surfaceGarden: { gt: 0 } }, { facades: { eq: 3 } }],
    });
    assert.deepEqual(listingFilters(listingFilter('rent', q('furnished=1'), null)).and, [{ furnished: { eq: true } }]);
  });
  test('nonsense, out-of-range numbers and empty form fields are ignored, never an error', () => {
    assert.deepEqual(q('type=huis&page=-1'), EMPTY_LIST_QUERY);
    assert.deepEqual(q('type=2147483648&page=99999999999'), EMPTY_LIST_QUERY);
    assert.deepEqual(
      q('type=99999999999999999999999&min_price=1e9&max_price=-5&bedrooms=0&bedrooms=3&surface=abc&epc=h&sort=random&available=no'),
      EMPTY_LIST_QUERY,
    );
    assert.deepEqual(q('min_price=&max_price=&bedrooms=&surface=&epc=&sort=&takeover=&city='), EMPTY_LIST_QUERY);
    assert.deepEqual(q(`city=${'x'.repeat(61)}`).cities, []);
    assert.deepEqual(q(`city=${encodeURIComponent('<script>alert(1)</script>')}`).cities, ['<script>alert(1)</script>']);
    assert.deepEqual(q(`city=${'a'.repeat(100_000)}&type=${'9'.repeat(100_000)}`), EMPTY_LIST_QUERY);
  });
  test('repeated values are deduplicated, sorted and capped', () => {
    assert.deepEqual(q('type=3&type=1&type=3&type=2,4').types, [1, 2, 3, 4]);
    assert.equal(q(Array.from({ length: 50 }, (_, i) => `city=town${i}`).join('&')).cities.length, 12);
  });
  test('price bounds the wrong way round mean the same range; a minimum of 0 is no bound', () => {
    assert.deepEqual([q('min_price=500000&max_price=200000').minPrice, q('min_price=500000&max_price=200000').maxPrice], [200000, 500000]);
    assert.equal(q('min_price=0').minPrice, null);
    assert.equal(q('max_price=0').maxPrice, 0);
  });
});

describe('list query: one canonical form per content', () => {
  test('sorted keys, defaults and unknown parameters left out', () => {
    assert.equal(canon('type=1&city=Gistel&utm_source=mail&fbclid=x'), 'city=gistel&type=1');
    assert.equal(canon('page=1&city=GISTEL'), 'city=gistel');
    assert.equal(canon('page=2&type=3&city=Oostende'), canon('city=oostende&type=3&page=2'));
    assert.equal(canon('utm_campaign=x'), '');
    assert.equal(canon('type=2&type=1&city=b&city=a'), canon('city=a&city=b&type=1&type=2'));
    assert.equal(canon('available=on&epc=B&sort=surface_desc'), 'available=1&epc=b&sort=surface_desc');
    assert.equal(canon('min_price=&max_price=250000&bedrooms=2&surface=&takeover=1'), 'bedrooms=2&max_price=250000&takeover=1');
  });
  test('the canonical form reads back to the same query', () => {
    const text =
      'available=1&bedrooms=2&city=8400&city=gistel&epc=c&max_price=300000&min_price=100000&page=2&sort=price_asc&surface=80&takeover=1&type=1&type=2';
    assert.equal(canon(text), text);
  });
  test('the map view keeps the filters and has no page (one variant, whatever page it was opened from)', () => {
    assert.equal(canon('view=map&city=Gistel&page=4'), 'city=gistel&view=map');
    assert.equal(canon('view=list&city=Gistel'), 'city=gistel');
    assert.equal(canon('view=globe'), '');
    assert.equal(q('view=map').view, 'map');
  });
  test('filters are what narrows, not the order, the page or the view', () => {
    assert.equal(hasListFilters(q('sort=price_asc&page=3&view=map')), false);
    assert.equal(hasListFilters(q('bedrooms=1')), true);
  });
});

describe('list query: the typed filter turned into the CMS query', () => {
  test('towns by name (case and accents ignored) or by zip', () => {
    const cities = [
      { documentId: 'a', name: 'Oostende', zip: '8400' },
      { documentId: 'b', name: 'Liège', zip: '4000' },
    ];
    assert.deepEqual(
      matchingCities(cities, ['oostende']).map((c) => c.documentId),
      ['a'],
    );
    assert.deepEqual(
      matchingCities(cities, ['LIEGE', '8400']).map((c) => c.documentId),
      ['a', 'b'],
    );
    assert.deepEqual(matchingCities(cities, ['Oost']), []);
    // The town's name in French, English or German, as the site's own texts and the home search use it.
    assert.deepEqual(
      matchingCities(cities, ['Ostende']).map((c) => c.documentId),
      ['a'],
    );
    assert.deepEqual(
      matchingCities(cities, ['ostend']).map((c) => c.documentId),
      ['a'],
    );
  });
  test('EPC at most a letter: that letter with its plus and minus, and every better class', () => {
    assert.deepEqual(epcClassesAtMost('a'), ['a_plusplus', 'a_plus', 'a', 'a_sub']);
    assert.deepEqual(epcClassesAtMost('b').slice(-3), ['b_plus', 'b', 'b_sub']);
    assert.equal(epcClassesAtMost('g').length, 20);
  });
  test('every filter on public fields; the module goal, or takeovers on a sale list', () => {
    const filter = listingFilter('sale', q('city=x&type=1&type=2&min_price=1000&max_price=2000&bedrooms=2&surface=90&epc=a&available=1'), ['a']);
    assert.deepEqual(listingFilters(filter), {
      isInFeed: { eq: true },
      goal: { eq: 'sale' },
      availability: { in: ['for_sale', 'for_rent', 'takeover'] },
      city: { documentId: { in: ['a'] } },
      webId: { in: [1, 2] },
      price: { gte: 1000, lte: 2000 },
      bedrooms: { gte: 2 },
      surfaceLiving: { gte: 90 },
      epcLabel: { in: ['a_plusplus', 'a_plus', 'a', 'a_sub'] },
    });
    assert.deepEqual(listingFilters(listingFilter('sale', q('takeover=1'), null)), { isInFeed: { eq: true }, goal: { eq: 'takeover' } });
    // The rent list has no takeovers: the flag changes nothing there.
    assert.deepEqual(listingFilters(listingFilter('rent', q('takeover=1&type=3'), null)), { isInFeed: { eq: true }, goal: { eq: 'rent' }, webId: { eq: 3 } });
    assert.deepEqual(listingFilters(listingFilter('all', q('max_price=5'), null)), { isInFeed: { eq: true }, price: { lte: 5 } });
  });
  test("the module's order unless the visitor chose one; the newest view only listings still on offer", () => {
    const list = listingQuery({ goal: 'sale', view: 'grid', sortBy: 'price_asc' }, q('page=2'), { cityIds: null, pageSize: 12 });
    assert.equal(list.sort, 'price_asc');
    assert.equal(list.page, 2);
    assert.equal(listingQuery({ goal: 'sale', view: 'grid', sortBy: 'newest' }, q('sort=surface_desc'), { cityIds: null, pageSize: 12 }).sort, 'surface_desc');
    const newest = listingQuery({ goal: 'all', view: 'newest', sortBy: 'price_desc' }, EMPTY_LIST_QUERY, { cityIds: null, pageSize: 4 });
    assert.deepEqual(listingFilters(newest), { isInFeed: { eq: true }, availability: { in: ['for_sale', 'for_rent', 'takeover'] } });
    assert.equal(newest.sort, 'newest');
  });
  test('paging links keep the filters in canonical form', () => {
    assert.equal(listHref('/nl/te-koop/', { ...q('city=Gistel&type=1'), page: 2 }), '/nl/te-koop/?city=gistel&page=2&type=1');
    assert.equal(listHref('/nl/te-koop/', EMPTY_LIST_QUERY), '/nl/te-koop/');
  });
});
