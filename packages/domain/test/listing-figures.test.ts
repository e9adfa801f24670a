import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatNumber } from '../src/i18n';
import {
  availableFromText,
  buildingConditionName,
  featureWhere,
  isNewBuild,
  matchesListingFeatures,
  parseAvailableFrom,
  parseBuildingCondition,
  pricePerSquareMetre,
  publicListingFacts,
} from '../src/listing';

describe('number format per language', () => {
  test('thousands are grouped the way each language writes them', () => {
    assert.equal(formatNumber(1917, 'nl'), '1.917');
    assert.equal(formatNumber(1917, 'de'), '1.917');
    assert.equal(formatNumber(1917, 'fr'), '1\u202f917');
    assert.equal(formatNumber(1917, 'en'), '1,917');
    assert.equal(formatNumber(10957, 'nl'), '10.957');
  });
  test('decimals only where there are any, with the language’s decimal sign', () => {
    assert.equal(formatNumber(85.5, 'nl'), '85,5');
    assert.equal(formatNumber(85.5, 'en'), '85.5');
    assert.equal(formatNumber(85, 'fr'), '85');
    assert.equal(formatNumber(85.04, 'nl'), '85');
    assert.equal(formatNumber(1234.56, 'en', 2), '1,234.56');
    assert.equal(formatNumber(Number.NaN, 'nl'), null);
  });
});

describe('price per m²', () => {
  const sale = { goal: 'sale', price: 595000, publishPrice: true, surfaceLiving: 284 };
  test('a public sale price over the living area, whole euro', () => {
    assert.equal(pricePerSquareMetre(sale), 2095);
    assert.equal(pricePerSquareMetre({ ...sale, price: '595000.00', surfaceLiving: '284' }), 2095);
  });
  test('never with a hidden price: it would give the price back', () => {
    assert.equal(pricePerSquareMetre({ ...sale, publishPrice: false }), null);
    // What the public API gives of a hidden price is null: still nothing.
    const facts = publicListingFacts({ feedPrice: 595000, publishPrice: false });
    assert.equal(pricePerSquareMetre({ ...sale, price: facts.price, publishPrice: false }), null);
    assert.equal(pricePerSquareMetre({ ...sale, price: facts.price, publishPrice: null }), null);
  });
  test('not for a rent, a "starting from" price, or without a living area', () => {
    assert.equal(pricePerSquareMetre({ ...sale, goal: 'rent' }), null);
    assert.equal(pricePerSquareMetre({ ...sale, priceUnit: 7 }), null);
    assert.equal(pricePerSquareMetre({ ...sale, surfaceLiving: null }), null);
    assert.equal(pricePerSquareMetre({ ...sale, surfaceLiving: 0 }), null);
  });
});

describe('building condition and move-in', () => {
  test('the feed’s ConditionID becomes a name, shown in four languages', () => {
    assert.equal(parseBuildingCondition(4), 'toRenovate');
    assert.equal(parseBuildingCondition('2'), 'new');
    assert.equal(parseBuildingCondition(42), null);
    assert.deepEqual(
      (['nl', 'fr', 'en', 'de'] as const).map((l) => buildingConditionName('toRenovate', l)),
      ['Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'],
    );
    assert.equal(buildingConditionName('unknown', 'nl'), null);
  });
  test('new build: new or still to be built', () => {
    assert.equal(isNewBuild('new'), true);
    assert.equal(isNewBuild('toBuild'), true);
    assert.equal(isNewBuild('renovated'), false);
    assert.equal(isNewBuild(null), false);
  });
  test('available from: the kind in words, or the date', () => {
    assert.equal(parseAvailableFrom(5), 'immediately');
    assert.equal(availableFromText('immediately', null, 'fr'), 'Immédiatement');
    assert.equal(availableFromText('atDate', '2027-03-01', 'nl'), 'Vanaf 1-3-2027');
    assert.equal(availableFromText('atDate', null, 'nl'), null);
    assert.equal(availableFromText(null, null, 'en'), null);
  });
});

describe('feature filters: one rule for the list and the alerts', () => {
  const house = { surfaceGarden: 400, surfaceTerrace: null, garages: 0, parkings: 2, facades: 3, surfaceGround: '812', condition: 'used', furnished: null };
  const flat = { surfaceGarden: 0, surfaceTerrace: 12, garages: 0, parkings: 0, facades: 2, surfaceGround: null, condition: 'new', furnished: true };
  test('each filter keeps what it says and drops the rest', () => {
    assert.equal(matchesListingFeatures(house, {}), true);
    assert.equal(matchesListingFeatures(house, { garden: true }), true);
    assert.equal(matchesListingFeatures(flat, { garden: true }), false);
    assert.equal(matchesListingFeatures(flat, { terrace: true }), true);
    assert.equal(matchesListingFeatures(house, { terrace: true }), false);
    assert.equal(matchesListingFeatures(house, { garageOrParking: true }), true);
    assert.equal(matchesListingFeatures(flat, { garageOrParking: true }), false);
    assert.equal(matchesListingFeatures(house, { facades: 3 }), true);
    assert.equal(matchesListingFeatures(house, { facades: 2 }), false);
    assert.equal(matchesListingFeatures({ facades: 5 }, { facades: 4 }), true);
    assert.equal(matchesListingFeatures({ facades: null }, { facades: 4 }), false);
    assert.equal(matchesListingFeatures(house, { minPlot: 800 }), true);
    assert.equal(matchesListingFeatures(house, { minPlot: 1000 }), false);
    assert.equal(matchesListingFeatures(flat, { minPlot: 1 }), false);
    assert.equal(matchesListingFeatures(flat, { newBuild: true }), true);
    assert.equal(matchesListingFeatures(house, { newBuild: true }), false);
    assert.equal(matchesListingFeatures(flat, { furnished: true }), true);
    assert.equal(matchesListingFeatures(house, { furnished: true }), false);
    assert.equal(matchesListingFeatures(house, { garden: true, facades: 3, minPlot: 500 }), true);
  });
  test('the CMS filters say the same', () => {
    assert.deepEqual(featureWhere({}), []);
    assert.deepEqual(featureWhere({ garden: true, garageOrParking: true, facades: 4, minPlot: 500, newBuild: true, furnished: true }), [
      { surfaceGarden: { gt: 0 } },
      { or: [{ garages: { gt: 0 } }, { parkings: { gt: 0 } }] },
      { facades: { gte: 4 } },
      { surfaceGround: { gte: 500 } },
      { condition: { in: ['new', 'toBuild'] } },
      { furnished: { eq: true } },
    ]);
  });
});
