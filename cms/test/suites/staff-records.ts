/**
 * What staff enter and read in the admin, checked on the server whatever the form sent: a request's
 * status must be one its form allows; a listing is named "reference · type · town" (found by its
 * reference in the admin's pickers, never readable by the public); a viewing's Belgian day and time give
 * its instant; an owner document's file chosen before its first save is attached by that save.
 */
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { cms, database, rows } from '../helpers/context';
import { adminToken, graphql, parsedJson, rest } from '../helpers/http';

const PROPERTY = 'api::property.property';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const entries = (uid: string) => `/content-manager/collection-types/${uid}`;

/** A listing as this suite reads it. */
interface ListingRow {
  id: number;
  documentId: string;
  externalId: number;
  label: string;
  cityName: string;
  typeDescription: string;
}
const state: { token?: string; listing?: ListingRow | null } = {};

/** What this suite reads of the admin's answers: an entry, a list of results, or the error. */
interface AdminAnswer {
  data: {
    documentId: string;
    state: string;
    startsAt: string;
    visitDate: string;
    visitTime: string;
    type: string;
    id: number;
    file: { id: number } | null;
  };
  results: { label: string }[];
  error: { message: string };
}

async function admin(method: string, pathname: string, body?: unknown) {
  const token = (state.token ??= await adminToken(cms().url));
  const response = await fetch(`${cms().url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = parsedJson<AdminAnswer>(bytes.toString('utf8'));
  return { status: response.status, json, bytes };
}

const request = (form: string, extra: Record<string, unknown> = {}) => ({
  form,
  language: 'nl',
  name: 'Jan Peeters',
  email: 'jan@example.be',
  fields: { firstName: 'Jan', lastName: 'Peeters', remarks: 'Graag een terugbelafspraak' },
  consent: true,
  submittedAt: new Date().toISOString(),
  ...extra,
});

describe(`staff records in the admin on ${database}`, () => {
  before(async () => {
    state.listing = await rows<ListingRow>(PROPERTY).findOne({
      where: { isInFeed: true },
      select: ['id', 'documentId', 'externalId', 'label', 'cityName', 'typeDescription'],
      orderBy: { externalId: 'asc' },
    });
  });

  test("a request's status must be one of its form: a contact request is never confirmed, a booked visit never new", async () => {
    const made = await admin('POST', entries('api::submission.submission'), request('site-contact', { state: 'new' }));
    assert.equal(made.status, 201, JSON.stringify(made.json));
    const id = made.json.data.documentId;
    const confirmed = await admin('PUT', `${entries('api::submission.submission')}/${id}`, { state: 'confirmed' });
    assert.equal(confirmed.status, 400);
    assert.match(confirmed.json.error.message, /cannot be "Confirmed": choose New, Handled/);
    const handled = await admin('PUT', `${entries('api::submission.submission')}/${id}`, { state: 'handled' });
    assert.equal(handled.status, 200, JSON.stringify(handled.json));
    assert.equal(handled.json.data.state, 'handled');

    const visit = await admin('POST', entries('api::submission.submission'), request('contact-appointment', { state: 'new' }));
    assert.equal(visit.status, 400);
    assert.match(visit.json.error.message, /choose Confirmed, Handled/);
    const sign = await admin('POST', entries('api::submission.submission'), request('sign-newsletter', { state: 'unconfirmed' }));
    assert.equal(sign.status, 201, JSON.stringify(sign.json));
  });

  test('a listing is labelled "reference · type · town", kept when the feed changes it, found by reference, private', async () => {
    const listing = state.listing!;
    assert.match(listing.label, new RegExp(`^${listing.externalId} · .+ · ${listing.cityName}$`));
    await cms()
      .strapi.documents(PROPERTY)
      .update({ documentId: listing.documentId, data: { typeDescription: 'Penthouse' } });
    const relabelled = await rows<{ label: string }>(PROPERTY).findOne({ where: { id: listing.id }, select: ['label'] });
    assert.equal(relabelled?.label, `${listing.externalId} · Penthouse · ${listing.cityName}`);
    // Put back for the suites that follow.
    await cms()
      .strapi.documents(PROPERTY)
      .update({ documentId: listing.documentId, data: { typeDescription: listing.typeDescription } });

    // The admin's listing picker (here an owner document's) searches the label: the reference finds it.
    const found = await admin('GET', `/content-manager/relations/api::owner-document.owner-document/listing?_q=${listing.externalId}&pageSize=5`);
    assert.equal(found.status, 200, JSON.stringify(found.json));
    assert.deepEqual(
      found.json.results.map((r) => r.label),
      [relabelled.label],
    );

    const viaRest = await rest<{ data: unknown[] }>(cms().url, `/api/properties?filters[externalId][$eq]=${listing.externalId}`);
    assert.equal(viaRest.status, 200);
    assert.ok(viaRest.json.data.length === 1 && !viaRest.text.includes('"label"'), viaRest.text.slice(0, 200));
    const viaGraphql = await graphql(cms().url, `{ properties(filters: { externalId: { eq: ${listing.externalId} } }) { label } }`);
    assert.ok(viaGraphql.errors?.length, 'the label is no GraphQL field');
  });

  test('a viewing entered as a Belgian day and time is at that Belgian time, whatever sent it', async () => {
    const listing = { connect: [{ documentId: state.listing!.documentId }] };
    const winter = await admin('POST', entries('api::listing-viewing.listing-viewing'), {
      listing,
      visitDate: '2026-12-03',
      visitTime: '14:30:00.000',
      viewingStatus: 'planned',
    });
    assert.equal(winter.status, 201, JSON.stringify(winter.json));
    assert.equal(new Date(winter.json.data.startsAt).toISOString(), '2026-12-03T13:30:00.000Z');
    const moved = await admin('PUT', `${entries('api::listing-viewing.listing-viewing')}/${winter.json.data.documentId}`, { visitDate: '2026-07-03' });
    assert.equal(new Date(moved.json.data.startsAt).toISOString(), '2026-07-03T12:30:00.000Z');
    // A script that writes only the instant gets the Belgian day and time from it.
    const scripted = await admin('POST', entries('api::listing-viewing.listing-viewing'), {
      listing,
      startsAt: '2026-11-20T13:30:00.000Z',
      viewingStatus: 'done',
    });
    assert.equal(scripted.status, 201, JSON.stringify(scripted.json));
    assert.equal(scripted.json.data.visitDate, '2026-11-20');
    assert.match(scripted.json.data.visitTime, /^14:30/);
  });

  test("an owner document's file chosen before its first save is attached by that save; a made-up one is not", async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'Verkoopopdracht.pdf');
    const staged = await admin('POST', '/owner-document-files/staged', form);
    assert.equal(staged.status, 200, JSON.stringify(staged.json));
    assert.equal(staged.json.data.type, 'pdf');
    const listing = { connect: [{ documentId: state.listing!.documentId }] };
    const made = await admin('POST', entries('api::owner-document.owner-document'), {
      listing,
      title: 'Verkoopopdracht',
      kind: 'mandate',
      file: staged.json.data,
    });
    assert.equal(made.status, 201, JSON.stringify(made.json));
    assert.equal(made.json.data.file?.id, staged.json.data.id);
    const download = await admin('GET', `/owner-document-files/${made.json.data.documentId}`);
    assert.equal(download.status, 200);
    assert.equal(download.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    // Claimed once: the same staged file does not go to a second document.
    const again = await admin('POST', entries('api::owner-document.owner-document'), { listing, title: 'Kopie', kind: 'other', file: staged.json.data });
    assert.equal(again.status, 201);
    assert.equal(again.json.data.file, null);
  });
});
