/**
 * One vocabulary: the ids that cross packages are owned by @coast/domain, and the CMS schema's enums
 * and components are spelled the same way (a new value on one side only fails here).
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import * as domain from '@coast/domain';
import { attributeOf, cms, database, enumOf } from '../helpers/context';

describe(`one vocabulary on ${database}`, () => {
  test('schema enums equal the domain lists: availability, goal, contact forms, list module goal and sort', () => {
    const sorted = (values: readonly string[]) => [...values].sort();
    assert.deepEqual(sorted(enumOf('api::property.property', 'availability')), sorted(domain.AVAILABILITIES));
    assert.deepEqual(sorted(enumOf('api::property.property', 'goal')), sorted(domain.GOALS));
    assert.deepEqual(sorted(enumOf('modules.contact', 'form')), sorted(domain.CONTACT_FORMS));
    assert.deepEqual(sorted(enumOf('modules.property-list', 'goal')), sorted(domain.LIST_MODULE_GOALS));
    assert.deepEqual(sorted(enumOf('modules.property-list', 'sortBy')), sorted(domain.LIST_SORTS));
  });

  test("the owner portal's values equal the domain lists: viewing and communication status, type, source, document kind", () => {
    const sorted = (values: readonly string[]) => [...values].sort();
    assert.deepEqual(sorted(enumOf('api::listing-viewing.listing-viewing', 'viewingStatus')), sorted(domain.VIEWING_STATUSES));
    assert.deepEqual(sorted(enumOf('api::listing-communication.listing-communication', 'type')), sorted(domain.COMMUNICATION_TYPES));
    assert.deepEqual(sorted(enumOf('api::listing-communication.listing-communication', 'communicationStatus')), sorted(domain.COMMUNICATION_STATUSES));
    assert.deepEqual(sorted(enumOf('api::listing-communication.listing-communication', 'source')), sorted(domain.REQUEST_SOURCES));
    assert.deepEqual(sorted(enumOf('api::owner-document.owner-document', 'kind')), sorted(domain.OWNER_DOCUMENT_KINDS));
  });

  test("a link's icon choices are exactly the site's icons", () => {
    assert.deepEqual([...enumOf('shared.link', 'icon')].sort(), [...domain.ICON_NAMES].sort());
  });

  test("a page's modules are exactly the domain's module kinds", () => {
    const zone = attributeOf('api::menu-page.menu-page', 'modules');
    assert.ok(zone?.type === 'dynamiczone', 'modules is a dynamic zone');
    assert.deepEqual([...zone.components].sort(), domain.MODULE_KINDS.map(domain.moduleComponent).sort());
  });

  test('every page key the code links to exists as a published page in every language', async () => {
    const pages = cms().strapi.documents('api::menu-page.menu-page');
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      const keys = (await pages.findMany({ locale, status: 'published', fields: ['key'], limit: 500 })).map((p) => p.key);
      for (const key of Object.values(domain.PAGE_KEYS)) assert.ok(keys.includes(key), `${key} in ${locale}`);
    }
  });
});
