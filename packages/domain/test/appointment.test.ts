import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rentalAppointmentStatements } from '../src/constants';
import {
  APPOINTMENT_HORIZON_DAYS,
  FORM_MESSAGES,
  addDays,
  agencyToday,
  appointmentDateProblem,
  appointmentDateRange,
  describeFieldValue,
  rentalAppointmentSchema,
  validateForm,
} from '../src/forms';
import { amountDueAtSigning, maxPersons, minimumIncome, rentalAppointmentTerms } from '../src/listing';

const person = { title: 'mr', firstName: 'Jan', lastName: 'Claes', email: 'jan.claes@example.be', phone: '0478 12 34 56', consent: true };
const ticked = { minimumIncome: true, maxPersons: 'on', descriptionRead: true, amountDue: true };
const day = (days: number) => addDays(agencyToday(), days);
const booking = { ...person, propertyId: '4512027', appointmentDate: day(2), appointmentSlot: 'afternoon', rentalListing: true, confirmations: ticked };

const errors = (input: unknown) => {
  const result = validateForm(rentalAppointmentSchema, input);
  return result.success ? {} : result.errors;
};

describe('appointment days', () => {
  // 23:30 UTC on 31 March 2026 is already 1 April in Brussels (summer time).
  const lateEvening = new Date('2026-03-31T23:30:00Z');
  test("today is Belgium's day, whatever the clock's zone", () => {
    assert.equal(agencyToday(lateEvening), '2026-04-01');
    assert.equal(agencyToday(new Date('2026-01-15T10:00:00Z')), '2026-01-15');
  });
  test('from tomorrow up to the horizon', () => {
    assert.deepEqual(appointmentDateRange(lateEvening), { first: '2026-04-02', last: addDays('2026-04-01', APPOINTMENT_HORIZON_DAYS) });
    assert.equal(appointmentDateProblem('2026-04-01', lateEvening), 'dateTooEarly');
    assert.equal(appointmentDateProblem('2026-03-20', lateEvening), 'dateTooEarly');
    assert.equal(appointmentDateProblem('2026-04-02', lateEvening), null);
    assert.equal(appointmentDateProblem('2026-05-31', lateEvening), null);
    assert.equal(appointmentDateProblem('2026-06-01', lateEvening), 'dateTooLate');
  });
  test('days are added across months and years', () => {
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  });
});

describe('appointment booking schema', () => {
  test('a complete booking on a rent listing is accepted', () => {
    const result = validateForm(rentalAppointmentSchema, { ...booking, appointmentDate: day(APPOINTMENT_HORIZON_DAYS) });
    assert.ok(result.success);
    assert.equal(result.data.appointmentSlot, 'afternoon');
    assert.equal(result.data.confirmations.maxPersons, true);
  });
  test('the day: required, complete, from tomorrow, within the horizon', () => {
    assert.deepEqual(errors({ ...booking, appointmentDate: '' }), { appointmentDate: 'required' });
    assert.deepEqual(errors({ ...booking, appointmentDate: '31-2-2027' }), { appointmentDate: 'date' });
    assert.deepEqual(errors({ ...booking, appointmentDate: day(0) }), { appointmentDate: 'dateTooEarly' });
    assert.deepEqual(errors({ ...booking, appointmentDate: day(-5) }), { appointmentDate: 'dateTooEarly' });
    assert.deepEqual(errors({ ...booking, appointmentDate: day(APPOINTMENT_HORIZON_DAYS + 1) }), { appointmentDate: 'dateTooLate' });
  });
  test("the slot: one of the spec's three", () => {
    assert.deepEqual(errors({ ...booking, appointmentSlot: '' }), { appointmentSlot: 'required' });
    assert.deepEqual(errors({ ...booking, appointmentSlot: 'night' }), { appointmentSlot: 'invalidOption' });
  });
  test('a rent listing needs every statement ticked, all marked at once with the other errors', () => {
    assert.deepEqual(errors({ ...booking, firstName: '', confirmations: { ...ticked, minimumIncome: false, amountDue: '' } }), {
      firstName: 'required',
      'confirmations.minimumIncome': 'mustAccept',
      'confirmations.amountDue': 'mustAccept',
    });
    assert.deepEqual(Object.keys(errors({ ...booking, confirmations: undefined })).sort(), [
      'confirmations.amountDue',
      'confirmations.descriptionRead',
      'confirmations.maxPersons',
      'confirmations.minimumIncome',
    ]);
  });
  test('a listing for sale books without statements', () => {
    assert.deepEqual(errors({ ...booking, rentalListing: false, confirmations: undefined }), {});
    assert.deepEqual(errors({ ...booking, rentalListing: undefined, confirmations: {} }), {});
  });
  test('the slot reads as its hours in each language (the Dutch afternoon starts at 13:00)', () => {
    assert.equal(describeFieldValue('appointmentSlot', 'afternoon', 'nl'), '13:00-16:00');
    assert.equal(describeFieldValue('appointmentSlot', 'afternoon', 'fr'), '14:00-16:00');
    assert.equal(describeFieldValue('appointmentSlot', 'morning', 'en'), '10:00-13:00');
    assert.equal(describeFieldValue('appointmentSlot', 'evening', 'de'), '16:00-19:00');
    assert.equal(describeFieldValue('appointmentDate', '2026-04-02', 'nl'), '2-4-2026');
  });
  test("'The appointments are full' in four languages", () => {
    assert.equal(FORM_MESSAGES.en.appointmentsFull, 'The appointments are full.');
    assert.equal(FORM_MESSAGES.nl.appointmentsFull, 'De afspraken zijn volzet.');
    assert.equal(FORM_MESSAGES.fr.appointmentsFull, 'Les rendez-vous sont complets.');
    assert.equal(FORM_MESSAGES.de.appointmentsFull, 'Die Termine sind ausgebucht.');
  });
});

describe('rental terms from the listing', () => {
  // Listing 4512027 of the snapshot: a flat at 925 a month, 80 charges, 200 inventory, one bedroom.
  const flat = { rent: 925, charges: 80, inventoryCost: 200, bedrooms: 1 };
  test('the amount due at signing: first rent and charges, inventory share, three months of deposit', () => {
    assert.deepEqual(amountDueAtSigning(flat), { rent: 925, charges: 80, inventoryShare: 200, deposit: 2775, total: 3980 });
  });
  test('decimals as text (a database numeric), missing charges and inventory', () => {
    assert.deepEqual(amountDueAtSigning({ rent: '712.5', charges: null }), { rent: 712.5, charges: 0, inventoryShare: null, deposit: 2137.5, total: 2850 });
    assert.equal(amountDueAtSigning({ rent: null, charges: 80 }), null);
    assert.equal(amountDueAtSigning({ rent: 'op aanvraag' }), null);
    assert.equal(amountDueAtSigning({ rent: 0 }), null);
  });
  test('minimum income: three times rent and charges; maximum persons: two per bedroom, two for a studio', () => {
    assert.equal(minimumIncome(flat), 3015);
    assert.equal(minimumIncome({ rent: 700.4 }), 2102);
    assert.equal(minimumIncome({ rent: null }), null);
    assert.equal(maxPersons({ bedrooms: 3 }), 6);
    assert.equal(maxPersons({ bedrooms: 0 }), 2);
    assert.equal(maxPersons({ bedrooms: null }), 2);
  });
  test('the statements in Belgian style, with no-break spaces', () => {
    const [income, persons, read, due] = rentalAppointmentStatements('nl', rentalAppointmentTerms(flat));
    assert.equal(income?.text, 'Ik heb een minimuminkomen van 3.015 euro per maand en kan dit aantonen met bewijsstukken.');
    assert.equal(persons?.text, 'Het pand is geschikt voor maximaal 2 personen.');
    assert.equal(read?.key, 'descriptionRead');
    assert.deepEqual(due?.lines, [
      'de eerste maand huur: €\u00a0925',
      'de eerste maand lasten: €\u00a080',
      'mijn aandeel in de kosten van de plaatsbeschrijving: €\u00a0200',
      'een huurwaarborg van 3 maanden huur: €\u00a02.775',
      'Totaal: €\u00a03.980',
    ]);
    const fr = rentalAppointmentStatements('fr', rentalAppointmentTerms(flat));
    assert.match(fr[0]!.text, /3\u202f015 euros/);
    assert.equal(fr[3]!.lines[4], 'Total: 3\u202f980\u00a0€');
  });
  test('without a published rent: the items without amounts, the income unknown', () => {
    const [income, , , due] = rentalAppointmentStatements('en', rentalAppointmentTerms({ rent: null, bedrooms: 2 }));
    assert.match(income!.text, /of … euro/);
    assert.deepEqual(due!.lines, ["the first month's rent", "the first month's charges", 'my share in the inventory costs', "a deposit of 3 months' rent"]);
  });
});
