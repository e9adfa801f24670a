import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agencyInstant, agencyWallTime, listingAdminLabel, statusesForForm } from '../src/index';

test('a listing is labelled for staff by its reference, its type and its town', () => {
  assert.equal(
    listingAdminLabel({ externalId: 4512001, typeDescription: 'Penthouse', cityName: 'Oostende', language: 'nl' }),
    '4512001 · Penthouse · Oostende',
  );
  assert.equal(listingAdminLabel({ externalId: 4512002, mainTypeName: 'Appartement', cityName: ' Gistel ' }), '4512002 · Appartement · Gistel');
  assert.equal(listingAdminLabel({ externalId: 4512003, cityName: null }), '4512003');
  // The feed's type description can be 300 characters: the label stays within a string field's 255, reference and town kept.
  const long = listingAdminLabel({ externalId: 4512004, typeDescription: 'Ruime woning '.repeat(25), cityName: 'Middelkerke', language: 'nl' });
  assert.ok(long.length <= 255, String(long.length));
  assert.ok(long.startsWith('4512004 · Ruime woning') && long.endsWith(' · Middelkerke'), long);
  assert.ok(listingAdminLabel({ externalId: 4512005, typeDescription: 'Huis', cityName: 'Sint-Pieters-Kapelle '.repeat(15) }).length <= 255);
});

test('a request can have only the statuses of its form', () => {
  assert.deepEqual(statusesForForm('site-contact'), ['new', 'handled']);
  assert.deepEqual(statusesForForm('contact-appointment'), ['confirmed', 'handled']);
  assert.deepEqual(statusesForForm('sign-newsletter'), ['unconfirmed', 'confirmed', 'handled']);
  assert.ok(!statusesForForm('contact-me').includes('confirmed'));
});

test('a Belgian day and time is one instant whatever the zone of the machine, in winter and in summer', () => {
  assert.equal(agencyInstant('2026-12-03', '14:30')?.toISOString(), '2026-12-03T13:30:00.000Z');
  assert.equal(agencyInstant('2026-07-03', '14:30:00.000')?.toISOString(), '2026-07-03T12:30:00.000Z');
  assert.deepEqual(agencyWallTime('2026-12-03T13:30:00.000Z'), { date: '2026-12-03', time: '14:30' });
  assert.deepEqual(agencyWallTime('2026-03-29T00:30:00.000Z'), { date: '2026-03-29', time: '01:30' });
  assert.equal(agencyInstant('2026-12-3', '14:30'), null);
});
