import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { displayPhone, displayTypedPhone, formatPhone, isPhoneText, phoneHref } from '../src/phone';
import { describeFieldValue } from '../src/forms';

describe('formatPhone', () => {
  const cases: ReadonlyArray<readonly [string | number | null | undefined, string]> = [
    ['0478123456', '0478 12 34 56'],
    ['0478/12.34.56', '0478 12 34 56'],
    ['0478 12 34 56', '0478 12 34 56'],
    [' 0478-123-456 ', '0478 12 34 56'],
    ['059123456', '059 12 34 56'],
    ['059/12 34 56', '059 12 34 56'],
    ['(059) 12-34-56', '059 12 34 56'],
    [59123456, '59123456'],
    ['+32 478 12 34 56', '+32 478 12 34 56'],
    ['0032478123456', '0032478123456'],
    ['12345678', '12345678'],
    ['112', '112'],
    ['', ''],
    ['abc', 'abc'],
    [null, ''],
    [undefined, ''],
  ];
  for (const [input, expected] of cases) {
    test(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => assert.equal(formatPhone(input), expected));
  }
});

describe('phoneHref: international E.164, whatever the form typed', () => {
  const cases: ReadonlyArray<readonly [string | null | undefined, string]> = [
    ['059 27 84 50', 'tel:+3259278450'],
    ['059278450', 'tel:+3259278450'],
    ['+32 59 27 84 50', 'tel:+3259278450'],
    ['0032 59 27 84 50', 'tel:+3259278450'],
    ['tel:059278450', 'tel:+3259278450'],
    ['TEL:+3259278450', 'tel:+3259278450'],
    ['+32 478 12 34 56', 'tel:+32478123456'],
    ['0478/12.34.56', 'tel:+32478123456'],
    ['059/12 34 56', 'tel:+3259123456'],
    // Foreign numbers keep their own country code; short numbers stay as dialled.
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
    ['0031 20 123 4567', 'tel:+31201234567'],
    ['112', 'tel:112'],
    ['', ''],
    ['abc', ''],
    [null, ''],
  ];
  for (const [input, expected] of cases) {
    test(`${JSON.stringify(input)} → ${expected}`, () => assert.equal(phoneHref(input), expected));
  }
  test('the same link in every language, whichever way the page writes the number', () => {
    assert.equal(phoneHref(displayPhone('059 27 84 50', 'nl')), phoneHref(displayPhone('059 27 84 50', 'en')));
  });
});

describe('displayPhone: one form per language', () => {
  const cases: ReadonlyArray<readonly [string, 'nl' | 'fr' | 'en' | 'de', string]> = [
    ['059 27 84 50', 'nl', '059 27 84 50'],
    ['+32 59 27 84 50', 'nl', '059 27 84 50'],
    ['tel:+3259278450', 'fr', '059 27 84 50'],
    ['059 27 84 50', 'en', '+32 59 27 84 50'],
    ['059278450', 'de', '+32 59 27 84 50'],
    ['0032 478 12 34 56', 'en', '+32 478 12 34 56'],
    ['0478/12.34.56', 'de', '+32 478 12 34 56'],
    ['0478123456', 'fr', '0478 12 34 56'],
    // Not Belgian, or not a full number: left as given.
    ['+33 1 23 45 67 89', 'en', '+33 1 23 45 67 89'],
    ['112', 'de', '112'],
  ];
  for (const [input, locale, expected] of cases) {
    test(`${input} in ${locale} → ${expected}`, () => assert.equal(displayPhone(input, locale), expected));
  }
  test('the same number reads the same whatever form staff typed it in', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      assert.equal(displayPhone('059 27 84 50', locale), displayPhone('+32 59 27 84 50', locale));
    }
  });
});

describe('isPhoneText', () => {
  test('a label that is only a number, and one that is not', () => {
    assert.equal(isPhoneText('+32 59 27 84 50'), true);
    assert.equal(isPhoneText('059/27.84.50'), true);
    assert.equal(isPhoneText('Bel ons'), false);
    assert.equal(isPhoneText('info@kustvastgoed.be'), false);
  });
});

describe('displayTypedPhone: a number typed in a form, as the mails show it', () => {
  const cases: ReadonlyArray<readonly [string, 'nl' | 'fr' | 'en' | 'de', string]> = [
    ['0478123456', 'nl', '0478 12 34 56'],
    ['0478/12.34.56', 'fr', '0478 12 34 56'],
    ['059-27-84-50', 'nl', '059 27 84 50'],
    ['+32478123456', 'nl', '0478 12 34 56'],
    ['0032 478 12 34 56', 'fr', '0478 12 34 56'],
    ['+32 (0)59 27 84 50', 'nl', '059 27 84 50'],
    ['0478123456', 'en', '+32 478 12 34 56'],
    ['+32478123456', 'de', '+32 478 12 34 56'],
    ['+33 6.12.34.56.78', 'nl', '+33 6 12 34 56 78'],
    ['0033 (0)6 12 34 56 78', 'en', '+33 6 12 34 56 78'],
    ['+31612345678', 'nl', '+31612345678'],
    ['  12345  6789 ', 'nl', '12345 6789'],
    ['', 'nl', ''],
  ];
  for (const [input, locale, expected] of cases) {
    test(`${JSON.stringify(input)} (${locale}) → ${JSON.stringify(expected)}`, () => assert.equal(displayTypedPhone(input, locale), expected));
  }
  test('a mail lists the typed phone field in that form', () => {
    assert.equal(describeFieldValue('phone', '0478123456', 'nl'), '0478 12 34 56');
  });
});
