import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DEFAULT_WORK_COSTS,
  ageSurcharge,
  calculateRenovation,
  calculatorQuery,
  homeKindOfListing,
  readCalculatorQuery,
  renovationInputSchema,
  type WorkCost,
} from '../src/renovation';

describe('renovation cost calculator', () => {
  test('worked example 1: terraced house, 120 m², 1965, label E, roof + glazing + heat pump', () => {
    // roof 120 × 0.5 = 60 m² at 60-120 €, glazing 120 × 0.16 = 19.2 m² at 300-550 €, one heat pump at
    // 10,000-18,000 €: 19,360-35,760 €, plus 10% for a home of 1945-1969 = 21,296-39,336 €.
    // Score 450 (E) × 0.80 × 0.90 × 0.65 = 210.6: label C, which meets the obligation.
    const result = calculateRenovation(
      { homeKind: 'terraced', livingSurface: 120, constructionYear: 1965, label: 'e', works: ['roof', 'glazing', 'heat-pump'] },
      DEFAULT_WORK_COSTS,
    );
    assert.deepEqual(
      result.works.map((w) => [w.work, w.quantity, w.costLow, w.costHigh]),
      [
        ['roof', 60, 3960, 7920],
        ['glazing', 19.2, 6336, 11616],
        ['heat-pump', 1, 11000, 19800],
      ],
    );
    assert.equal(result.costLow, 21300);
    assert.equal(result.costHigh, 39300);
    assert.equal(result.scoreBefore, 450);
    assert.equal(result.scoreAfter, 211);
    assert.equal(result.labelAfter, 'c');
    assert.equal(result.obligation, true);
    assert.equal(result.meetsObligation, true);
    assert.equal(result.deadlineYears, 5);
  });

  test('worked example 2: detached house, 200 m², 1990, label F, roof + wall insulation', () => {
    // roof 140 m² (8,400-16,800 €), wall 220 m² (11,000-39,600 €), no surcharge: 19,400-56,400 €.
    // Score 600 (F) × 0.80 × 0.80 = 384: label D, just enough.
    const result = calculateRenovation(
      { homeKind: 'detached', livingSurface: 200, constructionYear: 1990, label: 'f', works: ['wall', 'roof'] },
      DEFAULT_WORK_COSTS,
    );
    assert.equal(result.costLow, 19400);
    assert.equal(result.costHigh, 56400);
    assert.equal(result.scoreAfter, 384);
    assert.equal(result.labelAfter, 'd');
    assert.equal(result.meetsObligation, true);
    // The works come in the table's order, whatever order they were chosen in.
    assert.deepEqual(
      result.works.map((w) => w.work),
      ['roof', 'wall'],
    );
  });

  test('worked example 3: apartment, 80 m², 1975, label F, glazing only: still F, the obligation is not met', () => {
    const result = calculateRenovation(
      { homeKind: 'apartment', livingSurface: 80, constructionYear: 1975, label: 'f', works: ['glazing'] },
      DEFAULT_WORK_COSTS,
    );
    assert.equal(result.costLow, 3600);
    assert.equal(result.costHigh, 6600);
    assert.equal(result.scoreAfter, 540);
    assert.equal(result.labelAfter, 'f');
    assert.equal(result.obligation, true);
    assert.equal(result.meetsObligation, false);
  });

  test('a label better than E has no obligation; the costs staff set are the ones used', () => {
    const costs: WorkCost[] = [{ work: 'solar-panels', costLow: 4000, costHigh: 4000, energyGain: 50 }];
    const result = calculateRenovation({ homeKind: 'terraced', livingSurface: 90, constructionYear: 2005, label: 'c', works: ['solar-panels', 'roof'] }, costs);
    // Roof is not priced in this table: left out.
    assert.deepEqual(
      result.works.map((w) => w.work),
      ['solar-panels'],
    );
    assert.equal(result.costLow, 4000);
    assert.equal(result.scoreAfter, 125);
    assert.equal(result.labelAfter, 'b');
    assert.equal(result.obligation, false);
  });

  test('savings combine multiplicatively and never go below nothing', () => {
    const costs: WorkCost[] = [
      { work: 'roof', costLow: 1, costHigh: 1, energyGain: 20 },
      { work: 'wall', costLow: 1, costHigh: 1, energyGain: 20 },
      { work: 'floor', costLow: 1, costHigh: 1, energyGain: 150 },
    ];
    const two = calculateRenovation({ homeKind: 'detached', livingSurface: 100, constructionYear: 2000, label: 'd', works: ['roof', 'wall'] }, costs);
    assert.equal(two.scoreAfter, 224); // 350 × 0.64
    const all = calculateRenovation({ homeKind: 'detached', livingSurface: 100, constructionYear: 2000, label: 'd', works: ['roof', 'wall', 'floor'] }, costs);
    assert.equal(all.scoreAfter, 0);
    assert.equal(all.labelAfter, 'a');
  });

  test('older homes cost more: 20% before 1945, 10% before 1970', () => {
    assert.equal(ageSurcharge(1944), 0.2);
    assert.equal(ageSurcharge(1945), 0.1);
    assert.equal(ageSurcharge(1969), 0.1);
    assert.equal(ageSurcharge(1970), 0);
  });

  test('a listing gives its kind of home by type and facades', () => {
    assert.equal(homeKindOfListing({ webId: 2, facades: null }), 'apartment');
    assert.equal(homeKindOfListing({ webId: 1, facades: 4 }), 'detached');
    assert.equal(homeKindOfListing({ webId: 1, facades: 3 }), 'semi-detached');
    assert.equal(homeKindOfListing({ webId: 1, facades: 2 }), 'terraced');
    assert.equal(homeKindOfListing({ webId: 1, facades: null }), null);
    assert.equal(homeKindOfListing({ webId: 4, facades: null }), null);
  });

  test('the inputs are checked with message keys', () => {
    const schema = renovationInputSchema(2026);
    const ok = schema.safeParse({ homeKind: 'terraced', livingSurface: '120,5', constructionYear: '1965', label: 'e', works: ['roof'] });
    assert.equal(ok.success, true);
    assert.equal(ok.data?.livingSurface, 120.5);
    const bad = schema.safeParse({ homeKind: '', livingSurface: '5', constructionYear: '2030', label: 'x', works: [] });
    assert.equal(bad.success, false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    assert.deepEqual(messages, {
      homeKind: 'required',
      livingSurface: 'surfaceRange',
      constructionYear: 'yearRange',
      label: 'invalidOption',
      works: 'atLeastOneWork',
    });
    const missing = schema.safeParse({ homeKind: 'terraced', livingSurface: '', constructionYear: 'abc', label: 'e', works: ['roof'] });
    assert.deepEqual(
      missing.error!.issues.map((i) => i.message),
      ['required', 'number'],
    );
  });

  test("a listing's link fills in what it knows; a wrong value is left out", () => {
    const query = calculatorQuery({ homeKind: 'terraced', livingSurface: 119.6, constructionYear: 1965, label: 'e', works: null });
    assert.equal(query, '?kind=terraced&surface=120&year=1965&epc=e');
    assert.deepEqual(readCalculatorQuery(new URLSearchParams(query), 2026), { homeKind: 'terraced', livingSurface: 120, constructionYear: 1965, label: 'e' });
    assert.deepEqual(readCalculatorQuery(new URLSearchParams('kind=castle&surface=-3&year=1965&epc=E&works=roof,moat,heat-pump'), 2026), {
      constructionYear: 1965,
      label: 'e',
      works: ['roof', 'heat-pump'],
    });
    assert.equal(calculatorQuery({ homeKind: null, livingSurface: null }), '');
  });
});
