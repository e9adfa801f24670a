import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOCALES } from '../src/i18n';
import type { DomainLogger } from '../src/log';
import { formatEuro, formatPrice, priceDisplay, PRICE_ON_REQUEST } from '../src/price';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A logger that remembers what it was told. */
function recorder() {
  const calls: Array<{ message: string; details?: Record<string, unknown> }> = [];
  const logger: DomainLogger = (message, details) => calls.push({ message, details });
  return { calls, logger };
}

describe('formatEuro: Belgian formatting per language', () => {
  test('nl: € before, dot groups', () => assert.equal(formatEuro(245000, 'nl'), `€${NBSP}245.000`));
  test('en: Belgian style like nl', () => assert.equal(formatEuro(245000, 'en'), `€${NBSP}245.000`));
  test('fr: narrow-space groups, € after', () => assert.equal(formatEuro(245000, 'fr'), `245${NNBSP}000${NBSP}€`));
  test('de: dot groups, € after', () => assert.equal(formatEuro(245000, 'de'), `245.000${NBSP}€`));
  test('matches Intl for nl-BE, fr-BE and de-BE', () => {
    for (const [locale, intl] of [
      ['nl', 'nl-BE'],
      ['fr', 'fr-BE'],
      ['de', 'de-BE'],
    ] as const) {
      for (const amount of [0, 5, 950, 1250, 245000, 1234567, 1245.5, 99.99]) {
        const expected = new Intl.NumberFormat(intl, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
          maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        }).format(amount);
        assert.equal(formatEuro(amount, locale), expected, `${locale} ${amount}`);
      }
    }
  });
  test('no decimals for whole amounts, two when fractional', () => {
    assert.equal(formatEuro(1250, 'nl'), `€${NBSP}1.250`);
    assert.equal(formatEuro(1250.5, 'nl'), `€${NBSP}1.250,50`);
    assert.equal(formatEuro(1250.005, 'nl'), `€${NBSP}1.250,01`);
    assert.equal(formatEuro(999, 'nl'), `€${NBSP}999`);
    assert.equal(formatEuro(1234567, 'de'), `1.234.567${NBSP}€`);
  });
  test('not a finite number: null', () => {
    assert.equal(formatEuro(Number.NaN, 'nl'), null);
    assert.equal(formatEuro(Number.POSITIVE_INFINITY, 'nl'), null);
  });
});

describe('formatPrice', () => {
  test('a normal sale price', () => {
    assert.equal(formatPrice({ price: 245000, publishPrice: 1, goal: 0 }, 'nl'), `€${NBSP}245.000`);
    assert.equal(formatPrice({ price: '245000', goal: '0' }, 'fr'), `245${NNBSP}000${NBSP}€`);
  });

  test('starting from (PriceUnit 7) is prefixed in the visitor language', () => {
    assert.equal(formatPrice({ price: 245000, priceUnit: 7 }, 'nl'), `Vanaf €${NBSP}245.000`);
    assert.equal(formatPrice({ price: 245000, priceUnit: '7' }, 'fr'), `À partir de 245${NNBSP}000${NBSP}€`);
    assert.equal(formatPrice({ price: 245000, priceUnit: 7 }, 'en'), `Starting from €${NBSP}245.000`);
    assert.equal(formatPrice({ price: 245000, priceUnit: 7 }, 'de'), `Ab 245.000${NBSP}€`);
  });

  test("starting from via PriceUnitText 'vanaf' (feed in Dutch, visitor in English)", () => {
    assert.equal(formatPrice({ price: 199000, priceUnitText: 'vanaf' }, 'en'), `Starting from €${NBSP}199.000`);
    assert.equal(formatPrice({ price: 199000, priceUnitText: 'Vanaf' }, 'nl'), `Vanaf €${NBSP}199.000`);
    assert.equal(formatPrice({ price: 199000, priceUnitText: 'à partir de' }, 'nl'), `Vanaf €${NBSP}199.000`);
    assert.equal(formatPrice({ price: 199000, priceUnit: 1, priceUnitText: '' }, 'nl'), `€${NBSP}199.000`);
  });

  test('a rent shows per month in the language', () => {
    assert.equal(formatPrice({ price: 850, goal: 1 }, 'nl'), `€${NBSP}850 / maand`);
    assert.equal(formatPrice({ price: 850, goal: '1' }, 'fr'), `850${NBSP}€ / mois`);
    assert.equal(formatPrice({ price: 850, goal: 'rent' }, 'en'), `€${NBSP}850 / month`);
    assert.equal(formatPrice({ price: 850, goal: 1 }, 'de'), `850${NBSP}€ / Monat`);
    assert.equal(formatPrice({ price: 850, priceUnitText: '/maand' }, 'en'), `€${NBSP}850 / month`);
  });

  test('a takeover is not a rent', () => {
    assert.equal(formatPrice({ price: 85000, goal: 2 }, 'nl'), `€${NBSP}85.000`);
  });

  test('starting from and per month together', () => {
    assert.equal(formatPrice({ price: 750, goal: 1, priceUnit: 7 }, 'nl'), `Vanaf €${NBSP}750 / maand`);
  });

  test('a hidden price (PublishPrice 0) shows price on request in every language', () => {
    const expected = { nl: 'Prijs op aanvraag', fr: 'Prix sur demande', en: 'Price on request', de: 'Preis auf Anfrage' };
    for (const locale of LOCALES) {
      assert.equal(formatPrice({ price: 245000, publishPrice: 0 }, locale), expected[locale]);
      assert.equal(formatPrice({ price: 245000, publishPrice: '0' }, locale), expected[locale]);
      assert.equal(PRICE_ON_REQUEST[locale], expected[locale]);
    }
    assert.equal(formatPrice({ price: 245000, publishPrice: false }, 'en'), 'Price on request');
  });

  test('a hidden price is not logged (it is not an error)', () => {
    const { calls, logger } = recorder();
    formatPrice({ price: 245000, publishPrice: 0 }, 'nl', { logger });
    formatPrice({ price: 0 }, 'nl', { logger });
    assert.equal(calls.length, 0);
  });

  test('price 0 is "no price": price on request', () => {
    assert.equal(formatPrice({ price: 0 }, 'nl'), 'Prijs op aanvraag');
  });

  for (const [label, price] of [
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['undefined', undefined],
    ['null', null],
    ['text', 'abc'],
    ['ambiguous 245.000', '245.000'],
    ['negative', -5],
    ['object', {}],
  ] as const) {
    test(`${label} → price on request, never NaN, and logged`, () => {
      const { calls, logger } = recorder();
      const text = formatPrice({ price }, 'fr', { logger });
      assert.equal(text, 'Prix sur demande');
      assert.doesNotMatch(text, /NaN|Infinity/);
      assert.equal(calls.length, 1);
      assert.match(calls[0]?.message ?? '', /price/);
    });
  }

  test('the default logger is console.warn', (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    assert.equal(formatPrice({ price: Number.NaN }, 'nl'), 'Prijs op aanvraag');
    assert.equal(warn.mock.callCount(), 1);
  });

  test('priceDisplay gives the parts', () => {
    assert.deepEqual(priceDisplay({ price: 750, goal: 1, priceUnit: 7 }, 'en'), {
      kind: 'amount',
      text: `Starting from €${NBSP}750 / month`,
      amount: 750,
      formattedAmount: `€${NBSP}750`,
      startingFrom: true,
      perMonth: true,
    });
    assert.deepEqual(priceDisplay({ price: 1, publishPrice: 0 }, 'en'), { kind: 'onRequest', text: 'Price on request', reason: 'hidden' });
  });
});
