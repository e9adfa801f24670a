import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AVAILABILITIES } from '../src/catalog';
import { PLANNING_ITEMS, hasBrochure, listsAllPlanningItems, planningCodes } from '../src/listing';

describe('the planning items of a Flemish advert', () => {
  test('five items, in the order adverts list them', () => {
    assert.deepEqual(PLANNING_ITEMS, ['permitBuilding', 'planningDestination', 'summons', 'preemptionRight', 'subdivisionPermit']);
  });

  test('a sale advert lists all five; rent and takeover adverts only those they have', () => {
    assert.equal(listsAllPlanningItems('sale'), true);
    assert.equal(listsAllPlanningItems('rent'), false);
    assert.equal(listsAllPlanningItems('takeover'), false);
  });

  test('an item made of known abbreviations gives them, whatever separates them', () => {
    assert.deepEqual(planningCodes('Vg'), ['Vg']);
    assert.deepEqual(planningCodes(' Dv, Ho '), ['Dv', 'Ho']);
    assert.deepEqual(planningCodes('Vkr/Gvkr'), ['Vkr', 'Gvkr']);
    assert.deepEqual(planningCodes('Bo; Lod'), ['Bo', 'Lod']);
  });

  test('an empty item, a zone name or an unknown abbreviation is not a list of codes', () => {
    for (const raw of [null, undefined, '', '   ', 'Woongebied', 'Vg, Xyz', 'vg']) assert.equal(planningCodes(raw), null, String(raw));
  });
});

describe('whether a listing has a brochure', () => {
  test('only while in the feed and on offer', () => {
    const shown = AVAILABILITIES.filter((availability) => hasBrochure({ isInFeed: true, availability }));
    assert.deepEqual(shown, ['for_sale', 'for_rent', 'takeover']);
  });

  test('a listing that left the feed has none, whatever its availability', () => {
    for (const availability of AVAILABILITIES) assert.equal(hasBrochure({ isInFeed: false, availability }), false, availability);
  });
});
