import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORIES_VERSION,
  EMBED_CONSENT_CATEGORY,
  EMBED_KINDS,
  OPTIONAL_CONSENT_CATEGORIES,
  consentCategoryFromEnum,
  consentRevision,
  isConsentCategory,
} from '../src/site';

describe('cookie consent vocabulary', () => {
  test("the spec's five categories in its order; the four optional ones leave 'necessary' out", () => {
    assert.deepEqual(CONSENT_CATEGORIES, ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified']);
    assert.deepEqual(OPTIONAL_CONSENT_CATEGORIES, ['analytical', 'marketing', 'social-media', 'unclassified']);
  });

  test('categories come back from their GraphQL enum spelling; unknown ones do not', () => {
    for (const id of CONSENT_CATEGORIES) assert.equal(consentCategoryFromEnum(id.replaceAll('-', '_')), id);
    assert.equal(consentCategoryFromEnum('socialMedia'), null);
    assert.equal(consentCategoryFromEnum(undefined), null);
    assert.equal(isConsentCategory('statistics'), false);
  });

  test("the stored revision changes with the categories' version and with the CMS's number", () => {
    assert.equal(consentRevision(1), CONSENT_CATEGORIES_VERSION * 1000 + 1);
    assert.notEqual(consentRevision(2), consentRevision(1));
    // Nothing or nonsense in the CMS counts as its first revision; the CMS part cannot reach the next version.
    assert.equal(consentRevision(null), consentRevision(1));
    assert.equal(consentRevision(0), consentRevision(1));
    assert.equal(consentRevision(1.5), consentRevision(1));
    assert.equal(consentRevision(5000), CONSENT_CATEGORIES_VERSION * 1000 + 999);
  });

  test('every embed kind waits for an optional category', () => {
    for (const kind of EMBED_KINDS) assert.ok(OPTIONAL_CONSENT_CATEGORIES.includes(EMBED_CONSENT_CATEGORY[kind]));
  });
});
