import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterLoginPath, sessionEnded } from '../src/owner/after-login';
import { loginRedirect } from '../src/portal/login-redirect';

test('after a login the portal page that sent the visitor opens, and nothing but a portal page', () => {
  assert.equal(afterLoginPath('?next=%2Fportal%2Ffr%2F4512352%2F', 'fr'), '/portal/fr/4512352/');
  assert.equal(afterLoginPath('?next=/portal/de/', 'nl'), '/portal/de/');
  for (const next of [
    '//evil.example/',
    'https://evil.example/portal/fr/',
    '/portal/fr/../../admin/',
    '/portal/xx/',
    '/portal/fr/1/2/',
    '/nl/contact/',
    '/portal/fr/4512352',
    '',
  ]) {
    assert.equal(afterLoginPath(`?next=${encodeURIComponent(next)}`, 'fr'), '/portal/fr/', next);
  }
  assert.equal(afterLoginPath('', 'en'), '/portal/en/');
});

test('a portal page without a valid session sends to the login page, saying whether a session ended', () => {
  assert.equal(loginRedirect('/fr/connexion/', '/portal/fr/4512352/', false), '/fr/connexion/?next=%2Fportal%2Ffr%2F4512352%2F');
  const ended = loginRedirect('/de/anmelden/', '/portal/de/', true);
  assert.equal(ended, '/de/anmelden/?next=%2Fportal%2Fde%2F&expired=1');
  assert.equal(sessionEnded(new URL(ended, 'http://x').search), true);
  assert.equal(afterLoginPath(new URL(ended, 'http://x').search, 'de'), '/portal/de/');
  assert.equal(sessionEnded('?next=%2Fportal%2Fde%2F'), false);
});
