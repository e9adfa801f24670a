import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PageModule } from '../src/cms/types';
import { pageShowsNothing } from '../src/modules/page-shows-nothing';

/** A module as the rule sees it: published or not, and (through the fake check) empty or not. */
const mod = (id: string, empty: boolean, isPublished = true) => ({ id, isPublished, layout: {}, empty }) as unknown as PageModule;
const check = async (module: PageModule) => (module as unknown as { empty: boolean }).empty;
const env = { locale: 'nl', preview: false } as const;

describe('pageShowsNothing: a page whose modules all show nothing is no destination', () => {
  test('every module empty: shows nothing', async () => assert.equal(await pageShowsNothing({ modules: [mod('a', true), mod('b', true)] }, env, check), true));
  test('one module with content: shows something', async () =>
    assert.equal(await pageShowsNothing({ modules: [mod('a', true), mod('b', false)] }, env, check), false));
  test('an unpublished module with content does not count', async () =>
    assert.equal(await pageShowsNothing({ modules: [mod('a', true), mod('b', false, false)] }, env, check), true));
  test('a page without modules is its own text', async () => assert.equal(await pageShowsNothing({ modules: [] }, env, check), false));
});
