import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { knownTags, tagsForModel } from '../src/cms/tags';
import { secretMatches } from '../src/cms/secret';
import type { ModuleLayout } from '../src/cms/types';
import type { ContactModule } from '../src/modules/contact/shape';
import { balancedColumns, moduleColumns, visibleModules } from '../src/modules/layout';
import { EMPTY_LIST_QUERY } from '../src/routing/list-query';
import { internalPath, isCmsPath, isLanguageRouteWithoutLanguage, paramsOfInternalPath, publicRoute, routeKey } from '../src/routing/internal-route';
import { listingHeading } from '@coast/domain';
import { readableTextColor } from '../src/ui/contrast';
import { sameOriginPath } from '../src/routing/same-origin-path';
import { listingTextIn } from '../src/listings/listing-text';

describe('revalidation', () => {
  test("a webhook's model names the cache tags to expire; unknown models expire everything", () => {
    assert.deepEqual(tagsForModel('menu-page'), ['menu-page']);
    assert.deepEqual(tagsForModel(undefined, 'api::site-configuration.site-configuration'), ['site-configuration']);
    assert.deepEqual(tagsForModel('file', 'plugin::upload.file'), ['cms']);
  });
  test('a follow-up names its tags: only known ones count, each once, and anything else expires nothing', () => {
    assert.deepEqual(knownTags(['property', 'team-member', 'property']), ['property', 'team-member']);
    assert.deepEqual(knownTags(['property', '_N_T_/nl/te-koop', 42, null]), ['property']);
    assert.deepEqual(knownTags('property'), []);
    assert.deepEqual(knownTags(undefined), []);
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
  test('unpublished modules are left out; the rest in the order of the page module list', () => {
    const a = moduleOf({});
    const b = moduleOf({});
    const hidden = moduleOf({}, { isPublished: false });
    assert.deepEqual(visibleModules([b, hidden, a]), [b, a]);
  });
  test('a background colour gets a readable text colour', () => {
    assert.equal(readableTextColor('#0b4f6c'), '#ffffff');
    assert.equal(readableTextColor('#fde500'), '#14232b');
    // The official EPC green of label A: the near-black reaches only 4.47:1, black 5.8:1.
    assert.equal(readableTextColor('#1c9a45'), '#000000');
    assert.equal(readableTextColor('red'), undefined);
  });
  test('grid columns leave no lone item in the last row', () => {
    // The team of four at three per row: one row of four, not three and one.
    assert.equal(balancedColumns(4, 3), 4);
    assert.equal(balancedColumns(5, 3), 3); // 3 + 2
    assert.equal(balancedColumns(7, 3), 4); // 4 + 3
    assert.equal(balancedColumns(6, 3), 3);
    assert.equal(balancedColumns(2, 3), 3); // one row, centred
    assert.equal(balancedColumns(4, 3, 3), 2); // not more than 3 allowed: two rows of two
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
    assert.deepEqual(publicRoute(params), { path: '/nl/te-koop/', query: { ...EMPTY_LIST_QUERY, cities: ['gistel'] } });
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
    for (const path of ['/api/revalidate/', '/sitemap.xml', '/robots.txt', '/_next/static/x.js', '/icon.png']) assert.equal(isCmsPath(path), false, path);
    for (const path of ['/', '/nl/te-koop/', '/apis/', '/robots/']) assert.equal(isCmsPath(path), true, path);
  });
  test('a path of the portal or the search-alert page without a language of the site is no page of theirs', () => {
    for (const path of ['/portal/', '/portal', '/portal/xx/', '/search-alerts/', '/search-alerts/build/', '/portal/NL/1/'])
      assert.equal(isLanguageRouteWithoutLanguage(path), true, path);
    for (const path of ['/portal/nl/', '/portal/fr/4512308/', '/search-alerts/de/', '/nl/portal/', '/api/x/'])
      assert.equal(isLanguageRouteWithoutLanguage(path), false, path);
  });
});

describe('redirect targets', () => {
  const site = 'https://kustvastgoed.be/api/preview/exit/';
  test('paths on the site are kept with their query and fragment', () => {
    for (const [target, kept] of [
      ['/nl/te-koop/?page=2', '/nl/te-koop/?page=2'],
      ['/', '/'],
      ['/fr/a-vendre/#lijst', '/fr/a-vendre/#lijst'],
      ['/nl/./te-koop/', '/nl/te-koop/'],
      ['/nl/x/../te-koop/', '/nl/te-koop/'],
      ['/nl/te-koop/?city=Knokke%20Heist', '/nl/te-koop/?city=Knokke%20Heist'],
      ['/de/%C3%BCber-uns/', '/de/%C3%BCber-uns/'],
    ]) {
      assert.equal(sameOriginPath(target, site), kept, target);
    }
  });
  test('every target a browser or a proxy could read as another host is refused', () => {
    for (const target of [
      '//evil.example',
      '//evil.example/phish',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/./\\/evil.example',
      '/.//evil.example/phish',
      '/a/..//evil.example/phish',
      '/a/../..//evil.example',
      '/./../..//evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%252F%252Fevil.example',
      '/%255Cevil.example',
      '/%25252F/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%00/evil.example',
      ' //evil.example',
      '\u3000//evil.example',
      '/\u200b/evil.example',
      '\uff0f\uff0fevil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/',
      'http:evil.example',
      'https:/evil.example',
      'evil.example',
      '@evil.example',
      '//@evil.example',
      '//kustvastgoed.be@evil.example/',
      'https://kustvastgoed.be@evil.example/',
      '',
      null,
      undefined,
    ]) {
      assert.equal(sameOriginPath(target, site), null, JSON.stringify(target));
    }
  });
  test('userinfo and unicode inside a path stay a path on the site', () => {
    // Not another host: '@' after the first slash is part of the path, and a full-width slash is a letter.
    assert.equal(sameOriginPath('/@evil.example', site), '/@evil.example');
    assert.equal(sameOriginPath('/nl/\uff0fevil.example', site), '/nl/%EF%BC%8Fevil.example');
  });
});

describe('listing text in the page language', () => {
  const p = {
    title: 'Ruime villa',
    description: 'Een ruime villa.',
    language: 'nl',
    texts: { fr: { title: 'Villa spacieuse', description: 'Une villa spacieuse.' }, en: { title: 'Spacious villa', description: '' } },
  };
  test("the CRM's text in that language when it has a description; else the Dutch one, marked Dutch", () => {
    assert.deepEqual(listingTextIn(p, 'fr'), { title: 'Villa spacieuse', description: 'Une villa spacieuse.', language: 'fr' });
    assert.deepEqual(listingTextIn(p, 'en'), { title: 'Ruime villa', description: 'Een ruime villa.', language: 'nl' });
    assert.deepEqual(listingTextIn(p, 'de'), { title: 'Ruime villa', description: 'Een ruime villa.', language: 'nl' });
  });
});
