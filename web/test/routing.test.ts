import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computedAlternates } from '../src/routing/alternates';
import { languageSettings, localeOfPath } from '../src/routing/locales';
import type { PathRow } from '../src/cms/types';
import { buildPathTable, localizeHref } from '../src/routing/path-table';
import { listingPath } from '../src/routing/listing-url';
import { resolveRoute } from '../src/routing/resolve-route';

const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
function rows(key: string, originalPath: string, paths: Record<(typeof LOCALES)[number], string>, extra: Partial<PathRow> = {}): PathRow[] {
  return LOCALES.map((locale) => ({
    documentId: `doc-${key}`,
    key,
    locale,
    path: paths[locale],
    originalPath,
    type: 'page',
    name: `${key}-${locale}`,
    isHome: false,
    updatedAt: null,
    ...extra,
  }));
}
const table = buildPathTable([
  ...rows('home', '/', { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }, { isHome: true }),
  ...rows('for-sale', '/for-sale/', { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }),
  ...rows('for-rent', '/for-rent/', { nl: '/nl/te-huur/', fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' }),
  ...rows('services', '/services/', { nl: '/nl/service/', fr: '/fr/services/', en: '/en/services/', de: '/de/dienstleistungen/' }),
  ...rows('aankoop', '/Aankoop/', { nl: '/nl/aankoop/', fr: '/fr/achat/', en: '/en/buying/', de: '/de/kaufbegleitung/' }),
]);
const all = languageSettings({ languages: LOCALES.map((code) => ({ code, use: true })), defaultLanguage: 'nl' });

describe('language of a path', () => {
  test('an enabled language code first switches the language; anything else is the default', () => {
    assert.deepEqual(localeOfPath('/fr/a-vendre/', all), { locale: 'fr', explicit: true });
    assert.deepEqual(localeOfPath('/for-sale/', all), { locale: 'nl', explicit: false });
    assert.deepEqual(localeOfPath('/preview/de/', all), { locale: 'de', explicit: true });
  });
  test('a disabled language is not a language code; the default language is always enabled', () => {
    const noGerman = languageSettings({
      languages: [
        { code: 'de', use: false },
        { code: 'fr', use: true },
      ],
      defaultLanguage: 'en',
    });
    assert.deepEqual(noGerman.enabled, ['fr', 'en']);
    assert.deepEqual(localeOfPath('/de/zu-verkaufen/', noGerman), { locale: 'en', explicit: false });
  });
});

describe('route resolution through the path table', () => {
  test('localized and original paths (original ones in any letter case) give the page', () => {
    const fr = resolveRoute('/fr/a-vendre/', table, all);
    assert.equal(fr.match.kind === 'page' && fr.match.page.key, 'for-sale');
    assert.equal(fr.locale, 'fr');
    const original = resolveRoute('/for-sale/', table, all);
    assert.equal(original.match.kind === 'page' && original.match.page.key, 'for-sale');
    assert.equal(original.locale, 'nl');
    const aankoop = resolveRoute('/aankoop/', table, all);
    assert.equal(aankoop.match.kind === 'page' && aankoop.match.page.key, 'aankoop');
    assert.equal(resolveRoute('/', table, all).match.kind, 'page');
  });
  test('a localized path in the wrong language is unknown', () => {
    assert.equal(resolveRoute('/fr/te-koop/', table, all).match.kind, 'unknown');
    assert.equal(resolveRoute('/nl/bestaat-niet/', table, all).match.kind, 'unknown');
  });
  test('a path with a control character names nothing, in its language: no slug or id lookup', () => {
    for (const path of ['/nl/te-koop/%00/', '/fr/a-vendre/%1F/', '/nl/te-koop/gistel/x%00/4512308/', '/en/property/4512308%7F/', '/de/%0A/']) {
      const route = resolveRoute(path, table, all);
      assert.equal(route.match.kind, 'unknown', path);
      assert.equal(route.locale, path.split('/')[1], path);
    }
  });
  test('listings under a list path, /property/{id}/ and /{lang}/property/{id}/', () => {
    for (const path of [
      '/nl/te-koop/gistel/halfopen-woning/4512308/',
      '/for-sale/gistel/x/4512308/',
      '/property/4512308/',
      '/en/property/4512308/',
      '/fr/a-louer/4512308/',
    ]) {
      const route = resolveRoute(path, table, all);
      assert.deepEqual(route.match, { kind: 'listing', externalId: 4512308 }, path);
    }
  });
  test('articles and categories below the page that shows them; never below home', () => {
    const route = resolveRoute('/nl/service/epc-renovatieplicht/', table, all);
    assert.equal(route.match.kind, 'content');
    assert.equal(route.match.kind === 'content' && route.match.slug, 'epc-renovatieplicht');
    assert.equal(resolveRoute('/nl/iets/', table, all).match.kind, 'unknown');
  });
  test("a 'preview' segment asks for drafts and is not part of the path", () => {
    const route = resolveRoute('/preview/nl/te-koop/', table, all);
    assert.equal(route.preview, true);
    assert.equal(route.path, '/nl/te-koop/');
    assert.equal(route.match.kind, 'page');
  });
});

describe('URLs', () => {
  test('one canonical listing URL per language; rentals under the rent path', () => {
    const house = { externalId: 4512308, goal: 'sale' as const, cityName: 'Gistel', typeDescription: 'Halfopen woning', mainTypeName: 'Huis' };
    assert.equal(listingPath(table, house, 'nl'), '/nl/te-koop/gistel/halfopen-woning/4512308/');
    assert.equal(listingPath(table, house, 'fr'), '/fr/a-vendre/gistel/maison-semi-mitoyenne/4512308/');
    assert.equal(listingPath(table, { ...house, goal: 'rent', cityName: 'Liège' }, 'de'), '/de/zu-vermieten/liege/doppelhaushalfte/4512308/');
  });
  test('top-bar links: original paths go to the page in the language, others stay', () => {
    assert.equal(localizeHref(table, 'de', '/Aankoop/'), '/de/kaufbegleitung/');
    assert.equal(localizeHref(table, 'fr', '/for-sale/?city=Gistel'), '/fr/a-vendre/?city=Gistel');
    assert.equal(localizeHref(table, 'fr', 'tel:+3259278450'), 'tel:+3259278450');
    // A phone link typed in the national form dials from abroad too.
    assert.equal(localizeHref(table, 'en', 'tel:059 27 84 50'), 'tel:+3259278450');
    assert.equal(localizeHref(table, 'fr', '/unknown/'), '/unknown/');
  });
  test('alternates: every enabled language', () => {
    assert.deepEqual(Object.keys(computedAlternates(all, (l) => `/${l}/`)), ['nl', 'fr', 'en', 'de']);
  });
});
