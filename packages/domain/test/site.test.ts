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
    assert.equal(moduleComponent('property-list'), 'modules.property-list');
    assert.equal(moduleTypename('property-list'), 'ComponentModulesPropertyList');
    assert.equal(moduleTypename('article'), 'ComponentModulesArticle');
    // Every kind, a new one too: lowercase words joined by '-', one type name each.
    for (const kind of MODULE_KINDS) assert.match(kind, /^[a-z]+(-[a-z]+)*$/, kind);
    assert.equal(new Set(MODULE_KINDS.map(moduleTypename)).size, MODULE_KINDS.length);
  });
});
