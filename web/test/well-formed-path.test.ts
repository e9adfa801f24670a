import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isWellFormedPath, wellFormedPath, withoutControlCharacters } from '../src/routing/well-formed-path';

test('a path with a bad escape or a control character is malformed, and made into a path that names no page', () => {
  for (const bad of ['/nl/te-koop/%FF/', '/nl/%C3%28/', '/nl/%/', '/nl/te-koop/%00/', '/nl/%0A/', '/nl/%7F/']) {
    assert.equal(isWellFormedPath(bad), false, bad);
    assert.equal(isWellFormedPath(wellFormedPath(bad)), true, `${bad} made well formed`);
  }
  for (const good of ['/nl/te-koop/', '/fr/a-vendre/ostende/', '/de/%C3%BCber-uns/', '/nl/%25/']) assert.equal(isWellFormedPath(good), true, good);
  assert.equal(wellFormedPath('/nl/te-koop/%00/'), '/nl/te-koop/%2500/');
});

test("a query's control characters are dropped, its other values kept", () => {
  const clean = withoutControlCharacters(new URLSearchParams('city=Gis%00tel&page=2&q=%0Avilla'));
  assert.equal(clean.toString(), 'city=Gistel&page=2&q=villa');
});
