import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listQueryString, readListQuery } from '../src/routing/list-query';
import { LIST_QUERY_KEYS } from '../src/routing/list-query-keys';
import { withPageQuery } from '../src/routing/page-query';
import { rememberedLanguagePath } from '../src/routing/remembered-language';

describe('language switch: what the other language keeps', () => {
  test('page parameters kept, the list query as the server wrote it, tracking dropped', () => {
    assert.equal(withPageQuery('/fr/candidature-locataire/', '?property=4512359&utm_source=mail&fbclid=x'), '/fr/candidature-locataire/?property=4512359');
    assert.equal(withPageQuery('/fr/a-vendre/?city=gistel&page=2', '?city=Gistel&page=2&gclid=1'), '/fr/a-vendre/?city=gistel&page=2');
    assert.equal(withPageQuery('/en/favourites/', '?compare=12,34'), '/en/favourites/?compare=12,34');
    assert.equal(withPageQuery('/de/', ''), '/de/');
  });
  test('LIST_QUERY_KEYS names every parameter a list writes', () => {
    const full = readListQuery(
      new URLSearchParams('available=1&bedrooms=2&city=gistel&epc=c&max_price=2&min_price=1&page=2&sort=price_asc&surface=9&takeover=1&type=1'),
    );
    const keys = new Set([...new URLSearchParams(listQueryString(full)).keys(), ...new URLSearchParams(listQueryString({ ...full, view: 'map' })).keys()]);
    assert.deepEqual([...keys].sort(), [...LIST_QUERY_KEYS].sort());
  });
  test('a language-less listing address goes to the remembered language', () => {
    assert.equal(rememberedLanguagePath('/property/4512383/', 'fr'), '/fr/property/4512383/');
    assert.equal(rememberedLanguagePath('/property/4512383', 'de'), '/de/property/4512383/');
    assert.equal(rememberedLanguagePath('/property/4512383/', 'xx'), null);
    assert.equal(rememberedLanguagePath('/property/4512383/', undefined), null);
    assert.equal(rememberedLanguagePath('/nl/property/4512383/', 'fr'), null);
    assert.equal(rememberedLanguagePath('/for-sale/', 'fr'), null);
  });
});
