/**
 * Visitor forms end to end: a real SMTP server (smtp-server, started here) receives what the CMS's
 * outbox worker sends; submissions go over HTTP to POST /api/forms/:form as the site forwards them
 * (its token and the visitor's address in X-Coast-Client-Ip), each with a captcha solved for real
 * (altcha-lib's proof of work).
 *
 * The SMTP settings are read when Strapi boots, so this file points them at its mailbox's port when it
 * is loaded (test/cms.test.ts loads every suite before the one boot).
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as domain from '@coast/domain';
import { adminToken, graphql, parsedJson, rest } from '../helpers/http';
import { cms, compiled, database, enumOf, rows } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor, type OutboxRow, type SubmissionRow } from '../helpers/forms';
import { formsMailbox } from '../helpers/smtp';

const AGENCY = 'agency@kustvastgoed.test';
const mailbox = formsMailbox();
Object.assign(process.env, {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mailbox.port),
  AGENCY_EMAIL: AGENCY,
  EMAIL_FROM: 'website@kustvastgoed.test',
  // Quick polls and short retry delays, so "the relay is back" shows within seconds (production: 5 s, 1 min doubling to 1 h).
  OUTBOX_POLL_MS: '200',
  OUTBOX_RETRY_BASE_MS: '200',
  OUTBOX_RETRY_MAX_MS: '1000',
  // A lighter proof of work: these tests solve a few hundred challenges.
  ALTCHA_MAX_COUNTER: '3000',
});

/** A listing on the site (in the feed), found when the suite starts. */
const listing = { ID: 0 };

/** What a form post answers, as these tests read it (null when no JSON: they check the status first). */
interface FormAnswer {
  ok?: boolean;
  reason?: string;
  errors: Record<string, string>;
}
interface PostOptions {
  address?: string;
  /** The site's token unless given; null for none. */
  token?: string | null;
  contentType?: string;
  /** A body sent as it is. */
  raw?: string;
}

/** Posts a form as the site forwards it: the site's token, the visitor's address in X-Coast-Client-Ip. */
async function post(
  form: string,
  body: unknown,
  { address = freshAddress(), token = cms().siteReadToken, contentType = 'application/json', raw }: PostOptions = {},
) {
  const response = await fetch(`${cms().url}/api/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-coast-client-ip': address,
    },
    body: raw !== undefined ? raw : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: parsedJson<FormAnswer>(text), headers: response.headers };
}

async function submit(form: string, data: unknown, { locale = 'nl', address }: { locale?: string; address?: string } = {}) {
  return post(form, { locale, altcha: await solvedCaptcha(), data }, { address });
}

const submissions = () => rows<SubmissionRow>('api::submission.submission');
const outbox = () => rows<OutboxRow>('api::outbox-mail.outbox-mail');
const countSubmissions = () => submissions().count();

const person = (overrides = {}) => ({
  title: 'ms',
  firstName: 'Anne',
  lastName: `Peeters-${Math.random().toString(36).slice(2, 8)}`,
  email: `anne.${Math.random().toString(36).slice(2, 8)}@example.be`,
  phone: '0478 12 34 56',
  consent: true,
  ...overrides,
});

/** The valid input of each form built today, and what its mails must say. */
const VALID = {
  'site-contact': () => ({ ...person(), remarks: 'Hebt u nog appartementen aan zee?\nGraag info.', contactTimeSlots: ['morning'] }),
  'contact-me': () => ({ ...person(), propertyId: String(listing.ID), request: 'visit', preferredDate: '2027-05-04' }),
  'contact-demand': () => ({
    ...person(),
    purpose: 'sell',
    propertyType: '1',
    property: { street: 'Kerkstraat', houseNumber: '12', zip: '8470', city: 'Gistel' },
  }),
  'contact-construction': () => ({ ...person(), project: 'Residentie Duinenzicht' }),
  testimonial: () => ({
    firstName: 'Marc',
    lastName: 'Dewulf',
    email: `marc.${Date.now()}@example.be`,
    city: 'Oostende',
    rating: 5,
    message: 'Vlot verkocht!',
    consent: true,
  }),
  'send-to-friend': () => ({
    senderName: 'Anne',
    senderEmail: 'anne@example.be',
    friendName: 'Bert',
    friendEmail: `bert.${Math.random().toString(36).slice(2, 8)}@example.be`,
    message: 'Iets voor jou?',
    propertyId: String(listing.ID),
    consent: true,
  }),
  'sign-newsletter': () => ({ email: `news.${Math.random().toString(36).slice(2, 8)}@example.be`, firstName: 'Nina', consent: true }),
  // Its own flow (double opt-in, alerts) is tested in search-alerts.ts.
  'demand-register': () => ({ ...person(), goal: 'buy', propertyTypes: ['1'], zones: ['Gistel'], frequency: 'weekly' }),
  // Its own states and links: test/suites/document-request.ts.
  'document-request': () => ({ ...person(), propertyId: String(listing.ID) }),
  'purchase-offer': () => ({
    propertyId: String(listing.ID),
    amount: '245.000',
    amountInWords: 'deux cent quarante-cinq mille euros',
    startDate: '2027-03-05',
    endDate: '2027-03-20',
    place: 'Gistel',
    signingDate: '2027-03-05',
    conditions: 'Sous réserve d’obtention d’un crédit',
    personA: { ...person(), street: 'Kerkstraat', houseNumber: '12', zip: '8470', city: 'Gistel' },
    personB: { title: '', firstName: '', lastName: '', email: '', phone: '', street: '', houseNumber: '', zip: '', city: '' },
    consent: true,
  }),
  // A visit booking (tested in forms-appointment.ts); the statements ticked in case the listing is let.
  'contact-appointment': () => ({
    ...person(),
    propertyId: String(listing.ID),
    appointmentDate: domain.addDays(domain.agencyToday(), 7),
    appointmentSlot: 'morning',
    confirmations: { minimumIncome: true, maxPersons: true, descriptionRead: true, amountDue: true },
  }),
  // Posted here as JSON (no documents); with documents as multipart: forms-rentalapp.ts.
  'rental-application': () => ({
    ...person(),
    street: 'Zeedijk',
    houseNumber: '101',
    zip: '8400',
    city: 'Oostende',
    propertyId: String(listing.ID),
    adults: '2',
    children: '1',
    pets: 'false',
    moveDate: '2027-06-01',
    incomePerson1: '2.450',
    consent: true,
  }),
};

describe(`visitor forms on ${database}`, () => {
  before(async () => {
    await mailbox.start();
    const found = await rows<{ externalId: number }>('api::property.property').findOne({
      where: { isInFeed: true },
      select: ['externalId'],
      orderBy: { id: 'asc' },
    });
    listing.ID = found!.externalId;
  });
  after(async () => {
    await mailbox.stop();
  });

  test('the ids are one vocabulary: stored forms, mail kinds and contact-module forms are the domain lists', () => {
    const sorted = (values: readonly string[]) => [...values].sort();
    /** Whether a list of ids holds one (the domain's lists are typed by their own ids). */
    const listed = (ids: readonly string[], id: string) => ids.includes(id);
    assert.deepEqual(sorted(enumOf('api::submission.submission', 'form')), sorted(domain.SUBMITTABLE_FORMS));
    assert.deepEqual(sorted(enumOf('api::submission.submission', 'state')), sorted(domain.SUBMISSION_STATUSES));
    const { MAIL_KINDS } = compiled('src/forms/mail-kinds');
    const { OWNER_MAIL_KINDS } = compiled('src/owner-portal/mail-texts');
    const { SEARCH_MAIL_KINDS } = compiled('src/search-alerts/mail-texts');
    // The outbox carries the forms' mails, the owners' and the registered searches' (whose texts are fixed, with no template).
    assert.deepEqual(sorted(enumOf('api::outbox-mail.outbox-mail', 'kind')), sorted([...MAIL_KINDS, ...OWNER_MAIL_KINDS, ...SEARCH_MAIL_KINDS]));
    assert.deepEqual(sorted(enumOf('api::mail-template.mail-template', 'key')), sorted(MAIL_KINDS));
    // A form offered only on a listing's page (the document request) is no contact module's choice.
    for (const form of domain.SUBMITTABLE_FORMS)
      assert.ok(domain.isFormId(form) && listed(domain.CONTACT_FORMS, form) !== listed(domain.LISTING_ONLY_FORMS, form), form);
  });

  test('site contact (French visitor): stored first, then the agency notification (Dutch, reply-to the visitor) and the visitor confirmation in French', async () => {
    // The phone as typed, without groups: the mails write it the way the site writes numbers.
    const data = { ...VALID['site-contact'](), phone: '+32478123456' };
    const before = await countSubmissions();
    const r = await submit('site-contact', data, { locale: 'fr', address: '203.0.113.9' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    assert.deepEqual(r.json, { ok: true });
    assert.equal(await countSubmissions(), before + 1);
    const stored = (await submissions().findOne({ where: { email: data.email }, populate: ['mails'] }))!;
    assert.equal(stored.form, 'site-contact');
    assert.equal(stored.language, 'fr');
    assert.equal(stored.state, 'new');
    assert.equal(stored.consent, true);
    assert.equal(stored.fields.remarks, data.remarks);
    assert.equal(stored.fields.website, undefined);
    assert.match(stored.clientHash ?? '', /^[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(stored).includes('203.0.113.9'), 'the address itself is not stored');
    assert.equal(stored.mails?.length, 2);

    await waitFor('both mails', () => mailbox.to(AGENCY).some((m) => m.text.includes(data.lastName)) && mailbox.to(data.email).length === 1);
    const agency = mailbox.to(AGENCY).find((m) => m.text.includes(data.lastName))!;
    assert.equal(agency.replyTo[0].address, data.email);
    assert.match(agency.subject, /^Contactformulier: Anne Peeters-/);
    assert.match(agency.text, /Taal van de bezoeker: FR/);
    assert.match(agency.text, /Opmerkingen: Hebt u nog appartementen aan zee\?\n {4}Graag info\./);
    assert.match(agency.text, /Wanneer mogen we u bellen\?: 10:00-13:00/);
    const visitor = mailbox.to(data.email)[0];
    assert.match(visitor.subject, /^Votre demande à Kustvastgoed : Formulaire de contact$/);
    assert.match(visitor.text, /Bonjour Anne Peeters-/);
    assert.match(visitor.text, /Prénom: Anne/);
    assert.match(visitor.text, /Téléphone: 0478 12 34 56/);
    assert.match(agency.text, /0478 12 34 56/);
    assert.ok(!agency.text.includes('+32478123456'), 'the agency reads the number grouped');
    assert.equal(visitor.replyTo[0].address, AGENCY);
    assert.ok(!/<script|<b>/i.test(visitor.html), 'the HTML part is the escaped text');
  });

  test('a stored request and its mails are listed in the admin (written with the query engine, not the document service)', async () => {
    const data = VALID['site-contact']();
    const r = await submit('site-contact', data);
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const token = await adminToken(cms().url);
    const list = (uid: string, filter: string) =>
      rest<{ results: { documentId: string }[] }>(cms().url, `/content-manager/collection-types/${uid}?page=1&pageSize=10&${filter}`, { token });
    const requests = await list('api::submission.submission', `filters[$and][0][email][$eq]=${encodeURIComponent(data.email)}`);
    assert.equal(requests.status, 200, requests.text);
    assert.equal(requests.json.results.length, 1);
    const [row] = requests.json.results;
    assert.match(row.documentId, /^[a-z0-9]{20,}$/);
    const one = await rest<{ data: { email: string; state: string } }>(
      cms().url,
      `/content-manager/collection-types/api::submission.submission/${row.documentId}`,
      { token },
    );
    assert.equal(one.status, 200, one.text);
    assert.equal(one.json.data.email, data.email);
    assert.equal(one.json.data.state, 'new', 'its state shown as it is, not as draft/published');
    // Staff mark it handled in the admin (what the owner's portal then shows).
    const handled = await rest(cms().url, `/content-manager/collection-types/api::submission.submission/${row.documentId}`, {
      method: 'PUT',
      token,
      body: { state: 'handled' },
    });
    assert.equal(handled.status, 200, handled.text);
    assert.equal((await submissions().findOne({ where: { documentId: row.documentId } }))?.state, 'handled');
    const mails = await list('api::outbox-mail.outbox-mail', `filters[$and][0][replyToAddress][$eq]=${encodeURIComponent(data.email)}`);
    assert.equal(mails.status, 200, mails.text);
    assert.equal(mails.json.results.length, 1, 'the agency notification, reply-to the visitor');
    const visitorMail = await list('api::outbox-mail.outbox-mail', `filters[$and][0][toAddress][$eq]=${encodeURIComponent(data.email)}`);
    assert.equal(visitorMail.json.results.length, 1, 'the visitor confirmation');
    for (const mail of [...mails.json.results, ...visitorMail.json.results]) assert.match(mail.documentId, /^[a-z0-9]{20,}$/);
    await waitFor('both mails', () => mailbox.to(data.email).length === 1 && mailbox.to(AGENCY).some((m) => m.text.includes(data.lastName)));
  });

  test('every other form: a valid submission is stored and mails what it should, in the visitor language', async () => {
    const expected = {
      'contact-me': { count: 2, visitor: /Question about a property/, agencyText: /Referentie van het pand: \d+ .*\n.*\/nl\/property\/\d+\// },
      'contact-demand': { count: 2, visitor: /Free valuation/, agencyText: /Straat: Kerkstraat/ },
      'contact-construction': { count: 2, visitor: /New-build information/, agencyText: /Project: Residentie Duinenzicht/ },
      testimonial: { count: 2, visitor: /Testimonial/, agencyText: /Bericht: Vlot verkocht!/ },
    };
    for (const [form, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
      const data = VALID[form]();
      const r = await submit(form, data, { locale: 'en' });
      assert.equal(r.status, 201, `${form}: ${JSON.stringify(r.json)}`);
      const stored = (await submissions().findOne({ where: { email: data.email }, populate: ['listing', 'mails'] }))!;
      assert.equal(stored.form, form);
      assert.equal(stored.mails?.length, want.count, form);
      if (form === 'contact-me') {
        assert.equal(stored.listing?.externalId, listing.ID, 'the listing is stored with the request');
        assert.equal(stored.fields.request, 'visit');
      }
      await waitFor(`${form} mails`, () => mailbox.to(data.email).length === 1 && mailbox.to(AGENCY).some((m) => m.replyTo[0]?.address === data.email));
      assert.match(mailbox.to(data.email)[0].subject, want.visitor, form);
      assert.match(mailbox.to(AGENCY).find((m) => m.replyTo[0]?.address === data.email)!.text, want.agencyText, form);
    }
  });

  test('a purchase offer (French buyer): the words must say the figures; stored with its listing; both mails carry the 10% advance terms', async () => {
    const wrong = await submit('purchase-offer', { ...VALID['purchase-offer'](), amountInWords: 'deux cent mille euros' }, { locale: 'fr' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.errors.amountInWords, 'amountWords');
    assert.equal(domain.formErrorMessage(wrong.json.errors.amountInWords, 'fr'), 'Le montant en lettres ne correspond pas au montant en chiffres.');

    const data = VALID['purchase-offer']();
    const r = await submit('purchase-offer', data, { locale: 'fr' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = (await submissions().findOne({ where: { email: data.personA.email }, populate: ['listing', 'mails'] }))!;
    assert.equal(stored.form, 'purchase-offer');
    assert.equal(stored.listing?.externalId, listing.ID);
    assert.equal(stored.fields.amount, 245000);
    assert.equal(stored.fields.personB, undefined, 'an untouched buyer B is not stored');

    const email = data.personA.email;
    await waitFor('offer mails', () => mailbox.to(email).length === 1 && mailbox.to(AGENCY).some((m) => m.replyTo[0]?.address === email));
    const agency = mailbox.to(AGENCY).find((m) => m.replyTo[0]?.address === email)!;
    assert.match(agency.subject, /^Bod op een pand: Anne Peeters-/);
    assert.match(agency.text, /Bedrag van het bod \(euro\): €\s245\.000/);
    assert.match(agency.text, /Bedrag in letters: deux cent quarante-cinq mille euros/);
    assert.match(agency.text, /Het bod geldt tot en met: 20-3-2027/);
    assert.match(agency.text, /\nKoper A:\nAanspreking: Mevrouw\nVoornaam: Anne/);
    assert.ok(!agency.text.includes('Koper B'), 'no buyer B');
    assert.match(agency.text, /voorschot van 10% van de verkoopprijs/);
    const visitor = mailbox.to(email)[0];
    assert.match(visitor.subject, /Offre d’achat/);
    assert.match(visitor.text, /Montant de l’offre \(euros\): 245\u202f000\u00a0€/);
    assert.match(visitor.text, /acompte de 10% du prix de vente/);
  });

  test('a sending posted twice with its request id (the first answer never reached the visitor): answered as sent, stored and mailed once', async () => {
    const data = VALID['site-contact']();
    const altcha = await solvedCaptcha();
    const requestId = 'b0a2c1d4e5f60718293a4b5c6d7e8f90';
    const address = freshAddress();
    const first = await post('site-contact', { locale: 'nl', altcha, requestId, data }, { address });
    assert.equal(first.status, 201, JSON.stringify(first.json));
    // Pressed again: the same captcha (now used) and the same id.
    const again = await post('site-contact', { locale: 'nl', altcha, requestId, data }, { address });
    assert.equal(again.status, 201, JSON.stringify(again.json));
    assert.equal(await submissions().count({ where: { email: data.email } }), 1);
    await waitFor('the confirmation', () => mailbox.to(data.email).length === 1);
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(mailbox.to(data.email).length, 1, 'one confirmation');
    assert.equal(mailbox.to(AGENCY).filter((m) => m.replyTo[0]?.address === data.email).length, 1, 'one notification');
    // Without the id, the used captcha is what it is: refused.
    const without = await post('site-contact', { locale: 'nl', altcha, data }, { address });
    assert.equal(without.status, 400);
    assert.equal(without.json.reason, 'captcha');
    // A malformed id is refused before anything is stored.
    const bad = await post('site-contact', { locale: 'nl', altcha: await solvedCaptcha(), requestId: 'x y', data: VALID['site-contact']() });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors.requestId, 'invalid');
  });

  test('a testimonial is stored as an unpublished testimonial in the visitor language', async () => {
    const drafts = await cms()
      .strapi.documents('api::testimonial.testimonial')
      .findMany({ filters: { author: 'Marc D.' }, locale: 'en', status: 'draft' });
    assert.equal(drafts.length, 1);
    assert.equal(drafts[0].text, 'Vlot verkocht!');
    assert.equal(drafts[0].rating, 5);
    const published = await rest<{ data: unknown[] }>(cms().url, '/api/testimonials?locale=en&filters[author][$eq]=Marc%20D.');
    assert.equal(published.status, 200);
    assert.equal(published.json.data.length, 0, 'not on the site until staff publish it');
  });

  test('contact-me needs a listing that exists; its thank-you data stays stored only when valid', async () => {
    const before = await countSubmissions();
    const missing = await submit('contact-me', { ...VALID['contact-me'](), propertyId: '99999999' });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json.errors, { propertyId: 'invalid' });
    const none = await submit('contact-me', { ...VALID['contact-me'](), propertyId: '' });
    assert.equal(none.status, 400);
    assert.equal(none.json.errors.propertyId, 'required');
    assert.equal(await countSubmissions(), before);
  });

  test('send to a friend: one mail to the friend in the visitor language, the fixed text around the name, note and listing link', async () => {
    const data = VALID['send-to-friend']();
    const r = await submit('send-to-friend', data, { locale: 'de' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    await waitFor('the friend mail', () => mailbox.to(data.friendEmail).length === 1);
    const mail = mailbox.to(data.friendEmail)[0];
    assert.equal(mail.subject, 'Anne empfiehlt Ihnen eine Immobilie von Kustvastgoed');
    assert.match(mail.text, /Hallo Bert,/);
    assert.match(mail.text, /"Iets voor jou\?"/);
    assert.ok(mail.text.includes(`https://www.kustvastgoed.test/de/property/${listing.ID}/`), mail.text);
    assert.equal(mail.replyTo[0].address, 'anne@example.be');
    const stored = await submissions().findOne({ where: { email: 'anne@example.be', form: 'send-to-friend' }, populate: ['mails'] });
    assert.equal(stored?.mails?.length, 1, 'no copy to the agency');
    const html = await submit('send-to-friend', { ...VALID['send-to-friend'](), message: '<a href="https://evil.example">win</a>' });
    assert.equal(html.status, 400);
    assert.equal(html.json.errors.message, 'noMarkup');
    const elsewhere = await submit('send-to-friend', { ...VALID['send-to-friend'](), propertyId: undefined, pagePath: '//evil.example/' });
    assert.equal(elsewhere.status, 400);
    assert.equal(elsewhere.json.errors.pagePath, 'invalid');
  });

  test('newsletter sign-up is confirmed by its signed link (double opt-in); only then the agency hears of it', async () => {
    const data = VALID['sign-newsletter']();
    const r = await submit('sign-newsletter', data, { locale: 'fr' });
    assert.equal(r.status, 201);
    await waitFor('the confirmation mail', () => mailbox.to(data.email).length === 1);
    const mail = mailbox.to(data.email)[0];
    assert.match(mail.subject, /Confirmez votre inscription/);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/forms\/confirm\/\S+/)![0]);
    assert.equal(link.origin, 'https://www.kustvastgoed.test');
    const stored = (await submissions().findOne({ where: { email: data.email } }))!;
    assert.equal(stored.state, 'unconfirmed');
    assert.equal(link.searchParams.get('id'), stored.documentId);
    const confirm = (id: string, token: string | null) => rest(cms().url, '/api/forms/sign-newsletter/confirm', { method: 'POST', body: { id, token } });
    assert.equal((await confirm(stored.documentId, 'forged')).status, 400);
    assert.equal((await submissions().findOne({ where: { id: stored.id } }))?.state, 'unconfirmed');
    assert.equal((await confirm(stored.documentId, link.searchParams.get('token'))).status, 200);
    assert.equal((await submissions().findOne({ where: { id: stored.id } }))?.state, 'confirmed');
    await waitFor('the agency notification', () => mailbox.to(AGENCY).some((m) => m.replyTo[0]?.address === data.email));
    assert.equal((await confirm(stored.documentId, link.searchParams.get('token'))).status, 200, 'a second click still says yes');
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(mailbox.to(AGENCY).filter((m) => m.replyTo[0]?.address === data.email).length, 1, 'and mails nothing more');
  });

  test('SMTP down: 50 submissions are all stored and none mailed; SMTP back: all 100 mails sent exactly once', async () => {
    await mailbox.stop();
    const before = await countSubmissions();
    const marker = `Down-${Date.now()}`;
    const results: Awaited<ReturnType<typeof submit>>[] = [];
    for (let i = 0; i < 50; i += 1) results.push(await submit('site-contact', person({ lastName: `${marker}-${i}` })));
    assert.deepEqual(
      results.map((r) => r.status),
      Array(50).fill(201),
    );
    assert.equal(await countSubmissions(), before + 50);
    const stored = await submissions().findMany({ where: { name: { $contains: marker } }, populate: ['mails'] });
    const ids = stored.flatMap((s) => s.mails!.map((m) => m.documentId));
    assert.equal(ids.length, 100);
    await waitFor('failed attempts', async () => (await outbox().count({ where: { documentId: { $in: ids }, attempts: { $gt: 0 } } })) >= 20);
    assert.equal(await outbox().count({ where: { documentId: { $in: ids }, delivery: 'sent' } }), 0);
    const failing = (await outbox().findOne({ where: { documentId: { $in: ids }, attempts: { $gt: 0 } } }))!;
    assert.match(failing.lastError ?? '', /ECONNREFUSED|connect/i);
    assert.equal(failing.delivery, 'pending', 'retried, not given up');

    const received = () => mailbox.messages.filter((m) => ids.includes(m.id!));
    await mailbox.start();
    await waitFor('all 100 mails', () => received().length >= 100, 60_000);
    await new Promise((r) => setTimeout(r, 1500)); // time for a duplicate to show up
    const got = received().map((m) => m.id);
    assert.equal(got.length, 100);
    assert.equal(new Set(got).size, 100, 'each mail exactly once');
    assert.equal(await outbox().count({ where: { documentId: { $in: ids }, delivery: 'sent' } }), 100);
  });

  test('two more outbox workers on the same database (three with the CMS own): every mail is sent once', async () => {
    const { OutboxWorker } = compiled('src/outbox/worker');
    const { smtpTransport } = compiled('src/outbox/transport');
    const { outboxSettings } = compiled('src/outbox/settings');
    const { enqueueMails } = compiled('src/outbox/enqueue');
    const settings = { ...outboxSettings(), batch: 5 };
    const workers = ['second', 'third'].map((name) => new OutboxWorker(cms().strapi, smtpTransport(settings), settings, name));
    const submission = await cms()
      .strapi.documents('api::submission.submission')
      .create({
        data: { form: 'site-contact', language: 'nl', fields: {}, consent: true, state: 'new', submittedAt: new Date().toISOString() },
      });
    const drafts: Parameters<typeof enqueueMails>[2] = Array.from({ length: 60 }, (_, i) => ({
      kind: 'visitor-confirmation',
      language: 'nl',
      toAddress: `race${i}@example.be`,
      toName: null,
      replyToAddress: null,
      replyToName: null,
      subject: `Race ${i}`,
      body: 'Body',
    }));
    // Strapi types an id as a number or a string; the database's are numbers.
    await enqueueMails(cms().strapi, submission.id as number, drafts);
    const rows = await outbox().findMany({ where: { subject: { $startsWith: 'Race ' } }, select: ['documentId'] });
    const ids = rows.map((r) => r.documentId);
    assert.equal(ids.length, 60);
    // The CMS's own worker polls on; the two others run as fast as they can, side by side.
    const deadline = Date.now() + 60_000;
    while ((await outbox().count({ where: { documentId: { $in: ids }, delivery: 'pending' } })) > 0 && Date.now() < deadline) {
      await Promise.all(workers.map((w) => w.runOnce()));
      await new Promise((r) => setTimeout(r, 10)); // let the CMS's own worker have its turns too
    }
    await Promise.all(workers.map((w) => w.stop()));
    await new Promise((r) => setTimeout(r, 800));
    const got = mailbox.messages.filter((m) => ids.includes(m.id!)).map((m) => m.id);
    assert.equal(got.length, 60, 'no mail sent twice');
    assert.equal(new Set(got).size, 60);
  });

  test('a failed mail: staff set it back to pending in the admin and it is sent afresh', async () => {
    const submission = await cms()
      .strapi.documents('api::submission.submission')
      .create({
        data: { form: 'site-contact', language: 'nl', fields: {}, consent: true, state: 'new', submittedAt: new Date().toISOString() },
      });
    const past = new Date(Date.now() - 60_000).toISOString();
    // A mail the worker gave up on: failed, its 24 hours over.
    const row = await cms()
      .strapi.documents('api::outbox-mail.outbox-mail')
      .create({
        data: {
          kind: 'visitor-confirmation',
          language: 'nl',
          toAddress: 'retry@example.be',
          subject: 'Retry me',
          body: 'B',
          delivery: 'failed',
          attempts: 12,
          lastError: 'was down',
          nextAttemptAt: past,
          giveUpAt: past,
          submission: submission.documentId,
        },
      });
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(mailbox.to('retry@example.be').length, 0);
    // What the content manager does when staff change the status: a document update.
    await cms()
      .strapi.documents('api::outbox-mail.outbox-mail')
      .update({ documentId: row.documentId, data: { delivery: 'pending' } });
    await waitFor('the retried mail', () => mailbox.to('retry@example.be').length === 1);
    // The worker records the send once the relay has taken the mail: a moment after it arrived.
    await waitFor('the retried mail marked sent', async () => (await outbox().findOne({ where: { documentId: row.documentId } }))?.delivery === 'sent');
    const sent = await outbox().findOne({ where: { documentId: row.documentId } });
    assert.equal(sent?.delivery, 'sent');
    assert.equal(mailbox.to('retry@example.be').length, 1, 'sent once');
    assert.equal(sent.attempts, 1);
  });

  test('retention: requests older than the period are erased with their mails; younger ones and running newsletter subscriptions stay', async () => {
    const { eraseExpiredSubmissions } = compiled('src/retention/erase-expired');
    const monthsAgo = (months: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - months);
      return date.toISOString();
    };
    const make = async (form: string, status: string, submittedAt: string, email: string) => {
      const submission = await submissions().create({ data: { form, language: 'nl', fields: { email }, email, consent: true, state: status, submittedAt } });
      await outbox().create({
        data: {
          kind: 'visitor-confirmation',
          language: 'nl',
          toAddress: email,
          subject: 'S',
          body: `Beste ${email}`,
          delivery: 'sent',
          attempts: 1,
          submission: submission.id,
        },
      });
      return email;
    };
    const old = await make('site-contact', 'handled', monthsAgo(25), 'old.request@example.be');
    const young = await make('site-contact', 'new', monthsAgo(23), 'young.request@example.be');
    const subscribed = await make('sign-newsletter', 'confirmed', monthsAgo(30), 'still.subscribed@example.be');
    const neverConfirmed = await make('sign-newsletter', 'unconfirmed', monthsAgo(30), 'never.confirmed@example.be');

    assert.ok((await eraseExpiredSubmissions(cms().strapi, new Date(), 24)) >= 2);
    const left = async (email: string) => [await submissions().count({ where: { email } }), await outbox().count({ where: { toAddress: email } })];
    assert.deepEqual(await left(old), [0, 0], 'the old request and its mail are erased');
    assert.deepEqual(await left(neverConfirmed), [0, 0]);
    assert.deepEqual(await left(young), [1, 1]);
    assert.deepEqual(await left(subscribed), [1, 1], 'a running subscription is kept');
    assert.equal(await eraseExpiredSubmissions(cms().strapi, new Date(), 24), 0, 'nothing left to erase');
  });

  test('retention on two CMS instances: one of them claims each run, and a second run in the same period does nothing', async () => {
    const { claimRetentionRun, runRetention, RETENTION_EVERY_MS: every } = compiled('src/retention/schedule');
    const expired = async (email: string) => {
      const submittedAt = new Date();
      submittedAt.setUTCMonth(submittedAt.getUTCMonth() - 30);
      await submissions().create({ data: { form: 'site-contact', language: 'nl', fields: { email }, email, consent: true, state: 'handled', submittedAt } });
    };
    // A period of its own, past any run the test CMS's timer made: claimed here first.
    const start = new Date(Date.now() + 10 * every);
    await claimRetentionRun(cms().strapi, every, start);
    await expired('claimed.once@example.be');
    // Both instances' timers fire at once, a period later: one erases, the other finds the run taken.
    const due = new Date(start.getTime() + every);
    const results = await Promise.all([runRetention(cms().strapi, due), runRetention(cms().strapi, due)]);
    assert.equal(results.filter((result) => result === null).length, 1, JSON.stringify(results));
    assert.ok((results.find((result) => result !== null)?.erased ?? 0) >= 1);
    assert.equal(await submissions().count({ where: { email: 'claimed.once@example.be' } }), 0);
    // Another instance starting within the period (its first run a minute later) skips; the next period runs.
    await expired('next.period@example.be');
    assert.equal(await runRetention(cms().strapi, new Date(due.getTime() + every / 4)), null);
    assert.equal(await submissions().count({ where: { email: 'next.period@example.be' } }), 1, 'erased twice in one period');
    assert.ok(((await runRetention(cms().strapi, new Date(due.getTime() + every)))?.erased ?? 0) >= 1);
    assert.equal(await submissions().count({ where: { email: 'next.period@example.be' } }), 0);
  });

  test('hostile input to every form endpoint: a 4xx with message keys, never a 500, nothing stored', async () => {
    const before = await countSubmissions();
    const captcha = await solvedCaptcha();
    const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({ locale: 'nl', altcha: captcha, data, ...extra });
    const statuses: number[] = [];
    const expectRefused = async (form: string, body: unknown, options: PostOptions = {}, expectedStatus?: number) => {
      const r = await post(form, body, options);
      statuses.push(r.status);
      assert.ok(r.status >= 400 && r.status < 500, `${form}: ${r.status} ${JSON.stringify(r.json)}`);
      if (expectedStatus) assert.equal(r.status, expectedStatus, `${form}: ${JSON.stringify(r.json)}`);
      return r;
    };
    for (const form of domain.SUBMITTABLE_FORMS) {
      const valid: Record<string, unknown> = VALID[form]();
      const wrongTypes = await expectRefused(form, envelope(Object.fromEntries(Object.keys(valid).map((k) => [k, { $gt: '' }]))));
      assert.ok(Object.keys(wrongTypes.json.errors).length > 0, form);
      for (const key of Object.values(wrongTypes.json.errors)) assert.ok(domain.isFormMessageKey(key), `${form}: ${key}`);
      await expectRefused(form, envelope({}));
      await expectRefused(form, envelope([1, 2]));
      await expectRefused(form, envelope(valid, { locale: 'xx' }));
      await expectRefused(form, 'just text');
      await expectRefused(form, null, { raw: '{"locale":' }, 400);
      await expectRefused(form, null, { raw: 'locale=nl', contentType: 'application/x-www-form-urlencoded' }, 415);
      await expectRefused(form, envelope({ ...valid, remarks: 'x'.repeat(40_000) }), {}, 413);
      await expectRefused(form, envelope({ ...valid, remarks: 'x'.repeat(1024 * 1024) }), {}, 413);
      // A person's fields sit at the top, or under personA (an offer's buyer).
      const nameField = 'firstName' in valid ? 'firstName' : 'personA' in valid ? 'personA.firstName' : 'senderName';
      const emailField = 'email' in valid ? 'email' : 'personA' in valid ? 'personA.email' : 'senderEmail';
      const withField = (path: string, value: unknown) => {
        const [head, inner] = path.split('.');
        return inner ? { ...valid, [head]: { ...(valid[head] as Record<string, unknown>), [inner]: value } } : { ...valid, [head]: value };
      };
      const injected = await expectRefused(form, envelope(withField(nameField, 'Anne\r\nBcc: all@example.com')), {}, 400);
      assert.equal(injected.json.errors[nameField], 'lineBreak');
      const script = await expectRefused(form, envelope(withField(nameField, '<script>alert(1)</script>')), {}, 400);
      assert.equal(script.json.errors[nameField], 'noMarkup');
      const bidi = await expectRefused(form, envelope(withField(nameField, 'Anne\u202egnp.exe')), {}, 400);
      assert.equal(bidi.json.errors[nameField], 'invalid');
      const nul = await expectRefused(form, envelope(withField(emailField, 'anne\u0000@example.be')), {}, 400);
      assert.ok(nul.json.errors[emailField], form);
    }
    const address = await expectRefused(
      'contact-demand',
      envelope({ ...VALID['contact-demand'](), property: { street: 'Kerk\nstraat 1', houseNumber: '1', zip: '8470', city: 'Gistel' } }),
      {},
      400,
    );
    assert.equal(address.json.errors['property.street'], 'lineBreak');
    await expectRefused('no-such-form', envelope({}), {}, 404);
    await expectRefused('owner-login', envelope({}), {}, 404);
    assert.ok(!statuses.includes(500));
    assert.equal(await countSubmissions(), before, 'nothing stored');
  });

  test('unicode that is text is kept as typed (composed), in the stored request and the mails', async () => {
    const data = person({ firstName: 'Zoe\u0301', lastName: 'Ærøskøbing-Łódź 李 😀' });
    const r = await submit('site-contact', data, { locale: 'de' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = (await submissions().findOne({ where: { email: data.email } }))!;
    assert.equal(stored.fields.firstName, 'Zoé');
    assert.equal(stored.fields.lastName, 'Ærøskøbing-Łódź 李 😀');
    await waitFor('the visitor mail', () => mailbox.to(data.email).length === 1);
    assert.match(mailbox.to(data.email)[0].text, /Guten Tag Zoé Ærøskøbing-Łódź 李 😀,/);
  });

  test('a missing, wrong, forged or reused captcha is refused with the captcha message; so is a filled honeypot', async () => {
    const before = await countSubmissions();
    const data = VALID['site-contact']();
    const missing = await post('site-contact', { locale: 'nl', data });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.reason, 'captcha');
    assert.equal(missing.json.errors.altcha, 'captcha');
    assert.equal(domain.formErrorMessage(missing.json.errors.altcha, 'en'), 'The entered characters are not valid.');
    const garbage = await post('site-contact', { locale: 'nl', altcha: 'bm90IGEgcGF5bG9hZA==', data });
    assert.equal(garbage.json.reason, 'captcha');
    const payload = parsedJson<{ challenge: { parameters: Record<string, unknown> }; solution: Record<string, unknown> }>(
      Buffer.from(await solvedCaptcha(), 'base64').toString(),
    );
    // The proof is the derived key (what the counter yields); a made-up one is refused.
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: 'ab'.repeat(32) } };
    const wrong = await post('site-contact', { locale: 'nl', altcha: Buffer.from(JSON.stringify(wrongKey)).toString('base64'), data });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.reason, 'captcha');
    const forged = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 4102444800 } } };
    assert.equal((await post('site-contact', { locale: 'nl', altcha: Buffer.from(JSON.stringify(forged)).toString('base64'), data })).json.reason, 'captcha');
    const honeypot = await submit('site-contact', { ...data, website: 'http://spam.example' });
    assert.equal(honeypot.status, 400);
    assert.equal(honeypot.json.reason, 'captcha');
    assert.equal(await countSubmissions(), before);
    const once = await solvedCaptcha();
    assert.equal((await post('site-contact', { locale: 'nl', altcha: once, data })).status, 201);
    const again = await post('site-contact', { locale: 'nl', altcha: once, data: VALID['site-contact']() });
    assert.equal(again.status, 400, 'a solved challenge counts once');
    assert.equal(again.json.reason, 'captcha');
  });

  test('rate limit per form and address: 429 with Retry-After; another address or form is not affected; the address header is believed from the site only', async () => {
    const limit = 10;
    const address = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push((await post('contact-demand', { locale: 'nl', data: {} }, { address })).status);
    assert.deepEqual(statuses.slice(0, limit), Array(limit).fill(400));
    assert.equal(statuses[limit], 429);
    const limited = await post('contact-demand', { locale: 'nl', data: {} }, { address });
    assert.equal(limited.status, 429);
    assert.equal(limited.json.reason, 'rateLimited');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal((await post('contact-demand', { locale: 'nl', data: {} }, { address: '203.0.113.201' })).status, 400);
    assert.equal((await post('site-contact', { locale: 'nl', data: {} }, { address })).status, 400);
    // Without the site's token the stated address is ignored: every post counts for the connection's own.
    const spoofed: number[] = [];
    for (let i = 0; i <= limit; i += 1)
      spoofed.push((await post('testimonial', { locale: 'nl', data: {} }, { address: `192.0.2.${i + 1}`, token: null })).status);
    assert.equal(spoofed[limit], 429, spoofed.join(','));
  });

  test('neither the public nor the site token can read requests, mails or templates (REST and GraphQL)', async () => {
    for (const token of [undefined, cms().siteReadToken]) {
      for (const pathname of ['/api/submissions', '/api/outbox-mails', '/api/mail-templates', '/api/submissions/1', '/api/forms']) {
        const r = await rest(cms().url, pathname, { token });
        assert.ok([403, 404, 405].includes(r.status), `${pathname} ${token ? 'site' : 'public'}: ${r.status}`);
      }
      for (const query of [
        '{ submissions { documentId fields } }',
        '{ outboxMails { documentId body } }',
        '{ mailTemplates { subject } }',
        '{ submission(documentId: "x") { email } }',
      ]) {
        const r = await graphql(cms().url, query, {}, { token });
        assert.ok(r.errors?.length, query);
        assert.equal(r.data, undefined, query);
      }
    }
  });
});
