import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consentRevision } from '@coast/domain';
import type { CookieConsentTexts } from '../src/cms/types';
import { dialogTranslation, firstLayerTexts } from '../src/consent/dialog-texts';
import { parseStoredChoice } from '../src/consent/storage';
import { choiceOf, recordOf } from '../src/consent/choice';

const NOW = Date.UTC(2026, 10, 23);
const REVISION = consentRevision(1);
const entry = (fields: Record<string, unknown>) =>
  JSON.stringify({ categories: ['necessary', 'analytical'], revision: REVISION, consentId: 'a1', expirationTime: NOW + 1000, ...fields });

describe('the stored choice', () => {
  test('valid only for this revision, before it expires, with an id and its categories', () => {
    assert.deepEqual(parseStoredChoice(entry({}), REVISION, NOW), { analytical: true, marketing: false, 'social-media': false, unclassified: false });
    // Another revision (the categories or the CMS's version changed): asked again.
    assert.equal(parseStoredChoice(entry({}), consentRevision(2), NOW), null);
    assert.equal(parseStoredChoice(entry({ expirationTime: NOW - 1 }), REVISION, NOW), null);
    assert.equal(parseStoredChoice(entry({ consentId: '' }), REVISION, NOW), null);
    assert.equal(parseStoredChoice(entry({ categories: 'analytical' }), REVISION, NOW), null);
    assert.equal(parseStoredChoice('{not json', REVISION, NOW), null);
    assert.equal(parseStoredChoice(null, REVISION, NOW), null);
  });

  test("the spec's record: 'set' and the four flags", () => {
    assert.deepEqual(recordOf(choiceOf(['necessary', 'social-media', 'unknown'])), {
      consent: 'set',
      analytical: false,
      marketing: false,
      socialMedia: true,
      unclassified: false,
    });
  });
});

describe("the dialog's texts", () => {
  const cms: CookieConsentTexts = {
    revision: 1,
    title: 'Cookies <b>hier</b>',
    description: 'Regel één\nRegel twee',
    acceptAllLabel: 'Alles',
    declineLabel: '',
    settingsLabel: 'Kiezen',
    preferencesTitle: 'Instellingen',
    preferencesDescription: '',
    saveLabel: 'Opslaan',
    categories: [
      {
        category: 'analytical',
        title: 'Meten',
        description: 'Bezoek tellen',
        cookies: [{ name: '_ga', purpose: 'tellen & <meten>', lifetime: '2 jaar', party: 'Google' }],
      },
    ],
  };

  test("the CMS's texts go in as text, never as markup; empty ones take the site's standard text", () => {
    const { preferencesModal } = dialogTranslation(cms, 'nl', '/nl/cookiebeleid/');
    assert.equal(preferencesModal.acceptAllBtn, 'Alles');
    assert.equal(preferencesModal.acceptNecessaryBtn, 'Weigeren');
    const table = preferencesModal.sections.find((s) => s.linkedCategory === 'analytical')?.description ?? '';
    assert.ok(table.includes('<th scope="row">_ga</th><td>tellen &amp; &lt;meten&gt;</td>'), table);
    assert.ok(table.includes('<caption>Cookies in de categorie Meten</caption>'), table);
    assert.ok(preferencesModal.sections[0]?.description?.includes('<a href="/nl/cookiebeleid/">Cookiebeleid</a>'));
  });

  test("the first layer's texts are plain text (React escapes them), the CMS's description line by line", () => {
    assert.deepEqual(firstLayerTexts(cms, 'nl'), {
      title: 'Cookies <b>hier</b>',
      description: ['Regel één', 'Regel twee'],
      acceptAll: 'Alles',
      decline: 'Weigeren',
      changeSettings: 'Kiezen',
      cookiePolicy: 'Cookiebeleid',
    });
    assert.equal(firstLayerTexts(null, 'fr').decline, 'Refuser');
  });

  test('five categories in the spec order, the standard names where the CMS has none; no CMS at all still works', () => {
    const sections = dialogTranslation(null, 'de', null).preferencesModal.sections;
    assert.deepEqual(
      sections.map((s) => s.linkedCategory),
      ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified'],
    );
    assert.deepEqual(
      sections.map((s) => s.title),
      ['Unbedingt erforderlich', 'Analyse', 'Marketing', 'Soziale Medien', 'Nicht klassifiziert'],
    );
  });
});
