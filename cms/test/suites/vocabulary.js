/**
 * One vocabulary: the ids that cross packages are owned by @coast/domain, and the CMS schema's enums
 * and components are spelled the same way (a new value on one side only fails here).
 */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const domain = require('@coast/domain');
const { cms, database } = require('../helpers/context');

const attribute = (uid, name) => {
  const model = uid.includes('::') ? cms().strapi.contentType(uid) : cms().strapi.components[uid];
  return model.attributes[name];
};

describe(`one vocabulary on ${database}`, () => {
  test('schema enums equal the domain lists: availability, goal, contact forms, list module goal and sort', () => {
    const sorted = (values) => [...values].sort();
    assert.deepEqual(sorted(attribute('api::property.property', 'availability').enum), sorted(domain.AVAILABILITIES));
    assert.deepEqual(sorted(attribute('api::property.property', 'goal').enum), sorted(domain.GOALS));
    assert.deepEqual(sorted(attribute('modules.contact', 'form').enum), sorted(domain.CONTACT_FORMS));
    assert.deepEqual(sorted(attribute('modules.property-list', 'goal').enum), sorted(domain.LIST_MODULE_GOALS));
    assert.deepEqual(sorted(attribute('modules.property-list', 'sortBy').enum), sorted(domain.LIST_SORTS));
  });

  test("the owner portal's values equal the domain lists: viewing and communication status, type, source, document kind", () => {
    const sorted = (values) => [...values].sort();
    assert.deepEqual(sorted(attribute('api::listing-viewing.listing-viewing', 'viewingStatus').enum), sorted(domain.VIEWING_STATUSES));
    assert.deepEqual(sorted(attribute('api::listing-communication.listing-communication', 'type').enum), sorted(domain.COMMUNICATION_TYPES));
    assert.deepEqual(sorted(attribute('api::listing-communication.listing-communication', 'communicationStatus').enum), sorted(domain.COMMUNICATION_STATUSES));
    assert.deepEqual(sorted(attribute('api::listing-communication.listing-communication', 'source').enum), sorted(domain.REQUEST_SOURCES));
    assert.deepEqual(sorted(attribute('api::owner-document.owner-document', 'kind').enum), sorted(domain.OWNER_DOCUMENT_KINDS));
  });

  test("a link's icon choices are exactly the site's icons", () => {
    assert.deepEqual([...attribute('shared.link', 'icon').enum].sort(), [...domain.ICON_NAMES].sort());
  });

  test("a page's modules are exactly the domain's module kinds", () => {
    const zone = attribute('api::menu-page.menu-page', 'modules');
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
