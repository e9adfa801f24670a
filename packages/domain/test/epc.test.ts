import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  EPC_CLASSES,
  EPC_COLORS,
  epcClassFromValue,
  epcDisplayText,
  epcLabel,
  needsRenovationNotice,
  parseEnergyValue,
  parseEpcLabelText,
  renovationNotice,
  type EpcClass,
} from '../src/epc';
import type { BelgianRegion } from '../src/postcode';
import { LOCALES } from '../src/i18n';

function checkScale(region: BelgianRegion, cases: ReadonlyArray<readonly [number, EpcClass]>) {
  for (const [value, expected] of cases) {
    test(`${region}: ${value} kWh/m² is ${expected}`, () => {
      assert.equal(epcClassFromValue(value, region), expected);
    });
  }
}

describe('EPC scale of Flanders (lower bound inclusive, upper exclusive)', () => {
  checkScale('flanders', [
    [-50, 'a_plus'],
    [-0.1, 'a_plus'],
    [0, 'a'],
    [99.9, 'a'],
    [100, 'b'],
    [199.9, 'b'],
    [200, 'c'],
    [299.9, 'c'],
    [300, 'd'],
    [399.9, 'd'],
    [400, 'e'],
    [499.9, 'e'],
    [500, 'f'],
    [1200, 'f'],
  ]);
});

describe('EPC scale of Wallonia (lower bound inclusive, upper exclusive)', () => {
  checkScale('wallonia', [
    [-1, 'a_plusplus'],
    [0, 'a_plus'],
    [44.9, 'a_plus'],
    [45, 'a'],
    [84.9, 'a'],
    [85, 'b'],
    [169.9, 'b'],
    [170, 'c'],
    [254.9, 'c'],
    [255, 'd'],
    [339.9, 'd'],
    [340, 'e'],
    [424.9, 'e'],
    [425, 'f'],
    [509.9, 'f'],
    [510, 'g'],
    [900, 'g'],
  ]);
});

describe('EPC scale of Brussels (integer ranges, inclusive upper bounds)', () => {
  checkScale('brussels', [
    [-1, 'a_plus'],
    [0, 'a'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [322.5, 'f_sub'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.5, 'g'],
    [346, 'g'],
    [800, 'g'],
  ]);

  test('the source typo 223 does not open f_sub: 223 stays e_plus', () => {
    assert.equal(epcClassFromValue(223, 'brussels'), 'e_plus');
  });
});

describe('epcClassFromValue input handling', () => {
  test('reads strings with a decimal comma', () => {
    assert.equal(epcClassFromValue('99,5', 'flanders'), 'a');
    assert.equal(epcClassFromValue(' 100 ', 'flanders'), 'b');
  });
  test('unknown values or regions give null', () => {
    assert.equal(epcClassFromValue(Number.NaN, 'flanders'), null);
    assert.equal(epcClassFromValue(Number.POSITIVE_INFINITY, 'flanders'), null);
    assert.equal(epcClassFromValue('abc', 'flanders'), null);
    assert.equal(epcClassFromValue('', 'flanders'), null);
    assert.equal(epcClassFromValue(null, 'flanders'), null);
    assert.equal(epcClassFromValue(150, null), null);
  });
  test('parseEnergyValue', () => {
    assert.equal(parseEnergyValue('245,5'), 245.5);
    assert.equal(parseEnergyValue(-12), -12);
    assert.equal(parseEnergyValue('12 kWh'), null);
    assert.equal(parseEnergyValue({}), null);
  });
});

describe('parseEpcLabelText', () => {
  const cases: ReadonlyArray<readonly [unknown, EpcClass | null]> = [
    ['A+', 'a_plus'],
    ['A++', 'a_plusplus'],
    ['A', 'a'],
    ['a', 'a'],
    [' B ', 'b'],
    ['C', 'c'],
    ['c-', 'c_sub'],
    ['C–', 'c_sub'],
    ['E+', 'e_plus'],
    ['F', 'f'],
    ['G', 'g'],
    ['Label B', 'b'],
    ['EPC: D', 'd'],
    ['a_plus', 'a_plus'],
    ['', null],
    ['H', null],
    ['B++', null],
    ['AB', null],
    [null, null],
    [3, null],
  ];
  for (const [input, expected] of cases) {
    test(`${JSON.stringify(input)} → ${String(expected)}`, () => assert.equal(parseEpcLabelText(input), expected));
  }
});

describe('epcLabel', () => {
  test('derives the region from the postcode and the class from the value', () => {
    assert.deepEqual(epcLabel({ value: 245, postcode: '8400' }), {
      class: 'c',
      text: 'C',
      color: EPC_COLORS.c,
      value: 245,
      unit: 'kWh/m²',
      region: 'flanders',
      source: 'value',
    });
  });
  test('the same value reads differently per region', () => {
    assert.equal(epcLabel({ value: 245, postcode: '1000' })?.text, 'E');
    assert.equal(epcLabel({ value: 245, postcode: '4000' })?.text, 'C');
    assert.equal(epcLabel({ value: 40, postcode: '1050' })?.text, 'A-');
    assert.equal(epcLabel({ value: 20, postcode: '5000' })?.text, 'A+');
  });
  test("the certificate's label text wins over the value", () => {
    const label = epcLabel({ value: 245, labelText: 'B', postcode: '8400' });
    assert.equal(label?.class, 'b');
    assert.equal(label?.source, 'labelText');
    assert.equal(label?.value, 245);
  });
  test('label text alone is enough (foreign or unknown postcode)', () => {
    const label = epcLabel({ labelText: 'A+', postcode: '75001', countryId: 33 });
    assert.equal(label?.text, 'A+');
    assert.equal(label?.region, null);
    assert.equal(label?.value, null);
  });
  test('no label without a usable class', () => {
    assert.equal(epcLabel({ value: 245, postcode: '0500' }), null);
    assert.equal(epcLabel({ value: 'n/a', postcode: '8400' }), null);
    assert.equal(epcLabel({}), null);
  });
  test('every class has a display text and a hex colour', () => {
    for (const cls of EPC_CLASSES) {
      assert.match(EPC_COLORS[cls], /^#[0-9a-f]{6}$/);
      assert.match(epcDisplayText(cls), /^[A-G](\+\+|\+|-)?$/);
    }
    assert.equal(epcDisplayText('a_plusplus'), 'A++');
    assert.equal(epcDisplayText('d_sub'), 'D-');
  });
});

describe('renovation notice for labels E and F', () => {
  test('E and F (with steps) need it; D and G do not', () => {
    for (const cls of ['e', 'f', 'e_plus', 'e_sub', 'f_plus', 'f_sub'] as const) assert.equal(needsRenovationNotice(cls), true, cls);
    for (const cls of ['a_plus', 'a', 'b', 'c', 'd', 'd_sub', 'g'] as const) assert.equal(needsRenovationNotice(cls), false, cls);
    assert.equal(needsRenovationNotice(null), false);
  });
  test('it is a Flemish rule: none for Brussels or Wallonia', () => {
    assert.equal(needsRenovationNotice('e', 'flanders'), true);
    assert.equal(needsRenovationNotice('e', 'brussels'), false);
    assert.equal(needsRenovationNotice('f', 'wallonia'), false);
  });
  test('says 5 years in every language (the source German 6 is an error)', () => {
    for (const locale of LOCALES) {
      const text = renovationNotice('f', locale);
      assert.ok(text, locale);
      assert.match(text, /\b5\b/, locale);
      assert.doesNotMatch(text, /\b6\b/, locale);
      assert.match(text, /2023/, locale);
      assert.match(text, /\bD\b/, locale);
    }
    assert.match(renovationNotice('e', 'de') ?? '', /innerhalb von 5 Jahren/);
    assert.match(renovationNotice('e', 'nl') ?? '', /binnen 5 jaar/);
    assert.equal(renovationNotice('c', 'nl'), null);
  });
});
