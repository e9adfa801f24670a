import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listingAdminLabel, statusesForForm } from '../src/index';

test('a listing is labelled for staff by its reference, its type and its town', () => {
  assert.equal(listingAdminLabel({ externalId: 4512001, typeDescription: 'Penthouse', cityName: 'Oostende', language: 'nl' }), '4512001 · Penthouse · Oostende');
  assert.equal(listingAdminLabel({ externalId: 4512002, mainTypeName: 'Appartement', cityName: ' Gistel ' }), '4512002 · Appartement · Gistel');
  assert.equal(listingAdminLabel({ externalId: 4512003, cityName: null }), '4512003');
});

test('a request can have only the statuses of its form', () => {
  assert.deepEqual(statusesForForm('site-contact'), ['new', 'handled']);
  assert.deepEqual(statusesForForm('contact-appointment'), ['confirmed', 'handled']);
  assert.deepEqual(statusesForForm('sign-newsletter'), ['unconfirmed', 'confirmed', 'handled']);
  assert.ok(!statusesForForm('contact-me').includes('confirmed'));
});
