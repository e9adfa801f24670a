import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  COUNTRY_IDS,
  PROPERTY_CATEGORIES,
  PUBLIC_STATUS_CODES,
  availabilityLabel,
  availabilityOf,
  countryName,
  isPublicStatus,
  parseGoal,
  parseStatus,
  parseWebIds,
  propertyCategoryName,
} from '../src/catalog';
import { DEFAULT_LOCALE, LOCALES, isLocale, toLocale } from '../src/i18n';

describe('property categories', () => {
  test('nine categories in ShowOrder 0..8, Garage/Parking last', () => {
    assert.deepEqual(
      PROPERTY_CATEGORIES.map((c) => c.webId),
      [1, 2, 3, 4, 5, 6, 8, 9, 7],
    );
    assert.deepEqual(
      PROPERTY_CATEGORIES.map((c) => c.showOrder),
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    );
    assert.deepEqual(
      PROPERTY_CATEGORIES.map((c) => c.names.nl),
      ['Huis', 'Appartement', 'Studio', 'Grond', 'Opbrengsteigendom', 'Commercieel', 'Industrieel', 'Kantoren', 'Garage/Parking'],
    );
    assert.ok(PROPERTY_CATEGORIES.every((c) => c.sale && c.rent));
  });
  test('names in every language', () => {
    for (const c of PROPERTY_CATEGORIES) for (const locale of LOCALES) assert.ok(c.names[locale].length > 0);
    assert.equal(propertyCategoryName(2, 'fr'), 'Appartement');
    assert.equal(propertyCategoryName('1', 'de'), 'Haus');
    assert.equal(propertyCategoryName(10, 'en'), null);
  });
  test('parseWebIds', () => {
    assert.deepEqual(parseWebIds('1,2'), [1, 2]);
    assert.deepEqual(parseWebIds(' 2, 2 ,99, x,7'), [2, 7]);
    assert.deepEqual(parseWebIds([3, '4']), [3, 4]);
    assert.deepEqual(parseWebIds(null), []);
  });
});

describe('locales', () => {
  test('nl, fr, en, de with default nl', () => {
    assert.deepEqual(LOCALES, ['nl', 'fr', 'en', 'de']);
    assert.equal(DEFAULT_LOCALE, 'nl');
    assert.equal(isLocale('fr'), true);
    assert.equal(isLocale('es'), false);
    assert.equal(toLocale('fr-BE'), 'fr');
    assert.equal(toLocale('DE'), 'de');
    assert.equal(toLocale('es'), 'nl');
    assert.equal(toLocale(undefined, 'en'), 'en');
  });
});

describe('goal, status and availability', () => {
  test('goal codes', () => {
    assert.equal(parseGoal(0), 'sale');
    assert.equal(parseGoal('1'), 'rent');
    assert.equal(parseGoal(2), 'takeover');
    assert.equal(parseGoal(3), null);
    assert.equal(parseGoal(''), null);
    assert.equal(parseGoal(' '), null);
    assert.equal(parseGoal(null), null);
  });
  test('status codes', () => {
    assert.equal(parseStatus(0), 'prospective');
    assert.equal(parseStatus('6'), 'reference');
    assert.equal(parseStatus('toString'), null);
    assert.equal(parseStatus(7), null);
  });
  test('public statuses are 1, 2 and 4', () => {
    assert.deepEqual(PUBLIC_STATUS_CODES, [1, 2, 4]);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6].filter(isPublicStatus), [1, 2, 4]);
    assert.equal(isPublicStatus('1'), true);
    assert.equal(isPublicStatus(null), false);
  });
  test('availability from goal and status', () => {
    assert.equal(availabilityOf(0, 1), 'for_sale');
    assert.equal(availabilityOf('1', '1'), 'for_rent');
    assert.equal(availabilityOf(2, 1), 'takeover');
    assert.equal(availabilityOf(0, 2), 'sold');
    assert.equal(availabilityOf(1, 4), 'rented');
    for (const status of [0, 3, 5, 6, 99, null]) assert.equal(availabilityOf(0, status), 'unavailable', String(status));
    assert.equal(availabilityOf(7, 1), 'unavailable');
    assert.equal(availabilityOf(undefined, 1), 'unavailable');
  });
  test('labels in four languages', () => {
    assert.equal(availabilityLabel('for_sale', 'nl'), 'Te koop');
    assert.equal(availabilityLabel('for_rent', 'fr'), 'À louer');
    assert.equal(availabilityLabel('sold', 'en'), 'Sold');
    assert.equal(availabilityLabel('rented', 'de'), 'Vermietet');
    for (const locale of LOCALES) for (const a of AVAILABILITIES) assert.ok(AVAILABILITY_LABELS[locale][a].length > 0);
  });
});

describe('countries', () => {
  test('ids and names', () => {
    assert.deepEqual(COUNTRY_IDS, { belgium: 10, luxembourg: 50, france: 33 });
    assert.equal(countryName(10, 'nl'), 'België');
    assert.equal(countryName('50', 'fr'), 'Luxembourg');
    assert.equal(countryName(33, 'de'), 'Frankreich');
    assert.equal(countryName(49, 'en'), null);
  });
});
