import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  searchCriteriaSchema,
  CHECK_FIELDS_MESSAGE,
  FORM_MESSAGES,
  FORM_MESSAGE_KEYS,
  FORM_SCHEMAS,
  contactSchema,
  documentRequestSchema,
  formErrorMessage,
  forgotPasswordSchema,
  isFormId,
  newsletterSchema,
  newBuildSchema,
  ownerLoginSchema,
  parseDateInput,
  parseNumberInput,
  passwordResetSchema,
  purchaseOfferSchema,
  registrationSchema,
  rentalApplicationSchema,
  rentalAppointmentSchema,
  searchRegistrationSchema,
  sendToFriendSchema,
  testimonialSchema,
  validateForm,
  valuationSchema,
  listingRequestSchema,
  SUBMITTABLE_FORMS,
  submissionEnvelopeSchema,
  type FormMessageKey,
  addDays,
  agencyToday,
  SEARCH_MAX_BEDROOMS,
  SEARCH_MAX_PRICE,
  SEARCH_MAX_ZONES,
  SEARCH_ZONE_MAX_LENGTH,
} from '../src/forms';
import { listingZoneKeys, searchZoneKey } from '../src/search';
import { LOCALES } from '../src/i18n';
import type { z } from 'zod';

const person = {
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '0478 12 34 56',
  consent: true,
};
const address = { street: 'Kerkstraat', houseNumber: '12', box: '', zip: '8470', city: 'Gistel' };

/** The error keys of an input, by field path; {} when valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, FormMessageKey> {
  const result = validateForm(schema, input);
  return result.success ? {} : { ...result.errors };
}

function accepts(schema: z.ZodType, input: unknown) {
  const result = validateForm(schema, input);
  assert.ok(result.success, `expected valid, got ${JSON.stringify(result.success ? null : result.errors)}`);
  return result.data as Record<string, unknown>;
}

function rejects(schema: z.ZodType, input: unknown, expected: Record<string, FormMessageKey>) {
  const errors = errorsOf(schema, input);
  for (const [path, key] of Object.entries(expected)) assert.equal(errors[path], key, `${path} in ${JSON.stringify(errors)}`);
  assert.ok(Object.keys(errors).length > 0);
}

describe('common person fields', () => {
  test('a complete contact request is accepted and trimmed', () => {
    const data = accepts(contactSchema, { ...person, firstName: '  An ', remarks: 'Graag info', website: '' });
    assert.equal(data.firstName, 'An');
  });
  test('every required field says required when missing or blank', () => {
    rejects(contactSchema, {}, { title: 'required', firstName: 'required', lastName: 'required', email: 'required', phone: 'required' });
    rejects(
      contactSchema,
      { ...person, firstName: '   ', lastName: '', email: ' ', phone: '' },
      {
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        phone: 'required',
      },
    );
  });
  test('e-mail must be valid', () => {
    for (const email of ['an', 'an@', 'an@example', 'an peeters@example.be', '@example.be']) {
      rejects(contactSchema, { ...person, email }, { email: 'email' });
    }
    accepts(contactSchema, { ...person, email: ' an+immo@sub.example.be ' });
  });
  test('civility is mr, ms or miss', () => {
    for (const title of ['mr', 'ms', 'miss']) accepts(contactSchema, { ...person, title });
    rejects(contactSchema, { ...person, title: 'dr' }, { title: 'invalidOption' });
    rejects(contactSchema, { ...person, title: '' }, { title: 'required' });
  });
  test('phone numbers', () => {
    for (const phone of ['0478123456', '059 12 34 56', '+32 478 12 34 56', '059/12.34.56']) accepts(contactSchema, { ...person, phone });
    for (const phone of ['12345', 'call me', '0478 12 34 56 ext 5']) rejects(contactSchema, { ...person, phone }, { phone: 'phone' });
  });
  test('the honeypot must stay empty', () => {
    rejects(contactSchema, { ...person, website: 'http://spam' }, { website: 'captcha' });
  });
  test('time slots and contact preference', () => {
    accepts(contactSchema, { ...person, contactTimeSlots: ['morning', 'evening'], contactPreference: 'phone' });
    accepts(contactSchema, { ...person, contactTimeSlots: 'afternoon' });
    rejects(contactSchema, { ...person, contactTimeSlots: ['night'] }, { 'contactTimeSlots.0': 'invalidOption' });
    rejects(contactSchema, { ...person, contactPreference: 'fax' }, { contactPreference: 'invalidOption' });
  });
  test('an optional choice left unpicked (a radio group sends "" or null) is no value, on every form that has one', () => {
    for (const none of ['', null]) {
      assert.equal(accepts(contactSchema, { ...person, contactPreference: none }).contactPreference, undefined);
      assert.equal(accepts(newBuildSchema, { ...person, contactPreference: none }).contactPreference, undefined);
    }
  });
  test('unknown fields are dropped', () => {
    const data = accepts(contactSchema, { ...person, isAdmin: true });
    assert.equal('isAdmin' in data, false);
  });
});

describe('visit and document requests', () => {
  test('need a listing', () => {
    accepts(listingRequestSchema, { ...person, propertyId: 4512345 });
    accepts(listingRequestSchema, { ...person, propertyId: '4512345', preferredDate: '2026-05-04' });
    rejects(listingRequestSchema, { ...person }, { propertyId: 'required' });
    rejects(listingRequestSchema, { ...person, propertyId: '45 12' }, { propertyId: 'invalid' });
    rejects(listingRequestSchema, { ...person, propertyId: 1, preferredDate: '2026-02-30' }, { preferredDate: 'date' });
    accepts(documentRequestSchema, { ...person, propertyId: '4512345' });
    rejects(documentRequestSchema, { ...person, propertyId: '' }, { propertyId: 'required' });
  });
  test('a preferred date comes out as YYYY-MM-DD', () => {
    assert.equal(accepts(listingRequestSchema, { ...person, propertyId: 1, preferredDate: '4-5-2026' }).preferredDate, '2026-05-04');
    assert.equal(accepts(listingRequestSchema, { ...person, propertyId: 1, preferredDate: '' }).preferredDate, undefined);
  });
});

describe('free valuation', () => {
  const valid = { ...person, property: address, purpose: 'sell' };
  test('accepted with the property address', () => {
    accepts(valuationSchema, valid);
    accepts(valuationSchema, { ...valid, purpose: 'rent', propertyType: '2' });
  });
  test('needs the property address (addressRequired)', () => {
    rejects(valuationSchema, { ...valid, property: undefined }, { property: 'addressRequired' });
    rejects(
      valuationSchema,
      { ...valid, property: { ...address, street: '', houseNumber: ' ' } },
      {
        'property.street': 'addressRequired',
        'property.houseNumber': 'addressRequired',
      },
    );
    rejects(
      valuationSchema,
      { ...valid, property: { ...address, zip: '', city: '' } },
      {
        'property.zip': 'addressRequired',
        'property.city': 'addressRequired',
      },
    );
    rejects(valuationSchema, { ...valid, property: { ...address, zip: 'abc' } }, { 'property.zip': 'zip' });
  });
  test('needs a purpose', () => {
    rejects(valuationSchema, { ...valid, purpose: '' }, { purpose: 'required' });
    rejects(valuationSchema, { ...valid, purpose: 'buy' }, { purpose: 'invalidOption' });
    rejects(valuationSchema, { ...valid, propertyType: 42 }, { propertyType: 'invalidOption' });
  });
});

describe('search registration', () => {
  const valid = { ...person, goal: 'buy', propertyTypes: [1, 2], zones: ['8400', 'Gistel'], frequency: 'instant' };
  test('accepted; numbers typed Belgian-style are read', () => {
    const data = accepts(searchRegistrationSchema, { ...valid, minPrice: '200.000', maxPrice: '€ 350.000', minBedrooms: '2', garage: 'on' });
    assert.equal(data.minPrice, 200000);
    assert.equal(data.maxPrice, 350000);
    assert.equal(data.minBedrooms, 2);
    assert.equal(data.garage, true);
    accepts(searchRegistrationSchema, { ...valid, goal: 'rent', propertyTypes: '3', zones: '8400', minPrice: '', maxPrice: '' });
  });
  test('goal is buy or rent', () => {
    rejects(searchRegistrationSchema, { ...valid, goal: undefined }, { goal: 'required' });
    rejects(searchRegistrationSchema, { ...valid, goal: 'sell' }, { goal: 'invalidOption' });
  });
  test('at least one type and one zone', () => {
    rejects(searchRegistrationSchema, { ...valid, propertyTypes: [] }, { propertyTypes: 'atLeastOneType' });
    rejects(searchRegistrationSchema, { ...valid, propertyTypes: undefined }, { propertyTypes: 'atLeastOneType' });
    rejects(searchRegistrationSchema, { ...valid, zones: [] }, { zones: 'atLeastOneZone' });
    rejects(searchRegistrationSchema, { ...valid, zones: ['', ' '] }, { zones: 'atLeastOneZone' });
    rejects(searchRegistrationSchema, { ...valid, propertyTypes: [1, 42] }, { 'propertyTypes.1': 'invalidOption' });
  });
  test('bounded: zones, types, prices and bedrooms; zones are plain one-line text', () => {
    const zones = (n: number) => Array.from({ length: n }, (_, i) => `Zone ${i}`);
    accepts(searchRegistrationSchema, { ...valid, propertyTypes: [1, 2, 3, 4, 5, 6, 7, 8, 9], zones: zones(SEARCH_MAX_ZONES) });
    rejects(searchRegistrationSchema, { ...valid, zones: zones(SEARCH_MAX_ZONES + 1) }, { zones: 'tooManyZones' });
    rejects(searchRegistrationSchema, { ...valid, zones: zones(3500) }, { zones: 'tooManyZones' });
    rejects(searchRegistrationSchema, { ...valid, zones: zones(3500).join(',') }, { zones: 'tooLong' });
    rejects(searchRegistrationSchema, { ...valid, propertyTypes: [1, 1] }, { propertyTypes: 'invalidOption' });
    rejects(searchRegistrationSchema, { ...valid, propertyTypes: Array.from({ length: 3500 }, () => 1) }, { propertyTypes: 'invalidOption' });
    for (const markup of ['<img src=x onerror=alert(1)>', 'Brugge<script>', '</p>Oostende', '<!-- x -->', '<?php']) {
      rejects(searchRegistrationSchema, { ...valid, zones: ['8400', markup] }, { zones: 'noMarkup' });
    }
    rejects(searchRegistrationSchema, { ...valid, zones: ['Knokke\nHeist'] }, { zones: 'lineBreak' });
    rejects(searchRegistrationSchema, { ...valid, zones: ['Knokke\u202eHeist'] }, { zones: 'invalid' });
    rejects(searchRegistrationSchema, { ...valid, zones: ['x'.repeat(SEARCH_ZONE_MAX_LENGTH + 1)] }, { zones: 'tooLong' });
    accepts(searchRegistrationSchema, { ...valid, minPrice: SEARCH_MAX_PRICE, maxPrice: SEARCH_MAX_PRICE, minBedrooms: SEARCH_MAX_BEDROOMS });
    rejects(searchRegistrationSchema, { ...valid, maxPrice: SEARCH_MAX_PRICE + 1 }, { maxPrice: 'max' });
    rejects(searchRegistrationSchema, { ...valid, minPrice: '1e999' }, { minPrice: 'number' });
    rejects(searchRegistrationSchema, { ...valid, minBedrooms: SEARCH_MAX_BEDROOMS + 1 }, { minBedrooms: 'max' });
  });
  test('budget minimum not above maximum', () => {
    accepts(searchRegistrationSchema, { ...valid, minPrice: 300000, maxPrice: 300000 });
    accepts(searchRegistrationSchema, { ...valid, minPrice: 300000 });
    rejects(searchRegistrationSchema, { ...valid, minPrice: 400000, maxPrice: 300000 }, { maxPrice: 'budgetRange' });
    rejects(searchRegistrationSchema, { ...valid, minPrice: 'veel' }, { minPrice: 'number' });
    rejects(searchRegistrationSchema, { ...valid, maxPrice: -5 }, { maxPrice: 'min' });
    rejects(searchRegistrationSchema, { ...valid, minBedrooms: 1.5 }, { minBedrooms: 'number' });
  });
  test('how often and in which language it mails', () => {
    rejects(searchRegistrationSchema, { ...valid, frequency: undefined }, { frequency: 'required' });
    rejects(searchRegistrationSchema, { ...valid, frequency: 'hourly' }, { frequency: 'invalidOption' });
    assert.equal(accepts(searchRegistrationSchema, { ...valid, frequency: 'weekly', language: '' }).language, undefined);
    assert.equal(accepts(searchRegistrationSchema, { ...valid, language: 'de' }).language, 'de');
    rejects(searchRegistrationSchema, { ...valid, language: 'es' }, { language: 'invalidOption' });
  });
  test('the manage page checks the same criteria without the person', () => {
    const { title: _t, firstName: _f, lastName: _l, email: _e, phone: _p, ...criteria } = valid;
    accepts(searchCriteriaSchema, { ...criteria, frequency: 'daily' });
    rejects(searchCriteriaSchema, { ...criteria, zones: [] }, { zones: 'atLeastOneZone' });
    rejects(searchCriteriaSchema, { ...criteria, minPrice: 2, maxPrice: 1 }, { maxPrice: 'budgetRange' });
  });
  test('zones are matched by one key: a zip as is, a town in search form', () => {
    assert.equal(searchZoneKey(' 8400 '), '8400');
    assert.equal(searchZoneKey('OOSTENDE'), 'oostende');
    assert.equal(searchZoneKey('Sint-Idesbald'), 'sint idesbald');
    assert.deepEqual(listingZoneKeys('8400', 'Oostende'), ['8400', 'oostende']);
    assert.deepEqual(listingZoneKeys(null, 'Liège'), ['liege']);
  });
});

describe('send to friend', () => {
  const valid = { senderName: 'An', senderEmail: 'an@example.be', friendEmail: 'bert@example.be', consent: true };
  test("friend's e-mail required and valid", () => {
    accepts(sendToFriendSchema, { ...valid, message: 'Kijk eens!', propertyId: 4512345 });
    rejects(sendToFriendSchema, { ...valid, friendEmail: '' }, { friendEmail: 'required' });
    rejects(sendToFriendSchema, { ...valid, friendEmail: 'bert' }, { friendEmail: 'email' });
    rejects(sendToFriendSchema, { ...valid, senderEmail: 'x' }, { senderEmail: 'email' });
    rejects(sendToFriendSchema, { ...valid, senderName: '' }, { senderName: 'required' });
  });
});

describe('testimonial', () => {
  const valid = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', message: 'Vlotte verkoop!\nEen aanrader.', consent: true };
  test('accepted with an optional 1-5 rating', () => {
    accepts(testimonialSchema, valid);
    assert.equal(accepts(testimonialSchema, { ...valid, rating: '5' }).rating, 5);
  });
  test('rejected', () => {
    rejects(testimonialSchema, { ...valid, message: ' ' }, { message: 'required' });
    rejects(testimonialSchema, { ...valid, rating: 6 }, { rating: 'invalidOption' });
    rejects(testimonialSchema, { ...valid, rating: 0 }, { rating: 'min' });
    rejects(testimonialSchema, { ...valid, message: 'x'.repeat(4001) }, { message: 'tooLong' });
  });
});

describe('rental application', () => {
  const valid = {
    ...person,
    ...address,
    propertyId: '4512345',
    adults: '2',
    children: '1',
    pets: false,
    moveDate: '2026-07-01',
    reason: 'Dichter bij het werk',
    incomePerson1: '2.450',
    incomePerson2: '',
  };
  test('accepted', () => {
    const data = accepts(rentalApplicationSchema, valid);
    assert.equal(data.adults, 2);
    assert.equal(data.incomePerson1, 2450);
    assert.equal(data.incomePerson2, undefined);
    assert.equal(data.pets, false);
    accepts(rentalApplicationSchema, { ...valid, pets: 'true', petsDescription: 'Een kat', incomePerson2: 1800 });
  });
  test('rejected', () => {
    rejects(rentalApplicationSchema, { ...valid, adults: '0' }, { adults: 'min' });
    rejects(rentalApplicationSchema, { ...valid, adults: '' }, { adults: 'required' });
    rejects(rentalApplicationSchema, { ...valid, children: '-1' }, { children: 'min' });
    rejects(rentalApplicationSchema, { ...valid, pets: undefined }, { pets: 'required' });
    rejects(rentalApplicationSchema, { ...valid, pets: 'misschien' }, { pets: 'invalidOption' });
    rejects(rentalApplicationSchema, { ...valid, moveDate: '2026-07' }, { moveDate: 'date' });
    rejects(rentalApplicationSchema, { ...valid, incomePerson1: '' }, { incomePerson1: 'required' });
    rejects(rentalApplicationSchema, { ...valid, street: '', zip: '', city: '' }, { street: 'required', zip: 'required', city: 'required' });
  });
});

describe('rental appointment confirmation', () => {
  const confirmations = { minimumIncome: true, maxPersons: true, descriptionRead: true, amountDue: 'on' };
  const booking = { ...person, propertyId: 1, appointmentDate: addDays(agencyToday(), 3), appointmentSlot: 'morning', rentalListing: 'true' };
  test('all four statements must be ticked (more in appointment.test.ts)', () => {
    accepts(rentalAppointmentSchema, { ...booking, confirmations });
    rejects(
      rentalAppointmentSchema,
      { ...booking, confirmations: { ...confirmations, descriptionRead: false } },
      {
        'confirmations.descriptionRead': 'mustAccept',
      },
    );
  });
});

describe('purchase offer', () => {
  const buyer = { ...person, ...address };
  const valid = {
    propertyId: '4512345',
    amount: '245.000',
    amountInWords: 'tweehonderdvijfenveertigduizend euro',
    startDate: '2026-03-05',
    endDate: '2026-03-20',
    place: 'Gistel',
    signingDate: '5-3-2026',
    conditions: 'Onder opschortende voorwaarde van het verkrijgen van een lening',
    personA: buyer,
    consent: true,
    personB: { title: '', firstName: '', lastName: '', email: '', phone: '', street: '', houseNumber: '', zip: '', city: '' },
  };
  test('accepted; an untouched person B is absent', () => {
    const data = accepts(purchaseOfferSchema, valid);
    assert.equal(data.amount, 245000);
    assert.equal(data.signingDate, '2026-03-05');
    assert.equal(data.personB, undefined);
    assert.ok(accepts(purchaseOfferSchema, { ...valid, personB: { ...buyer, firstName: 'Bert' } }).personB);
  });
  test('the amount in words must say the figures, in any of the four languages; whole euros only', () => {
    rejects(purchaseOfferSchema, { ...valid, amountInWords: 'tweehonderdduizend euro' }, { amountInWords: 'amountWords' });
    assert.equal(accepts(purchaseOfferSchema, { ...valid, amountInWords: 'deux cent quarante-cinq mille euros' }).amount, 245000);
    rejects(purchaseOfferSchema, { ...valid, amount: '245.000,50' }, { amount: 'number' });
    // said at once, with the other fields still in error, not only once the rest is right
    rejects(purchaseOfferSchema, { amount: '245000', amountInWords: 'tweehonderdduizend euro' }, { amountInWords: 'amountWords', place: 'required' });
  });
  test('end date must be after start date', () => {
    rejects(purchaseOfferSchema, { ...valid, endDate: '2026-03-01' }, { endDate: 'endBeforeStart' });
    rejects(purchaseOfferSchema, { ...valid, endDate: '2026-03-05' }, { endDate: 'endBeforeStart' });
  });
  test('dates must be complete', () => {
    rejects(purchaseOfferSchema, { ...valid, startDate: '2026-03' }, { startDate: 'date' });
    rejects(purchaseOfferSchema, { ...valid, endDate: '' }, { endDate: 'required' });
    rejects(purchaseOfferSchema, { ...valid, signingDate: '31-2-2026' }, { signingDate: 'date' });
  });
  test('amounts, place, person A; a partly filled person B must be complete', () => {
    rejects(purchaseOfferSchema, { ...valid, amount: '' }, { amount: 'required' });
    rejects(purchaseOfferSchema, { ...valid, amount: 'veel' }, { amount: 'number' });
    rejects(purchaseOfferSchema, { ...valid, amount: 0 }, { amount: 'min' });
    rejects(purchaseOfferSchema, { ...valid, amountInWords: '' }, { amountInWords: 'required' });
    rejects(purchaseOfferSchema, { ...valid, place: '' }, { place: 'required' });
    rejects(purchaseOfferSchema, { ...valid, personA: undefined }, { personA: 'required' });
    rejects(purchaseOfferSchema, { ...valid, personA: { ...buyer, email: 'x' } }, { 'personA.email': 'email' });
    rejects(
      purchaseOfferSchema,
      { ...valid, personB: { ...valid.personB, firstName: 'Bert' } },
      {
        'personB.lastName': 'required',
        'personB.email': 'required',
      },
    );
  });
});

describe('owner login, registration and passwords', () => {
  test('login', () => {
    accepts(ownerLoginSchema, { email: 'eigenaar@example.be', password: 'x' });
    rejects(ownerLoginSchema, { email: 'eigenaar@example.be', password: '' }, { password: 'required' });
    rejects(ownerLoginSchema, { email: 'nope', password: 'secret' }, { email: 'email' });
    accepts(forgotPasswordSchema, { email: 'eigenaar@example.be' });
    rejects(forgotPasswordSchema, {}, { email: 'required' });
  });
  test('password and confirmation must match', () => {
    accepts(passwordResetSchema, { password: 'zeeLucht8400', confirmPassword: 'zeeLucht8400' });
    rejects(passwordResetSchema, { password: 'zeeLucht8400', confirmPassword: 'zeeLucht8401' }, { confirmPassword: 'passwordMismatch' });
    rejects(passwordResetSchema, { password: 'zeeLucht8400', confirmPassword: '' }, { confirmPassword: 'required' });
    rejects(passwordResetSchema, { password: 'kort', confirmPassword: 'kort' }, { password: 'passwordTooShort' });
    rejects(passwordResetSchema, { password: '', confirmPassword: '' }, { password: 'required' });
  });
  test('a new password: at least 12 characters (ASVS 5.0), not a common one, no character-class rules', () => {
    rejects(passwordResetSchema, { password: 'zeeLucht840', confirmPassword: 'zeeLucht840' }, { password: 'passwordTooShort' });
    accepts(passwordResetSchema, { password: 'duinen en zee', confirmPassword: 'duinen en zee' });
    for (const common of ['Password1234', 'wachtwoord123', 'qwerty123456', '1111111111111', '202620262026']) {
      rejects(passwordResetSchema, { password: common, confirmPassword: common }, { password: 'passwordCommon' });
    }
  });
  test('registration', () => {
    const valid = { title: 'mr', firstName: 'Bert', lastName: 'Claes', email: 'bert@example.be', password: 'zeeLucht8400', confirmPassword: 'zeeLucht8400' };
    accepts(registrationSchema, valid);
    rejects(registrationSchema, { ...valid, confirmPassword: 'other-password' }, { confirmPassword: 'passwordMismatch' });
    rejects(registrationSchema, { ...valid, title: undefined }, { title: 'required' });
    assert.deepEqual(errorsOf(registrationSchema, { ...valid, email: 'x', confirmPassword: 'other' }), {
      email: 'email',
      confirmPassword: 'passwordMismatch',
    });
  });
});

describe('newsletter', () => {
  test('an e-mail address is enough', () => {
    accepts(newsletterSchema, { email: 'an@example.be', consent: true });
    rejects(newsletterSchema, { email: 'an@example.be' }, { consent: 'mustAccept' });
    rejects(newsletterSchema, { email: '' }, { email: 'required' });
    rejects(newsletterSchema, { email: 'an@' }, { email: 'email' });
  });
});

describe('messages', () => {
  test('every key has a text in every language', () => {
    for (const locale of LOCALES) {
      for (const key of FORM_MESSAGE_KEYS) assert.ok(FORM_MESSAGES[locale][key].length > 0, `${locale}.${key}`);
      assert.ok(CHECK_FIELDS_MESSAGE[locale].length > 0);
    }
  });
  test('formErrorMessage', () => {
    assert.equal(formErrorMessage('required', 'nl'), 'Dit veld is verplicht.');
    assert.equal(formErrorMessage('passwordMismatch', 'fr'), 'Les mots de passe ne correspondent pas.');
    assert.equal(formErrorMessage('email', 'en'), 'Please enter a valid e-mail address.');
    assert.equal(formErrorMessage('endBeforeStart', 'de'), 'Das Enddatum muss nach dem Anfangsdatum liegen.');
    assert.equal(formErrorMessage('captcha', 'en'), 'The entered characters are not valid.');
    assert.equal(formErrorMessage('no-such-key', 'en'), 'This value is not valid.');
    assert.equal(formErrorMessage(undefined, 'xx'), 'Deze waarde is ongeldig.');
  });
  test("'check the fields marked in red' in four languages", () => {
    assert.equal(CHECK_FIELDS_MESSAGE.en, 'Please check the fields marked in red.');
    assert.equal(CHECK_FIELDS_MESSAGE.nl, 'Gelieve de rood gemarkeerde velden na te kijken.');
  });
  test('every issue of every schema carries a known key', () => {
    const junk: unknown[] = [{}, { title: 5, email: 7, propertyTypes: 'x', zones: 5, personA: 'x', confirmations: 1 }, null, 'text'];
    for (const [id, schema] of Object.entries(FORM_SCHEMAS)) {
      for (const input of junk) {
        const result = (schema as z.ZodType).safeParse(input);
        assert.equal(result.success, false, id);
        for (const issue of result.error?.issues ?? []) {
          if (issue.path.length === 0) continue; // a non-object input as a whole
          assert.ok((FORM_MESSAGE_KEYS as readonly string[]).includes(issue.message), `${id} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
  });
  test('the registry knows every form', () => {
    assert.equal(isFormId('purchase-offer'), true);
    assert.equal(isFormId('purchaseOffer'), false);
    assert.equal(isFormId('constructor'), false);
    assert.equal(Object.keys(FORM_SCHEMAS).length, 16);
    for (const id of SUBMITTABLE_FORMS) assert.ok(isFormId(id), id);
  });
});

describe('input parsing', () => {
  test('Belgian numbers', () => {
    assert.equal(parseNumberInput('245.000'), 245000);
    assert.equal(parseNumberInput('245 000'), 245000);
    assert.equal(parseNumberInput('€ 1.245,50'), 1245.5);
    assert.equal(parseNumberInput('1250,5'), 1250.5);
    assert.equal(parseNumberInput('12.5'), 12.5);
    assert.equal(parseNumberInput(''), undefined);
    assert.ok(Number.isNaN(parseNumberInput('1.2.3')));
  });
  test('dates', () => {
    assert.equal(parseDateInput('2026-3-5'), '2026-03-05');
    assert.equal(parseDateInput('05/03/2026'), '2026-03-05');
    assert.equal(parseDateInput('29-2-2028'), '2028-02-29');
    assert.equal(parseDateInput('29-2-2026'), null);
    assert.equal(parseDateInput('5-3'), null);
  });
});

describe('hostile text', () => {
  test('names, addresses and other one-line fields refuse line breaks (no header injection)', () => {
    rejects(contactSchema, { ...person, lastName: 'Peeters\r\nBcc: x@example.com' }, { lastName: 'lineBreak' });
    rejects(contactSchema, { ...person, firstName: 'An\u2028B' }, { firstName: 'lineBreak' });
    rejects(valuationSchema, { ...person, purpose: 'sell', property: { ...address, street: 'Kerk\nstraat' } }, { 'property.street': 'lineBreak' });
    rejects(sendToFriendSchema, { senderName: 'An\nB', senderEmail: 'an@example.be', friendEmail: 'b@example.be', consent: true }, { senderName: 'lineBreak' });
  });
  test('remarks keep their line breaks', () => {
    assert.equal(accepts(contactSchema, { ...person, remarks: 'Lijn 1\nLijn 2' }).remarks, 'Lijn 1\nLijn 2');
  });
  test('markup and control characters are refused, plain comparisons are not', () => {
    rejects(contactSchema, { ...person, remarks: '<script>alert(1)</script>' }, { remarks: 'noMarkup' });
    rejects(contactSchema, { ...person, firstName: '<b>An</b>' }, { firstName: 'noMarkup' });
    rejects(contactSchema, { ...person, remarks: 'a <!-- b -->' }, { remarks: 'noMarkup' });
    rejects(contactSchema, { ...person, lastName: 'Pee\u202eters' }, { lastName: 'invalid' });
    rejects(contactSchema, { ...person, remarks: 'nul\u0000byte' }, { remarks: 'invalid' });
    accepts(contactSchema, { ...person, remarks: 'Budget < 300.000 euro, tuin > 100 m²' });
  });
  test('unicode names are kept, in composed form', () => {
    const data = accepts(contactSchema, { ...person, firstName: 'Zoe\u0301', lastName: 'Ærøskøbing-Łódź 李' });
    assert.equal(data.firstName, 'Zoé');
    assert.equal(data.lastName, 'Ærøskøbing-Łódź 李');
  });
  test('consent is required', () => {
    rejects(contactSchema, { ...person, consent: false }, { consent: 'mustAccept' });
    rejects(contactSchema, { ...person, consent: undefined }, { consent: 'mustAccept' });
  });
});

describe('listing request and submission envelope', () => {
  test('information by default, a visit with an optional date', () => {
    assert.equal(accepts(listingRequestSchema, { ...person, propertyId: '4512345' }).request, 'information');
    assert.equal(accepts(listingRequestSchema, { ...person, propertyId: '4512345', request: 'visit' }).request, 'visit');
    rejects(listingRequestSchema, { ...person, propertyId: '4512345', request: 'buy' }, { request: 'invalidOption' });
  });
  test('the envelope needs a language, a captcha payload and the fields', () => {
    assert.ok(submissionEnvelopeSchema.safeParse({ locale: 'nl', altcha: 'x', data: {} }).success);
    rejects(submissionEnvelopeSchema, { locale: 'xx', data: {} }, { locale: 'invalid', altcha: 'captcha' });
    rejects(submissionEnvelopeSchema, { locale: 'nl', altcha: 'x', data: [1] }, { data: 'invalid' });
  });
});
