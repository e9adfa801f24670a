/**
 * Booking a visit (form 'contact-appointment') end to end: over HTTP as the site forwards it, a captcha
 * solved for real, the mails received by a real SMTP server. The CMS's SMTP port is the one forms.ts
 * chose before the boot (its mailbox only listens during its own tests, which run after these: suites
 * run in file order), so this file listens on that port while its own tests run.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as domain from '@coast/domain';
import { cms, database, rows } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor, type SubmissionRow } from '../helpers/forms';
import { TestMailbox } from '../helpers/smtp';

const SETTINGS = 'api::appointment-setting.appointment-setting';
const AGENCY = () => process.env.AGENCY_EMAIL ?? '';
let mailbox: TestMailbox;
/** A rent listing with a published rent, a listing for sale, and a rented one (found when the suite starts). */
const rent: { externalId: number; facts: domain.RentalFacts } = { externalId: 0, facts: {} };
const sale = { externalId: 0 };
const rented = { externalId: 0 };

/** What a booking answers, as these tests read it (null when no JSON: they check the status first). */
interface BookingAnswer {
  ok?: boolean;
  reason?: string;
  errors: Record<string, string>;
}

/** Posts a booking as the site forwards it (its token, the visitor's address); `altcha` may be solved beforehand. */
async function book(data: unknown, { locale = 'nl', altcha }: { locale?: string; altcha?: string } = {}) {
  const response = await fetch(`${cms().url}/api/forms/contact-appointment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ locale, altcha: altcha ?? (await solvedCaptcha()), data }),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as BookingAnswer };
}

const submissions = () => rows<SubmissionRow>('api::submission.submission');
const day = (days: number) => domain.addDays(domain.agencyToday(), days);
const ticked = { minimumIncome: true, maxPersons: true, descriptionRead: true, amountDue: true };
const uid = () => Math.random().toString(36).slice(2, 8);
const booking = (overrides: Record<string, unknown> = {}) => ({
  title: 'mr',
  firstName: 'Jan',
  lastName: `Claes-${uid()}`,
  email: `jan.${uid()}@example.be`,
  phone: '0478 12 34 56',
  propertyId: String(rent.externalId),
  appointmentDate: day(5),
  appointmentSlot: 'afternoon',
  rentalListing: true,
  confirmations: ticked,
  consent: true,
  ...overrides,
});

/** Staff set the capacity per slot (the Appointment settings single type). */
async function setCapacity(capacityPerSlot: number) {
  const documents = cms().strapi.documents(SETTINGS);
  const current = await documents.findFirst();
  if (current) await documents.update({ documentId: current.documentId, data: { capacityPerSlot } });
  else await documents.create({ data: { capacityPerSlot } });
}

/** The confirmed bookings of a slot. */
const bookedIn = (externalId: number, date: string, slot: string) =>
  submissions().count({ where: { form: 'contact-appointment', state: 'confirmed', listing: { externalId }, appointmentDate: date, appointmentSlot: slot } });

describe(`visit booking on ${database}`, () => {
  before(async () => {
    mailbox = new TestMailbox(Number(process.env.SMTP_PORT));
    await mailbox.start();
    const properties = rows<{ externalId: number; price: number | null; charges: number | null; inventoryCost: number | null; bedrooms: number | null }>(
      'api::property.property',
    );
    const let_ = (await properties.findOne({
      where: { isInFeed: true, availability: 'for_rent', price: { $notNull: true }, charges: { $gt: 0 }, inventoryCost: { $notNull: true } },
      select: ['externalId', 'price', 'charges', 'inventoryCost', 'bedrooms'],
      orderBy: { externalId: 'asc' },
    }))!;
    Object.assign(rent, {
      externalId: let_.externalId,
      facts: { rent: let_.price, charges: let_.charges, inventoryCost: let_.inventoryCost, bedrooms: let_.bedrooms },
    });
    sale.externalId = (await properties.findOne({ where: { isInFeed: true, availability: 'for_sale' }, select: ['externalId'] }))!.externalId;
    rented.externalId = (await properties.findOne({ where: { isInFeed: true, availability: 'rented' }, select: ['externalId'] }))?.externalId ?? 0;
    await setCapacity(2);
  });
  after(async () => {
    await setCapacity(4);
    await mailbox.stop();
  });

  test('a booking on a rent listing is stored confirmed with its day and slot; both mails name them and state the amounts due', async () => {
    const data = booking({ appointmentDate: day(3), appointmentSlot: 'afternoon' });
    const r = await book(data, { locale: 'fr' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = (await submissions().findOne({ where: { email: data.email }, populate: ['listing', 'mails'] }))!;
    assert.equal(stored.form, 'contact-appointment');
    assert.equal(stored.state, 'confirmed');
    assert.equal(stored.appointmentDate, day(3));
    assert.equal(stored.appointmentSlot, 'afternoon');
    assert.equal(stored.listing?.externalId, rent.externalId);
    assert.equal(stored.fields.rentalListing, true);
    assert.equal(stored.mails?.length, 2);

    const [year, month, dayOfMonth] = day(3).split('-').map(Number);
    const shown = `${dayOfMonth}-${month}-${year}`;
    await waitFor('both mails', () => mailbox.to(data.email).length === 1 && mailbox.to(AGENCY()).some((m) => m.replyTo[0]?.address === data.email));
    // The agency reads Dutch: the Dutch afternoon is 13:00-16:00; the French visitor's is 14:00-16:00.
    const agency = mailbox.to(AGENCY()).find((m) => m.replyTo[0]?.address === data.email)!;
    assert.match(agency.subject, /^Afspraak voor een bezoek: Jan Claes-/);
    assert.ok(agency.text.includes(`Datum van het bezoek: ${shown}`), agency.text);
    assert.ok(agency.text.includes('Tijdstip: 13:00-16:00'), agency.text);
    const terms = domain.rentalAppointmentTerms(rent.facts);
    for (const statement of domain.rentalAppointmentStatements('nl', terms)) {
      assert.ok(agency.text.includes(`[x] ${statement.text}`), statement.text);
      for (const line of statement.lines) assert.ok(agency.text.includes(line), line);
    }
    assert.ok(agency.text.includes(`Totaal: ${domain.formatEuro(terms.amountDue!.total, 'nl')}`));
    const visitor = mailbox.to(data.email)[0];
    assert.match(visitor.subject, /Rendez-vous pour une visite/);
    assert.ok(visitor.text.includes(`Date de la visite: ${shown}`), visitor.text);
    assert.ok(visitor.text.includes('Plage horaire: 14:00-16:00'), visitor.text);
    assert.ok(visitor.text.includes(`une garantie locative de 3 mois de loyer: ${domain.formatEuro(terms.amountDue!.deposit, 'fr')}`), visitor.text);
  });

  test('capacity: a full slot answers 409 \'full\' ("The appointments are full") and stores nothing; another slot still books; a handled booking frees its place', async () => {
    const date = day(10);
    for (let i = 0; i < 2; i += 1) assert.equal((await book(booking({ appointmentDate: date, appointmentSlot: 'evening' }))).status, 201);
    const before = await submissions().count();
    const full = await book(booking({ appointmentDate: date, appointmentSlot: 'evening' }));
    assert.equal(full.status, 409);
    assert.deepEqual(full.json, { ok: false, reason: 'full', errors: { appointmentSlot: 'appointmentsFull' } });
    assert.equal(domain.formErrorMessage(full.json.errors.appointmentSlot, 'nl'), 'De afspraken zijn volzet.');
    assert.equal(domain.formErrorMessage(full.json.errors.appointmentSlot, 'en'), 'The appointments are full.');
    assert.equal(await submissions().count(), before, 'nothing stored');
    assert.equal(await bookedIn(rent.externalId, date, 'evening'), 2);

    assert.equal((await book(booking({ appointmentDate: date, appointmentSlot: 'morning' }))).status, 201, 'another slot');
    assert.equal((await book(booking({ appointmentDate: day(11), appointmentSlot: 'evening' }))).status, 201, 'another day');
    const one = await submissions().findOne({ where: { form: 'contact-appointment', appointmentDate: date, appointmentSlot: 'evening' } });
    await submissions().update({ where: { id: one!.id }, data: { state: 'handled' } });
    assert.equal((await book(booking({ appointmentDate: date, appointmentSlot: 'evening' }))).status, 201, 'the freed place');
  });

  test('two visitors (and more) booking the last place at once: exactly one gets it, the others are told it is full', async () => {
    const date = day(20);
    assert.equal((await book(booking({ appointmentDate: date, appointmentSlot: 'morning' }))).status, 201);
    const captchas: string[] = [];
    for (let i = 0; i < 6; i += 1) captchas.push(await solvedCaptcha());
    const results = await Promise.all(captchas.map((altcha) => book(booking({ appointmentDate: date, appointmentSlot: 'morning' }), { altcha })));
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409], JSON.stringify(results.map((r) => r.json)));
    assert.equal(await bookedIn(rent.externalId, date, 'morning'), 2);
  });

  test('a past day, today, a day beyond the horizon or an unknown slot: 400 with messages, nothing stored', async () => {
    const before = await submissions().count();
    const refused = async (overrides: Record<string, unknown>, field: string, key: string) => {
      const r = await book(booking(overrides));
      assert.equal(r.status, 400, JSON.stringify(r.json));
      assert.equal(r.json.reason, 'invalid');
      assert.equal(r.json.errors[field], key, JSON.stringify(r.json.errors));
      return r;
    };
    await refused({ appointmentDate: day(-1) }, 'appointmentDate', 'dateTooEarly');
    await refused({ appointmentDate: day(0) }, 'appointmentDate', 'dateTooEarly');
    await refused({ appointmentDate: day(domain.APPOINTMENT_HORIZON_DAYS + 1) }, 'appointmentDate', 'dateTooLate');
    await refused({ appointmentDate: '30-2-2027' }, 'appointmentDate', 'date');
    await refused({ appointmentSlot: 'night' }, 'appointmentSlot', 'invalidOption');
    await refused({ appointmentSlot: '' }, 'appointmentSlot', 'required');
    assert.equal(domain.formErrorMessage('dateTooEarly', 'nl'), 'Kies een datum vanaf morgen.');
    assert.equal(domain.formErrorMessage('invalidOption', 'fr'), 'Veuillez faire un choix valide.');
    assert.equal(await submissions().count(), before);
  });

  test('a rent listing needs the four statements, whatever the browser says; a listing for sale books without them', async () => {
    const before = await submissions().count();
    const skipped = await book(booking({ rentalListing: false, confirmations: undefined }));
    assert.equal(skipped.status, 400, JSON.stringify(skipped.json));
    assert.deepEqual(skipped.json.errors, {
      'confirmations.minimumIncome': 'mustAccept',
      'confirmations.maxPersons': 'mustAccept',
      'confirmations.descriptionRead': 'mustAccept',
      'confirmations.amountDue': 'mustAccept',
    });
    const oneMissing = await book(booking({ confirmations: { ...ticked, amountDue: false } }));
    assert.deepEqual(oneMissing.json.errors, { 'confirmations.amountDue': 'mustAccept' });
    assert.equal(await submissions().count(), before);

    const data = booking({ propertyId: String(sale.externalId), rentalListing: true, confirmations: undefined, appointmentSlot: 'morning' });
    const r = await book(data, { locale: 'en' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = await submissions().findOne({ where: { email: data.email } });
    assert.equal(stored?.fields.rentalListing, false, 'the listing, not the browser, says whether it is let');
    await waitFor('the visitor mail', () => mailbox.to(data.email).length === 1);
    assert.ok(mailbox.to(data.email)[0].text.includes('Time slot: 10:00-13:00'));
    assert.ok(!mailbox.to(data.email)[0].text.includes('Statements'), 'no statements for a sale');
  });

  test('an unknown listing, or one already rented, cannot be booked', async () => {
    const unknown = await book(booking({ propertyId: '99999999' }));
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.json.errors, { propertyId: 'invalid' });
    assert.ok(rented.externalId, 'the snapshot has a rented listing');
    const taken = await book(booking({ propertyId: String(rented.externalId) }));
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.json.errors, { propertyId: 'invalid' });
  });
});
