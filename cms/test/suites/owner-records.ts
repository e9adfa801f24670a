/**
 * The owner portal's records per listing: what staff enter in the admin (viewings,
 * communications with their source, online media, private documents uploaded through the admin's own
 * route) and the requests the site's forms store about the listing (communications and sources, by
 * themselves), read by the listing's owner only. Every call as another owner, anonymous, with an idle
 * session or a tampered one is refused with nothing of the listing in the answer; the public REST and
 * GraphQL APIs cannot read any of it.
 */
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { cms, database, rows } from '../helpers/context';
import { freshAddress, solvedCaptcha } from '../helpers/forms';
import { adminToken, graphql, parsedJson, rest } from '../helpers/http';

const PASSWORD = 'eb en vloed aan de kust';
const PROPERTY = 'api::property.property';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const SECRET = { viewing: 'Vond de zolder te donker', communication: 'Bod van de buren', medium: 'Kustportaal', document: 'Verkoopopdracht Zeedijk' };

/** A listing of the seed, as these tests read it. */
interface ListingRow {
  id: number;
  documentId: string;
  externalId: number;
  title: string | null;
}
interface Owner {
  id: number;
  session: string;
  listing: ListingRow;
}
const state: { adminToken?: string; a?: Owner; b?: Owner; member?: { id: number; name: string }; document?: string } = {};
/** An owner document as stored, its file when there is one. */
const ownerDocuments = () => rows<{ file: { id: number } | null }>('api::owner-document.owner-document');

/** What the portal answers about one listing. */
interface ListingRecords {
  viewings: unknown[];
  communications: { subject: string; form: string | null; type: string; contact: string; status: string }[];
  sources: unknown[];
  publications: unknown[];
  documents: { documentId: string; title: string; kind: string; type: string }[];
  broker: { name: string };
}

/** A portal call as the site makes it: its token, the owner's session secret in X-Owner-Session. */
async function call(pathname: string, session: string | undefined) {
  const response = await fetch(`${cms().url}/api${pathname}`, {
    headers: {
      authorization: `Bearer ${cms().siteReadToken}`,
      'x-coast-client-ip': freshAddress(),
      ...(session !== undefined ? { 'x-owner-session': session } : {}),
    },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('latin1') };
}

async function ownerWithListing(name: string, listing: ListingRow): Promise<Owner> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.be`;
  const user: { id: number } = await cms()
    .strapi.plugin('users-permissions')
    .service('user')
    .add({ username: name, email, password: PASSWORD, provider: 'local', confirmed: true });
  await rows(PROPERTY).update({ where: { id: listing.id }, data: { owner: user.id } });
  const response = await fetch(`${cms().url}/api/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { id: user.id, session: ((await response.json()) as { session: string }).session, listing };
}

/** What this suite reads of the admin's answers (null when no JSON: the tests check the status first). */
interface AdminAnswer {
  data: { documentId: string; type: string; size: number; name: string; id: number };
}

/** The admin's content-manager API, as the admin panel saves an entry. */
async function admin(method: string, pathname: string, body?: unknown) {
  const token = (state.adminToken ??= await adminToken(cms().url));
  const response = await fetch(`${cms().url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as AdminAnswer };
}

/** Ages an owner's sessions past the 30 idle minutes. */
async function age(ownerId: number) {
  const sessions = rows<{ id: number }>('api::owner-session.owner-session');
  for (const { id } of await sessions.findMany({ where: { owner: { id: ownerId } }, select: ['id'] }))
    await sessions.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
}

const entries = (uid: string) => `/content-manager/collection-types/${uid}`;
const fileForm = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return form;
};

describe(`owner portal records on ${database}`, () => {
  before(async () => {
    const [a, b] = await rows<ListingRow>(PROPERTY).findMany({
      where: { isInFeed: true },
      select: ['id', 'documentId', 'externalId', 'title'],
      orderBy: { externalId: 'asc' },
      offset: 10,
      limit: 2,
    });
    state.a = await ownerWithListing('records-a', a);
    state.b = await ownerWithListing('records-b', b);
    const member = (await rows<{ id: number; name: string }>('api::team-member.team-member').findOne({
      where: { locale: 'nl', publishedAt: { $notNull: true } },
    }))!;
    state.member = member;
    await rows(PROPERTY).update({ where: { id: b.id }, data: { manager: member.id } });

    // Staff enter B's records in the admin.
    const listing = { connect: [{ documentId: b.documentId }] };
    const made = [
      await admin('POST', entries('api::listing-viewing.listing-viewing'), {
        listing,
        startsAt: '2026-11-20T13:30:00.000Z',
        viewingStatus: 'done',
        feedback: SECRET.viewing,
      }),
      await admin('POST', entries('api::listing-communication.listing-communication'), {
        listing,
        occurredAt: '2026-11-21T09:00:00.000Z',
        type: 'phone',
        contact: 'Kandidaat',
        subject: SECRET.communication,
        comment: 'Teruggebeld',
        communicationStatus: 'open',
        source: 'immoweb',
      }),
      await admin('POST', entries('api::listing-publication.listing-publication'), {
        listing,
        medium: SECRET.medium,
        url: 'https://kustportaal.example/123',
        publishedOn: '2026-10-01',
      }),
      await admin('POST', entries('api::owner-document.owner-document'), { listing, title: SECRET.document, kind: 'mandate' }),
    ];
    for (const r of made) assert.equal(r.status, 201, JSON.stringify(r.json));
    state.document = made[3].json.data.documentId;

    // A visitor asks about B's listing through the site's form.
    const response = await fetch(`${cms().url}/api/forms/contact-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
      body: JSON.stringify({
        locale: 'nl',
        altcha: await solvedCaptcha(),
        data: {
          title: 'mr',
          firstName: 'Pieter',
          lastName: 'Vandamme',
          email: 'pieter.vandamme@example.be',
          phone: '0478 65 43 21',
          consent: true,
          propertyId: String(b.externalId),
          request: 'visit',
          preferredDate: '2027-05-04',
        },
      }),
    });
    assert.equal(response.status, 201, await response.text());
  });

  test('staff upload a document through the admin route: only PDF, JPEG, PNG or DOCX, only for staff', async () => {
    const path = `/owner-document-files/${state.document}`;
    const refused = await admin('POST', path, fileForm(Buffer.from('not a document at all'), 'notes.txt'));
    assert.equal(refused.status, 400, JSON.stringify(refused.json));
    const anonymous = await fetch(`${cms().url}${path}`, { method: 'POST', body: fileForm(PDF, 'mandaat.pdf') });
    assert.ok([401, 403].includes(anonymous.status), String(anonymous.status));
    const siteToken = await fetch(`${cms().url}${path}`, { headers: { authorization: `Bearer ${cms().siteReadToken}` } });
    assert.ok([401, 403].includes(siteToken.status), String(siteToken.status));

    const uploaded = await admin('POST', path, fileForm(PDF, 'mandaat.pdf'));
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.json));
    assert.deepEqual([uploaded.json.data.type, uploaded.json.data.size, uploaded.json.data.name], ['pdf', PDF.length, 'mandaat.pdf']);
    // A later save in the admin (the form sends its old, empty `file`) keeps the file.
    const saved = await admin('PUT', `${entries('api::owner-document.owner-document')}/${state.document}`, {
      title: SECRET.document,
      kind: 'mandate',
      file: null,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const row = await ownerDocuments().findOne({ where: { documentId: state.document } });
    assert.equal(row?.file?.id, uploaded.json.data.id);
    // Never in the media library.
    assert.equal(await rows('plugin::upload.file').count({ where: { name: 'mandaat.pdf' } }), 0);
  });

  test("the owner reads the listing's viewings, communications (the site's request included), media, sources, documents and broker", async () => {
    const r = await call(`/owner/listings/${state.b!.listing.externalId}?locale=fr`, state.b!.session);
    assert.equal(r.status, 200, r.text);
    const { listing } = parsedJson<{ listing: ListingRecords }>(r.text);
    assert.deepEqual(listing.viewings, [{ startsAt: '2026-11-20T13:30:00.000Z', status: 'done', feedback: SECRET.viewing }]);
    const staff = listing.communications.find((c) => c.subject === SECRET.communication);
    assert.deepEqual(
      { ...staff },
      {
        occurredAt: '2026-11-21T09:00:00.000Z',
        type: 'phone',
        contact: 'Kandidaat',
        subject: SECRET.communication,
        form: null,
        comment: 'Teruggebeld',
        status: 'open',
      },
    );
    const request = listing.communications.find((c) => c.form === 'contact-me')!;
    assert.deepEqual([request.type, request.contact, request.status], ['website', 'Pieter Vandamme', 'open']);
    // The visitor's ways to be reached stay with the agency.
    assert.ok(!r.text.includes('pieter.vandamme@example.be') && !r.text.includes('0478 65 43 21'), r.text);
    assert.deepEqual(listing.sources, [
      { kind: 'form', id: 'contact-me', count: 1 },
      { kind: 'other', id: 'immoweb', count: 1 },
    ]);
    assert.deepEqual(listing.publications, [{ medium: SECRET.medium, url: 'https://kustportaal.example/123', publishedOn: '2026-10-01' }]);
    assert.deepEqual(
      listing.documents.map((d) => [d.documentId, d.title, d.kind, d.type]),
      [[state.document, SECRET.document, 'mandate', 'pdf']],
    );
    assert.equal(listing.broker.name, state.member!.name);
    for (const field of ['privatePhone', 'internalNotes']) assert.equal(field in listing.broker, false);

    const file = await call(`/owner/listings/${state.b!.listing.externalId}/documents/${state.document}`, state.b!.session);
    assert.equal(file.status, 200);
    assert.ok(file.bytes.equals(PDF));
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment; filename="mandaat\.pdf"/);
    assert.equal(file.headers.get('cache-control'), 'private, no-store');
  });

  test("owner A, anonymous, an idle session and a tampered one are refused every call on B's listing, with nothing of it", async () => {
    const b = state.b!.listing;
    const idle = await ownerWithListing(
      'records-idle',
      (await rows<ListingRow>(PROPERTY).findMany({ where: { isInFeed: true }, select: ['id'], offset: 12, limit: 1 }))[0],
    );
    await age(idle.id);
    // B's own session, expired the same way, is refused too: a copy of it from a shared computer opens nothing.
    const expiredB = await ownerWithListing('records-b2', b);
    await age(expiredB.id);
    const who: Record<string, string | undefined> = {
      'owner A': state.a!.session,
      anonymous: undefined,
      'idle session': idle.session,
      "B's expired session": expiredB.session,
      tampered: `${state.b!.session.slice(0, -4)}AAAA`,
      empty: '',
    };
    const paths = [
      `/owner/listings/${b.externalId}`,
      `/owner/listings/${b.externalId}?locale=nl`,
      `/owner/listings/${b.externalId}/documents/${state.document}`,
      // B's document through A's own listing.
      `/owner/listings/${state.a!.listing.externalId}/documents/${state.document}`,
    ];
    for (const [name, session] of Object.entries(who)) {
      for (const path of paths) {
        const r = await call(path, session);
        assert.ok([401, 404].includes(r.status), `${name} ${path}: ${r.status}`);
        for (const secret of [...Object.values(SECRET), String(b.externalId), '%PDF', 'Pieter'])
          assert.ok(!r.text.includes(secret), `${name} ${path} saw ${secret}: ${r.text}`);
      }
      const list = await call('/owner/listings', session);
      if (list.status === 200) assert.ok(!list.text.includes(String(b.externalId)), `${name} listed B's listing`);
    }
  });

  test('the public API cannot read viewings, communications, online media or owner documents, nor their files', async () => {
    for (const token of [undefined, cms().siteReadToken]) {
      for (const path of ['/api/listing-viewings', '/api/listing-communications', '/api/listing-publications', '/api/owner-documents']) {
        assert.equal((await rest(cms().url, path, { token })).status, 404, path);
      }
      const viaListing = await rest(cms().url, `/api/properties?filters[externalId][$eq]=${state.b!.listing.externalId}&populate=*`, { token });
      for (const secret of Object.values(SECRET)) assert.ok(!viaListing.text.includes(secret), secret);
    }
    for (const query of [
      '{ listingViewings { feedback } }',
      '{ listingCommunications { subject } }',
      '{ listingPublications { medium } }',
      '{ ownerDocuments { title } }',
    ]) {
      const r = await graphql(cms().url, query);
      assert.ok(r.errors?.length, `${query}: ${JSON.stringify(r)}`);
    }
    const { file } = (await ownerDocuments().findOne({ where: { documentId: state.document } }))!;
    for (const path of [`/uploads/${file!.id}`, `/private-uploads/owner-documents/${file!.id}`, `/owner-documents/${file!.id}`]) {
      const r = await fetch(`${cms().url}${path}`);
      assert.equal(r.status, 404, path);
    }
  });
});
