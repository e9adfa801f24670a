import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOCALES } from '@coast/domain';
import { LISTING_PAGE_FORMS, formTexts, textsForForm, textsForForms } from '../src/modules/contact/form/texts';

describe('a form island’s texts', () => {
  test('a form gets the texts it says, not the other forms’ messages', () => {
    for (const locale of LOCALES) {
      const contact = textsForForm(locale, 'site-contact');
      assert.equal(contact.send, formTexts.all(locale).send);
      assert.equal(contact.documentsSent, '');
      assert.equal(contact.documentsHint, '');
      assert.equal(textsForForm(locale, 'rental-application').documentsHint, formTexts.all(locale).documentsHint);
    }
  });

  test('a listing page’s two forms share one object holding what either says', () => {
    for (const locale of LOCALES) {
      const shared = textsForForms(locale, LISTING_PAGE_FORMS);
      // The same object each time: built once per language.
      assert.equal(textsForForms(locale, LISTING_PAGE_FORMS), shared);
      for (const form of LISTING_PAGE_FORMS) {
        const own = textsForForm(locale, form);
        for (const [key, value] of Object.entries(own)) if (value) assert.equal(shared[key as keyof typeof shared], value, `${locale} ${form} ${key}`);
      }
      assert.equal(shared.testimonialSent, '');
    }
  });
});
