import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tagsForModel } from '../src/cms/tags';
import { secretMatches } from '../src/cms/secret';
import { listingFilters } from '../src/cms/properties';
import type { ContactModule, ModuleLayout } from '../src/cms/types';
import { moduleColumns, visibleModules } from '../src/modules/layout';
import { listHref, listingQuery, matchingCities } from '../src/modules/property-list/query';
import { listQueryString, readListQuery } from '../src/routing/list-query';
import { internalPath, isCmsPath, paramsOfInternalPath, publicRoute, routeKey } from '../src/routing/internal-route';
import { listingHeading } from '../src/listings/heading';
import { readableTextColor } from '../src/ui/contrast';
import { sameOriginPath } from '../src/routing/same-origin-path';

describe('revalidation', () => {
  test("a webhook's model names the cache tags to expire; unknown models expire everything", () => {
    assert.deepEqual(tagsForModel('menu-page'), ['menu-page']);
    assert.deepEqual(tagsForModel(undefined, 'api::site-configuration.site-configuration'), ['site-configuration']);
    assert.deepEqual(tagsForModel('file', 'plugin::upload.file'), ['cms']);
  });
  test('secrets compare whole, whatever their length', () => {
    assert.equal(secretMatches('Bearer abc', 'Bearer abc'), true);
    assert.equal(secretMatches('Bearer ab', 'Bearer abc'), false);
    assert.equal(secretMatches(null, 'Bearer abc'), false);
    assert.equal(secretMatches('anything', undefined), false);
  });
});

/** A module's layout as web/src/cms gives it when the CMS sets nothing. */
const LAYOUT: ModuleLayout = {
  titleSize: 'h2',
  position: 'main',
  span: 12,
  colSm: 12,
  colMd: 12,
  colLg: 12,
  sort: 0,
  cssClass: '',
  backgroundType: 'none',
  backgroundColor: '',
  backgroundImage: null,
  backgroundImages: [],
  itemsPerRow: null,
  maxItems: null,
};
const moduleOf = (layout: Partial<ModuleLayout>, extra: Partial<ContactModule> = {}): ContactModule => ({
  kind: 'contact',
  id: String(Math.random()),
  title: '',
  showTitle: false,
  description: '',
  description2: '',
  isPublished: true,
  layout: { ...LAYOUT, ...layout },
  view: 'form',
  form: 'site-contact',
  ...extra,
});

describe('module layout', () => {
  test('span sets the desktop width; column sizes below 12 override it per screen', () => {
    assert.deepEqual(moduleColumns(moduleOf({ span: 4 }).layout), { sm: 12, md: 6, lg: 4 });
    assert.deepEqual(moduleColumns(moduleOf({ span: 12, colLg: 3, colMd: 4, colSm: 6 }).layout), { sm: 6, md: 4, lg: 3 });
    assert.deepEqual(moduleColumns(LAYOUT), { sm: 12, md: 12, lg: 12 });
    assert.deepEqual(moduleColumns({ span: 0, colSm: 13, colMd: -1, colLg: 12 }), { sm: 12, md: 12, lg: 12 });
  });
  test('unpublished modules are left out; the rest in their sort order', () => {
    const a = moduleOf({ sort: 2 });
    const b = moduleOf({ sort: 1 });
    const hidden = moduleOf({ sort: 0 }, { isPublished: false });
    assert.deepEqual(visibleModules([a, hidden, b]), [b, a]);
  });
  test('a background colour gets a readable text colour', () => {
    assert.equal(readableTextColor('#0b4f6c'), '#ffffff');
    assert.equal(readableTextColor('#fde500'), '#14232b');
    // The official EPC green of label A: the near-black reaches only 4.47:1, black 5.8:1.
    assert.equal(readableTextColor('#1c9a45'), '#000000');
    assert.equal(readableTextColor('red'), undefined);
  });
});

describe('list parameters', () => {
  test('city, type and page from the query; nonsense and out-of-range numbers ignored', () => {
    const q = (text: string) => readListQuery(new URLSearchParams(text));
    assert.deepEqual(q('city=%20Gistel%20&type=2&page=3'), { city: 'gistel', type: 2, page: 3 });
    assert.deepEqual(q('type=huis&page=-1'), { city: null, type: null, page: 1 });
    assert.deepEqual(q('type=2147483648&page=99999999999'), { city: null, type: null, page: 1 });
    assert.deepEqual(q('type=99999999999999999999999'), { city: null, type: null, page: 1 });
    assert.equal(q(`city=${'x'.repeat(61)}`).city, null);
  });
  test('one canonical query per content: sorted keys, defaults and unknown parameters left out', () => {
    const canon = (text: string) => listQueryString(readListQuery(new URLSearchParams(text)));
    assert.equal(canon('type=1&city=Gistel&utm_source=mail&fbclid=x'), 'city=gistel&type=1');
    assert.equal(canon('page=1&city=GISTEL'), 'city=gistel');
    assert.equal(canon('page=2&type=3&city=Oostende'), canon('city=oostende&type=3&page=2'));
    assert.equal(canon('utm_campaign=x'), '');
  });
  test('a town by name (case and accents ignored) or by zip', () => {
    const cities = [
      { documentId: 'a', name: 'Oostende', zip: '8400' },
      { documentId: 'b', name: 'Liège', zip: '4000' },
    ];
    assert.deepEqual(
      matchingCities(cities, 'oostende').map((c) => c.documentId),
      ['a'],
    );
    assert.deepEqual(
      matchingCities(cities, 'LIEGE').map((c) => c.documentId),
      ['b'],
    );
    assert.deepEqual(
      matchingCities(cities, '8400').map((c) => c.documentId),
      ['a'],
    );
    assert.deepEqual(matchingCities(cities, 'Oost'), []);
  });
  test('filters: in the feed, of the goal; the newest view only listings still on offer, newest first', () => {
    const list = listingQuery({ goal: 'sale', view: 'grid', sortBy: 'price_asc' }, { cityIds: ['a'], type: 2, page: 2, pageSize: 12 });
    assert.deepEqual(listingFilters(list), { isInFeed: { eq: true }, goal: { eq: 'sale' }, city: { documentId: { in: ['a'] } }, webId: { eq: 2 } });
    assert.equal(list.sort, 'price_asc');
    const newest = listingQuery({ goal: 'all', view: 'newest', sortBy: 'price_desc' }, { cityIds: null, type: null, page: 1, pageSize: 4 });
    assert.deepEqual(listingFilters(newest), { isInFeed: { eq: true }, availability: { in: ['for_sale', 'for_rent', 'takeover'] } });
    assert.equal(newest.sort, 'newest');
  });
  test('paging links keep the filters', () => {
    assert.equal(listHref('/nl/te-koop/', { city: 'Gistel', type: 1, page: 2 }), '/nl/te-koop/?city=Gistel&type=1&page=2');
    assert.equal(listHref('/nl/te-koop/', { page: 1 }), '/nl/te-koop/');
  });
});

describe('listing heading', () => {
  test('one order everywhere: precise type, broad type, title, then the reference', () => {
    const p = { externalId: 4512308, typeDescription: 'Halfopen woning', mainTypeName: 'Huis', title: 'Instapklare woning met tuin' };
    assert.equal(listingHeading(p, 'nl'), 'Halfopen woning');
    assert.equal(listingHeading({ ...p, typeDescription: '' }, 'nl'), 'Huis');
    assert.equal(listingHeading({ ...p, typeDescription: null, mainTypeName: null }, 'nl'), 'Instapklare woning met tuin');
    assert.match(listingHeading({ ...p, typeDescription: null, mainTypeName: null, title: null }, 'fr'), /4512308$/);
  });
});

describe('internal route', () => {
  test("a visitor's path and query map to one internal path, and back", () => {
    const internal = internalPath('/nl/te-koop/', new URLSearchParams('city=Gistel&utm_source=x'));
    assert.equal(internal, '/site/nl/city%3Dgistel/nl/te-koop/');
    const params = paramsOfInternalPath(internal);
    assert.deepEqual(publicRoute(params), { path: '/nl/te-koop/', query: { city: 'gistel', type: null, page: 1 } });
    assert.equal(internalPath('/', new URLSearchParams()), '/site/_/_/');
    assert.equal(internalPath('/for-sale/', new URLSearchParams('page=2')), '/site/_/page%3D2/for-sale/');
    assert.equal(internalPath('/preview/fr/a-vendre/', new URLSearchParams()), '/site/fr/_/preview/fr/a-vendre/');
  });
  test('the same variant has the same key from the proxy and from the page params', () => {
    const fromProxy = routeKey(paramsOfInternalPath(internalPath('/nl/te-koop/', new URLSearchParams('type=1&city=Gistel'))));
    assert.equal(fromProxy, routeKey({ lang: 'nl', query: 'city=gistel&type=1', path: ['nl', 'te-koop'] }));
    assert.notEqual(fromProxy, routeKey({ lang: 'nl', query: '_', path: ['nl', 'te-koop'] }));
  });
  test("the site's own routes are never taken for CMS paths", () => {
    for (const path of ['/api/revalidate/', '/sitemap.xml', '/robots.txt', '/_next/static/x.js', '/icon.svg']) assert.equal(isCmsPath(path), false, path);
    for (const path of ['/', '/nl/te-koop/', '/apis/', '/robots/']) assert.equal(isCmsPath(path), true, path);
  });
});

describe('redirect targets', () => {
  const site = 'https://kustvastgoed.be/api/preview/exit/';
  test('a path on the site is kept with its query', () => {
    assert.equal(sameOriginPath('/nl/te-koop/?page=2', site), '/nl/te-koop/?page=2');
  });
  test('targets a browser would read as another host are refused', () => {
    for (const target of [
      '/\\evil.example',
      '/\t/evil.example',
      '//evil.example',
      'https://evil.example/',
      '/\\/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      assert.equal(sameOriginPath(target, site), null, JSON.stringify(target));
    }
  });
});
