import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONTACT_FORMS, contactFormFromEnum, isContactForm, MODULE_KINDS, moduleComponent, moduleTypename } from '../src/site';

describe('site vocabulary', () => {
  test('contact forms come back from their GraphQL enum spelling; unknown ones do not', () => {
    for (const id of CONTACT_FORMS) assert.equal(contactFormFromEnum(id.replaceAll('-', '_')), id);
    assert.equal(contactFormFromEnum('contact_us'), null);
    assert.equal(contactFormFromEnum(null), null);
    assert.equal(isContactForm('contactMe'), false);
  });

  test('each module kind names its CMS component and GraphQL type', () => {
    assert.deepEqual(MODULE_KINDS.map(moduleComponent), [
      'modules.article',
      'modules.property-list',
      'modules.category',
      'modules.contact',
      'modules.cookie-list',
      'modules.favourites',
      'modules.renovation-calculator',
      'modules.project-list',
    ]);
    assert.deepEqual(MODULE_KINDS.map(moduleTypename), [
      'ComponentModulesArticle',
      'ComponentModulesPropertyList',
      'ComponentModulesCategory',
      'ComponentModulesContact',
      'ComponentModulesCookieList',
      'ComponentModulesFavourites',
      'ComponentModulesRenovationCalculator',
      'ComponentModulesProjectList',
    ]);
  });
});
