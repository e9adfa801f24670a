import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PROPERTY_CATEGORIES } from '../src/catalog';
import { LOCALES } from '../src/i18n';
import { FEED_VALUES, PLANNING_CODES, feedValue, feedValueText, isKnownFeedValue, listingHeading, listingHeadingText } from '../src/listing';

describe('the translation table of the feed values', () => {
  test('every value has a non-empty word in nl, fr, en and de', () => {
    for (const [group, values] of Object.entries(FEED_VALUES)) {
      for (const [nl, names] of Object.entries(values)) {
        for (const locale of LOCALES) assert.ok(names[locale].trim(), `${group}: ${nl} has no ${locale} word`);
      }
    }
  });

  test('a value in two groups means the same in both (one lookup for all)', () => {
    const seen = new Map<string, string>();
    for (const values of Object.values(FEED_VALUES)) {
      for (const [nl, names] of Object.entries(values)) {
        const key = nl.toLowerCase();
        const words = JSON.stringify(names);
        if (seen.has(key)) assert.equal(seen.get(key), words, `${nl} is translated two ways`);
        seen.set(key, words);
      }
    }
  });

  test('the Dutch word of a value is the value itself (except planning codes, which get their meaning)', () => {
    for (const [group, values] of Object.entries(FEED_VALUES)) {
      if (group === 'planningCodes') continue;
      for (const [nl, names] of Object.entries(values)) assert.equal(names.nl, nl);
    }
  });

  test('types, banners and the feed values the issue names are translated', () => {
    assert.deepEqual(feedValue('Warmtepomp', 'fr'), { text: 'Pompe à chaleur', lang: 'fr' });
    assert.equal(feedValueText('Warmtepomp', 'de'), 'Wärmepumpe');
    assert.equal(feedValueText('Nieuw', 'en'), 'New');
    assert.equal(feedValueText('Prijsdaling', 'fr'), 'Baisse de prix');
    assert.equal(feedValueText('Verkocht', 'de'), 'Verkauft');
    assert.equal(feedValueText('Optie', 'en'), 'Under option');
    assert.equal(feedValueText('Hoogrendementsglas', 'en'), 'High-efficiency glazing');
    assert.equal(feedValueText('Eilandkeuken', 'fr'), 'Cuisine avec îlot');
    assert.equal(feedValueText('Plat dak (EPDM)', 'de'), 'Flachdach (EPDM)');
    assert.equal(feedValueText('Zuidwest', 'en'), 'South-west');
    assert.equal(feedValueText('Hout', 'fr'), 'Bois');
    assert.equal(feedValueText('Parket', 'de'), 'Parkett');
    assert.equal(feedValueText('Vrije lijfrente', 'fr'), 'Viager libre');
    assert.equal(feedValueText('Luxemburg', 'fr'), 'Luxembourg');
  });

  test('case and spacing do not matter', () => {
    assert.equal(feedValueText('  open   KEUKEN ', 'en'), 'Open kitchen');
    assert.ok(isKnownFeedValue('warmtepomp'));
  });

  test('an unknown value is shown as given and marked as Dutch; empty is null', () => {
    assert.deepEqual(feedValue(' Topligging ', 'de'), { text: 'Topligging', lang: 'nl' });
    assert.equal(isKnownFeedValue('Topligging'), false);
    assert.equal(feedValue('', 'fr'), null);
    assert.equal(feedValue(null, 'fr'), null);
    assert.equal(feedValueText(undefined, 'fr'), '');
  });

  test('a type reads exactly as the type filter names it (one word on card and dropdown)', () => {
    for (const category of PROPERTY_CATEGORIES) {
      for (const locale of LOCALES) assert.equal(feedValueText(category.names.nl, locale), category.names[locale]);
    }
    assert.equal(feedValueText('Appartement', 'de'), 'Wohnung');
  });

  test('all thirteen planning abbreviations of the Tips page have a meaning in every language', () => {
    assert.deepEqual(Object.keys(PLANNING_CODES), ['Vg', 'Gvg', 'Wg', 'Dv', 'Ho', 'Bo', 'Lod', 'Ms', 'Gmo', 'Vkr', 'Gvkr', 'Vv', 'Gvv']);
    assert.equal(feedValueText('Gvkr', 'en'), 'no right of pre-emption');
  });
});

describe('the listing heading rule', () => {
  const listing = { externalId: 4512308, typeDescription: 'Halfopen woning', mainTypeName: 'Huis', title: 'Charmante woning', language: 'nl' };

  test('the precise type, in the page language', () => {
    assert.equal(listingHeading(listing, 'nl'), 'Halfopen woning');
    assert.equal(listingHeading(listing, 'de'), 'Doppelhaushälfte');
    assert.deepEqual(listingHeadingText(listing, 'fr'), { text: 'Maison semi-mitoyenne', lang: 'fr' });
  });

  test('a precise type the table does not know: kept in Dutch, the broad type elsewhere', () => {
    const free = { ...listing, typeDescription: 'Ruime woning met zeezicht' };
    assert.equal(listingHeading(free, 'nl'), 'Ruime woning met zeezicht');
    assert.deepEqual(listingHeadingText(free, 'en'), { text: 'House', lang: 'en' });
  });

  test('no type known in any language: the Dutch text, marked as Dutch', () => {
    assert.deepEqual(listingHeadingText({ externalId: 1, typeDescription: 'Chalet', mainTypeName: 'Vakantiewoning' }, 'fr'), { text: 'Chalet', lang: 'nl' });
  });

  test('no type: the title, else the reference', () => {
    assert.deepEqual(listingHeadingText({ externalId: 7, title: 'Mooie woning' }, 'de'), { text: 'Mooie woning', lang: 'nl' });
    assert.equal(listingHeading({ externalId: 4512308 }, 'fr'), 'Réf. 4512308');
    assert.equal(listingHeading({ externalId: 4512308, typeDescription: ' ', title: '' }, 'nl'), 'Ref. 4512308');
  });
});
