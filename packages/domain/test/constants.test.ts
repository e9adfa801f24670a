import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  MAX_RECORD_ID,
  PURCHASE_ADVANCE_RATE,
  RENTAL_CONFIRMATION_TEXTS,
  RENTAL_DEPOSIT_MONTHS,
  classifyDevice,
  contactTimeSlots,
  deviceFlags,
  deviceMediaQuery,
  languageLoadRetryDelay,
  purchaseAdvance,
  recordId,
  rentalConfirmationTexts,
  rentalDeposit,
} from '../src/constants';
import { LOCALES } from '../src/i18n';

describe('device breakpoints', () => {
  test('helper: ≤767 mobile, 768-960 tablet, >960 desktop', () => {
    assert.equal(classifyDevice(320, 'helper'), 'mobile');
    assert.equal(classifyDevice(767, 'helper'), 'mobile');
    assert.equal(classifyDevice(768, 'helper'), 'tablet');
    assert.equal(classifyDevice(960, 'helper'), 'tablet');
    assert.equal(classifyDevice(961, 'helper'), 'desktop');
  });
  test('shell: <767 mobile, 767-<1280 tablet, ≥1280 desktop', () => {
    assert.equal(classifyDevice(766, 'shell'), 'mobile');
    assert.equal(classifyDevice(766.5, 'shell'), 'mobile');
    assert.equal(classifyDevice(767, 'shell'), 'tablet');
    assert.equal(classifyDevice(1279, 'shell'), 'tablet');
    assert.equal(classifyDevice(1280, 'shell'), 'desktop');
    assert.equal(classifyDevice(1920), 'desktop');
  });
  test('the two schemes disagree at 767 and 1000', () => {
    assert.notEqual(classifyDevice(767, 'helper'), classifyDevice(767, 'shell'));
    assert.notEqual(classifyDevice(1000, 'helper'), classifyDevice(1000, 'shell'));
  });
  test('no width (server): desktop', () => assert.equal(classifyDevice(Number.NaN), 'desktop'));
  test('flags and media queries', () => {
    assert.deepEqual(deviceFlags(800), { isMobile: false, isTablet: true, isDesktop: false });
    assert.equal(deviceMediaQuery('tablet', 'helper'), '(min-width: 768px) and (max-width: 960px)');
    assert.equal(deviceMediaQuery('desktop'), '(min-width: 1280px)');
  });
});

describe('contact time slots', () => {
  test('10:00-13:00, 14:00-16:00, 16:00-19:00', () => {
    for (const locale of ['fr', 'en', 'de'] as const) {
      assert.deepEqual(
        contactTimeSlots(locale).map((s) => s.label),
        ['10:00-13:00', '14:00-16:00', '16:00-19:00'],
      );
    }
  });
  test('Dutch afternoon is 13:00-16:00; ids are the same in every language', () => {
    assert.deepEqual(
      contactTimeSlots('nl').map((s) => s.label),
      ['10:00-13:00', '13:00-16:00', '16:00-19:00'],
    );
    for (const locale of LOCALES)
      assert.deepEqual(
        contactTimeSlots(locale).map((s) => s.id),
        ['morning', 'afternoon', 'evening'],
      );
  });
});

describe('deposit and advance', () => {
  test('constants', () => {
    assert.equal(RENTAL_DEPOSIT_MONTHS, 3);
    assert.equal(PURCHASE_ADVANCE_RATE, 0.1);
  });
  test('deposit is 3 months of rent', () => {
    assert.equal(rentalDeposit(850), 2550);
    assert.equal(rentalDeposit(833.33), 2499.99);
    assert.equal(rentalDeposit(Number.NaN), null);
    assert.equal(rentalDeposit(-1), null);
  });
  test('advance is 10% of the price', () => {
    assert.equal(purchaseAdvance(245000), 24500);
    assert.equal(purchaseAdvance(199999), 19999.9);
    assert.equal(purchaseAdvance(0.07), 0.01);
    assert.equal(purchaseAdvance(Number.POSITIVE_INFINITY), null);
  });
});

describe('rental appointment confirmation texts', () => {
  test('every language has the four items, with placeholders', () => {
    for (const locale of LOCALES) {
      const texts = RENTAL_CONFIRMATION_TEXTS[locale];
      assert.match(texts.minimumIncome, /\{0\}/);
      assert.match(texts.maxPersons, /\{0\}/);
      assert.ok(texts.descriptionRead.length > 0);
      assert.equal(texts.amountDueItems.length, 4);
      assert.match(texts.amountDueItems[3], /3/);
    }
  });
  test('values are filled in', () => {
    const nl = rentalConfirmationTexts('nl', { minimumIncome: 2400, maxPersons: 3 });
    assert.equal(nl.minimumIncome, 'Ik heb een minimuminkomen van 2400 euro per maand en kan dit aantonen met bewijsstukken.');
    assert.equal(nl.maxPersons, 'Het pand is geschikt voor maximaal 3 personen.');
    const en = rentalConfirmationTexts('en', { minimumIncome: 2400, maxPersons: 3 });
    assert.match(en.minimumIncome, /2400 euro per month/);
    assert.deepEqual(en.amountDueItems, [
      "the first month's rent",
      "the first month's charges",
      'my share in the inventory costs',
      "a deposit of 3 months' rent",
    ]);
  });
});

describe('language load retries', () => {
  test('350 ms doubling, 5 retries', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map(languageLoadRetryDelay), [350, 700, 1400, 2800, 5600]);
    assert.equal(languageLoadRetryDelay(6), null);
    assert.equal(languageLoadRetryDelay(0), null);
  });
});

describe('record ids from URLs and searches', () => {
  test('1 to 2,147,483,647 are ids; anything larger, zero or not a number is not', () => {
    assert.equal(recordId('4512121'), 4512121);
    assert.equal(recordId('2147483647'), MAX_RECORD_ID);
    for (const text of ['2147483648', '9999999999', '99999999999999999999999', '0', '-1', '12a', '', null]) assert.equal(recordId(text), null, String(text));
  });
});
