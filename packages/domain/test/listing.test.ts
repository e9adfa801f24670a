import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  APPROXIMATE_POSITION_GRID,
  LISTING_FACT_SOURCES,
  PRICE_DERIVED_AMOUNTS,
  approximateArea,
  approximateCoordinate,
  parseExternalId,
  publicListingFacts,
} from '../src/listing';

const feed = { feedPrice: 304000, feedStreet: 'Stationsstraat', feedHouseNumber: '12', feedBoxNr: 'B1', feedLatitude: 51.1563, feedLongitude: 2.9669 };
/** The snapshot's 4512171 (PublishPrice 0): 12 % registration duties, the notary's scale, their total; the rest as a rent or viager would give them. */
const amounts = {
  feedNotaryFees: 3680,
  feedRegistrationRights: 36480,
  feedVat: '0',
  feedTotalCosts: 40160,
  feedDeposit: 2775,
  feedAgencyCost: 925,
  feedViagerMonthlyAnnuity: 1650,
};
const noAmounts = { notaryFees: null, registrationRights: null, vat: null, totalCosts: null, deposit: null, agencyCost: null, viagerMonthlyAnnuity: null };

describe('what a visitor may see of a listing', () => {
  test('published price and address are shown as the feed gives them', () => {
    assert.deepEqual(publicListingFacts({ ...feed, publishPrice: true, publishAddress: true }), {
      ...noAmounts,
      price: 304000,
      street: 'Stationsstraat',
      houseNumber: '12',
      boxNr: 'B1',
      latitude: 51.1563,
      longitude: 2.9669,
    });
  });

  test('a hidden price is null; the address stays', () => {
    const shown = publicListingFacts({ ...feed, publishPrice: false, publishAddress: true });
    assert.equal(shown.price, null);
    assert.equal(shown.street, 'Stationsstraat');
  });

  test('every amount that follows from the price is shown with it and hidden with it', () => {
    const shown = publicListingFacts({ ...feed, ...amounts, publishPrice: true });
    assert.deepEqual(
      { notaryFees: shown.notaryFees, registrationRights: shown.registrationRights, vat: shown.vat, totalCosts: shown.totalCosts },
      { notaryFees: 3680, registrationRights: 36480, vat: '0', totalCosts: 40160 },
    );
    assert.deepEqual([shown.deposit, shown.agencyCost, shown.viagerMonthlyAnnuity], [2775, 925, 1650]);
    const hidden = publicListingFacts({ ...feed, ...amounts, publishPrice: false });
    for (const name of Object.keys(PRICE_DERIVED_AMOUNTS)) assert.equal(hidden[name as keyof typeof hidden], null, name);
    // Hidden whatever else is true: no address flag, an absent price, a zero amount.
    assert.deepEqual(
      Object.keys(noAmounts).map((name) => publicListingFacts({ ...amounts, feedRegistrationRights: 0, publishPrice: false })[name as keyof typeof noAmounts]),
      Object.values(noAmounts),
    );
  });

  test('a write that changes one amount or the flag re-derives the public facts', () => {
    for (const feedField of Object.values(PRICE_DERIVED_AMOUNTS)) assert.ok((LISTING_FACT_SOURCES as readonly string[]).includes(feedField), feedField);
    assert.ok((LISTING_FACT_SOURCES as readonly string[]).includes('publishPrice'));
  });

  test('a hidden address drops street, number and box and keeps only the centre of a 0.003° cell (about 300 m)', () => {
    const shown = publicListingFacts({ ...feed, publishPrice: true, publishAddress: false });
    assert.deepEqual([shown.street, shown.houseNumber, shown.boxNr], [null, null, null]);
    assert.equal(shown.latitude, 51.1575);
    assert.equal(shown.longitude, 2.9655);
    // Every exact position in the same cell gives the same public one: nothing of the house leaks.
    const neighbour = publicListingFacts({ ...feed, feedLatitude: 51.1581, feedLongitude: 2.9641, publishAddress: false });
    assert.deepEqual([neighbour.latitude, neighbour.longitude], [shown.latitude, shown.longitude]);
  });

  test('the approximate position is never further than half a cell diagonal from the real one', () => {
    for (const value of [51.0001, 51.00299, -3.3333, 2.9]) {
      assert.ok(Math.abs(approximateCoordinate(value) - value) <= APPROXIMATE_POSITION_GRID / 2 + 1e-9, String(value));
    }
  });

  test('the approximate area is the whole cell around the public centre, and holds the real position', () => {
    const shown = publicListingFacts({ ...feed, publishAddress: false });
    const area = approximateArea(shown.latitude!, shown.longitude!);
    assert.deepEqual(area, { south: 51.156, west: 2.964, north: 51.159, east: 2.967 });
    assert.ok(area.south <= feed.feedLatitude && feed.feedLatitude <= area.north);
    assert.ok(area.west <= feed.feedLongitude && feed.feedLongitude <= area.east);
    // The same for every house in the cell: the area says nothing more than the centre.
    const neighbour = publicListingFacts({ ...feed, feedLatitude: 51.1581, feedLongitude: 2.9641, publishAddress: false });
    assert.deepEqual(approximateArea(neighbour.latitude!, neighbour.longitude!), area);
  });

  test('absent flags mean "publish"; missing or zero coordinates give no position', () => {
    assert.equal(publicListingFacts({ feedPrice: 1 }).price, 1);
    const nowhere = publicListingFacts({ ...feed, feedLatitude: 0, feedLongitude: 0, publishAddress: false });
    assert.deepEqual([nowhere.latitude, nowhere.longitude], [null, null]);
  });
});

describe('a listing id read at an edge', () => {
  test('1 to 12 digits are a reference; any other text is not', () => {
    assert.equal(parseExternalId('4512345'), 4512345);
    assert.equal(parseExternalId('999999999999'), 999_999_999_999);
    for (const text of ['', ' 4512345', '4512345 ', '45a', '-1', '1e3', '4.5', '1234567890123'])
      assert.equal(parseExternalId(text), null, JSON.stringify(text));
  });
});
