import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatPhone, phoneHref } from '../src/phone';

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

describe('phoneHref', () => {
  test('digits with a kept leading +', () => {
    assert.equal(phoneHref('+32 478 12 34 56'), 'tel:+32478123456');
    assert.equal(phoneHref('059/12 34 56'), 'tel:059123456');
    assert.equal(phoneHref(''), '');
  });
});
