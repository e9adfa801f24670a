import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listingFilters } from '../src/cms/listings';
import { epcClassesAtMost, listHref, listingFilter, listingQuery, matchingCities } from '../src/modules/property-list/query';
import { activeFilterCount, EMPTY_LIST_QUERY, hasListFilters, listQueryString, readListQuery } from '../src/routing/list-query';

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
        bounds: null,
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
    assert.deepEqual(q('type=2147483648'), EMPTY_LIST_QUERY);
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
  test('a page is plain digits: every other spelling is page 1, never another page', () => {
    const page = (value: string) => q(`page=${value}`).page;
    for (const odd of ['1.5', '1.1', '1e1', '%2B2', '0x2', '-1', '2abc', '2,5', '2.000', '0', '000', '', 'NaN', 'Infinity', '%EF%BC%92']) {
      assert.equal(page(odd), 1, `page=${odd}`);
    }
    // '+' in a query is a space: '?page=+2' is ' 2', which is 2 like '02'.
    for (const two of ['2', '+2', '%202', '02', '0002', '2%20']) assert.equal(page(two), 2, `page=${two}`);
    // Past the limit is past the last page (the list redirects it to the last one), however long.
    assert.equal(page('10001'), 10_000);
    assert.equal(page('9'.repeat(400)), 10_000);
    assert.equal(page(`000${'9'.repeat(20)}`), 10_000);
    // A repeated page= counts its first value, like every single key.
    assert.equal(q('page=3&page=5').page, 3);
    assert.equal(q('page=x&page=5').page, 1);
    assert.equal(canon('page=1.5&city=gistel'), 'city=gistel');
    assert.equal(canon('page=02'), 'page=2');
  });
  test('the map area: rounded outwards by its size, so nearby views are one variant; nonsense ignored', () => {
    // A town-sized area (about 0.05°): three decimals, never smaller than asked.
    assert.deepEqual(q('bounds=51.15432,2.95811,51.19077,3.01234').bounds, { south: 51.154, west: 2.958, north: 51.191, east: 3.013 });
    assert.equal(canon('bounds=51.15432,2.95811,51.19077,3.01234'), canon('bounds=51.1541,2.9589,51.1909,3.0129'));
    // The coast (about half a degree): two decimals.
    assert.equal(canon('bounds=51.0712,2.5512,51.3751,3.1198&city=gistel'), 'bounds=51.07%2C2.55%2C51.38%2C3.12&city=gistel');
    for (const odd of ['', '1,2,3', '51,2,50,3', '51,3,52,2', '91,2,92,3', '51,2,52,x', '51,2,52,3,4', '5e1,2,52,3', `51.${'1'.repeat(20)},2,52,3`]) {
      assert.equal(q(`bounds=${odd}`).bounds, null, odd);
    }
    // The canonical form reads back the same, also where rounding out crosses into a coarser precision.
    for (const text of [
      'bounds=51.2,2.9,51.2981,2.99',
      'bounds=50.9999,2.9999,51.0979,3.01',
      'bounds=-0.0004,-0.0004,0.0004,0.0004',
      'bounds=-89.9,-179.9,89.9,179.9',
    ]) {
      assert.equal(canon(canon(text)), canon(text), text);
    }
    // The area narrows the list but is not one of the drawer's fields.
    assert.equal(hasListFilters(q('bounds=51.1,2.9,51.2,3')), true);
    assert.equal(activeFilterCount(q('bounds=51.1,2.9,51.2,3&bedrooms=2&type=1&type=3&sort=price_asc&page=2')), 3);
  });
  test('the map area keeps exact positions inside it and hidden addresses whose area overlaps it', () => {
    const filters = listingFilters(listingFilter('sale', q('bounds=51.1,2.9,51.2,3'), null));
    assert.deepEqual(filters.or, [
      { latitude: { gte: 51.1, lte: 51.2 }, longitude: { gte: 2.9, lte: 3 } },
      { publishAddress: { eq: false }, latitude: { gte: 51.1 - 0.0015, lte: 51.2 + 0.0015 }, longitude: { gte: 2.9 - 0.0015, lte: 3 + 0.0015 } },
    ]);
    assert.equal(listingFilters(listingFilter('sale', q('bedrooms=2'), null)).or, undefined);
  });
  test('numbers with a decimal point are not read as thousands', () => {
    assert.equal(q('bedrooms=1.5').bedrooms, null);
    assert.equal(q('surface=80.5').surface, null);
    assert.equal(q('max_price=1.5').maxPrice, null);
    assert.equal(q('max_price=250.000').maxPrice, 250_000);
    assert.equal(q('max_price=1.250.000').maxPrice, 1_250_000);
    assert.equal(q('min_price=250%20000').minPrice, 250_000);
    assert.equal(q('min_price=25.0000').minPrice, null);
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
