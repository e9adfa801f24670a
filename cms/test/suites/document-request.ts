/**
 * Document request: a listing's public documents mailed as signed links that expire, through
 * the real outbox and a real SMTP server; the links opened as the site opens them (POST
 * /api/forms/document-request/open, which web/src/app/api/documents/route.ts calls); its three
 * answers: sent, already requested (nothing stored, no second mail), no documents.
 *
 * The SMTP port is forms.ts's (Strapi reads it once at boot, whichever suite file set it last): this
 * suite's mailbox listens on it while its own tests run.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rest } from '../helpers/http';
import { cms, compiled, database, rows } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor, type OutboxRow, type SubmissionRow } from '../helpers/forms';
import { TestMailbox, freePortSync } from '../helpers/smtp';

// The same settings as forms.ts when this file is loaded first (forms.ts then sets its own, which win).
process.env.SMTP_HOST ??= '127.0.0.1';
process.env.SMTP_PORT ??= String(freePortSync());
process.env.AGENCY_EMAIL ??= 'agency@kustvastgoed.test';
process.env.EMAIL_FROM ??= 'website@kustvastgoed.test';
process.env.OUTBOX_POLL_MS ??= '200';
process.env.ALTCHA_MAX_COUNTER ??= '3000';

const PROPERTY = 'api::property.property';
const submissions = () => rows<SubmissionRow>('api::submission.submission');
const outbox = () => rows<OutboxRow>('api::outbox-mail.outbox-mail');
/** A listing's document as the feed gives it. */
type FeedDocument = { name: string; url: string };
/** Read when a test runs: set above unless another suite set it first. */
const agencyEmail = () => process.env.AGENCY_EMAIL ?? '';

/** What the form endpoint answers. */
interface FormAnswer {
  ok?: boolean;
  state?: string;
  reason?: string;
  errors?: Record<string, string>;
}

/** Posts a document request as the site forwards it. */
async function request(propertyId: number, overrides: Record<string, unknown> = {}, locale = 'nl') {
  const data = {
    title: 'mr',
    firstName: 'Pieter',
    lastName: 'Claeys',
    email: `pieter.${Math.random().toString(36).slice(2, 8)}@example.be`,
    phone: '0478 12 34 56',
    consent: true,
    propertyId: String(propertyId),
    ...overrides,
  };
  const response = await fetch(`${cms().url}/api/forms/document-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ locale, altcha: await solvedCaptcha(), data }),
  });
  const json = (await response.json().catch(() => null)) as FormAnswer | null;
  return { status: response.status, json, data };
}

/** The document links in a mail's text, as the site receives them. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+\/api\/documents\/\?\S+/g)].map((m) => new URL(m[0]));
const open = (parts: Record<string, unknown>) =>
  rest<{ ok: boolean; reason?: string; url?: string; listing?: number }>(cms().url, '/api/forms/document-request/open', { method: 'POST', body: parts });
const partsOf = (link: URL): Record<string, string | null> =>
  Object.fromEntries(['listing', 'doc', 'expires', 'sig'].map((k) => [k, link.searchParams.get(k)]));

const PUBLIC_EPC = { Name: 'EPC-certificaat', Url: 'https://documents.omnicasa-cdn.example/test/epc-doc-request.pdf' };
const PUBLIC_PLAN = { Name: 'Grondplan', Url: 'https://documents.omnicasa-cdn.example/test/grondplan-doc-request.pdf' };
const PRIVATE_DEED = { Name: 'Ontwerp verkoopakte', Url: 'https://documents.omnicasa-cdn.example/test/PRIVATE-akte-doc-request.pdf' };

describe(`document request on ${database}`, () => {
  const mailbox = new TestMailbox(0);
  /** A listing given two public documents and a private one for these tests (restored afterwards). */
  const withDocuments: { externalId: number; documentId: string; saved: FeedDocument[] | null } = { externalId: 0, documentId: '', saved: null };
  /** A listing without any document. */
  let withoutDocuments = 0;

  before(async () => {
    mailbox.port = Number(process.env.SMTP_PORT);
    await mailbox.start();
    const listings = await rows<{ documentId: string; externalId: number; feedDocuments: FeedDocument[] | null }>(PROPERTY).findMany({
      where: { isInFeed: true },
      select: ['documentId', 'externalId', 'feedDocuments'],
      orderBy: { externalId: 'desc' },
    });
    const bare = listings.filter((l) => !l.feedDocuments || l.feedDocuments.length === 0);
    assert.ok(bare.length >= 2, 'the snapshot has listings without documents');
    withoutDocuments = bare[0].externalId;
    Object.assign(withDocuments, { externalId: bare[1].externalId, documentId: bare[1].documentId, saved: bare[1].feedDocuments ?? null });
    const feedDocuments = [PUBLIC_EPC, PRIVATE_DEED, PUBLIC_PLAN].map((d) => ({ name: d.Name, url: d.Url }));
    await cms().strapi.documents(PROPERTY).update({ documentId: withDocuments.documentId, data: { feedDocuments } });
  });

  after(async () => {
    // Every mail of this suite delivered before its mailbox goes (the suites after it count their own).
    await waitFor('the outbox to be empty', async () => (await outbox().count({ where: { delivery: 'pending' } })) === 0);
    await mailbox.stop();
    if (withDocuments.documentId)
      await cms()
        .strapi.documents(PROPERTY)
        .update({ documentId: withDocuments.documentId, data: { feedDocuments: withDocuments.saved } });
  });

  test('document request: stored with its listing, the agency told, the visitor mailed a signed link per public document (never the private one), each opens its document', async () => {
    const r = await request(withDocuments.externalId, {}, 'fr');
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = await submissions().findOne({ where: { email: r.data.email }, populate: ['listing', 'mails'] });
    assert.equal(stored?.form, 'document-request');
    assert.equal(stored.language, 'fr');
    assert.equal(stored.listing?.externalId, withDocuments.externalId);
    assert.equal(stored.mails?.length, 2);

    await waitFor('the visitor mail', () => mailbox.to(r.data.email).length === 1);
    await waitFor('the agency mail', () => mailbox.to(agencyEmail()).some((m) => m.replyTo[0]?.address === r.data.email));
    const agency = mailbox.to(agencyEmail()).find((m) => m.replyTo[0]?.address === r.data.email)!;
    assert.match(agency.subject, /^Documenten per e-mail: Pieter Claeys$/);
    assert.ok(agency.text.includes(String(withDocuments.externalId)), agency.text);

    const mail = mailbox.to(r.data.email)[0];
    assert.equal(mail.subject, 'Les documents demandés à Kustvastgoed');
    assert.match(mail.text, /Certificat PEB \(PDF\)/);
    assert.match(mail.text, /Plan \(PDF\)/);
    assert.match(mail.text, /Les liens sont valables jusqu’au /);
    assert.ok(!/akte|PRIVATE/i.test(mail.text + mail.html), 'the private document is neither named nor linked');
    assert.ok(!mail.text.includes('omnicasa-cdn'), 'the documents’ own addresses are not in the mail');
    const links = linksIn(mail.text);
    assert.equal(links.length, 2, mail.text);
    for (const link of links) assert.equal(link.searchParams.get('lang'), 'fr');

    // Each link, opened before it expires, gives its document's address (where the site sends the browser).
    const opened = await Promise.all(links.map((link) => open(partsOf(link))));
    assert.deepEqual(
      opened.map((o) => o.status),
      [200, 200],
    );
    assert.deepEqual(opened.map((o) => o.json?.url).sort(), [PUBLIC_EPC.Url, PUBLIC_PLAN.Url].sort());
    assert.equal(opened[0].headers.get('cache-control'), 'no-store');
  });

  test('document links: a tampered link is refused (403), an expired one is gone (410), a signed link to a private document opens nothing', async () => {
    const r = await request(withDocuments.externalId);
    assert.equal(r.status, 201, JSON.stringify(r.json));
    await waitFor('the visitor mail', () => mailbox.to(r.data.email).length === 1);
    const [link] = linksIn(mailbox.to(r.data.email)[0].text);
    const parts = partsOf(link);
    assert.equal((await open(parts)).status, 200);

    // Tampered: a later expiry, another listing, another document, a changed signature, missing parts.
    for (const tampered of [
      { ...parts, expires: String(Number(parts.expires) + 365 * 86400) },
      { ...parts, listing: String(withoutDocuments) },
      { ...parts, doc: '0123456789abcdef' },
      { ...parts, sig: parts.sig!.slice(0, -2) + (parts.sig!.endsWith('AA') ? 'BB' : 'AA') },
      { listing: parts.listing },
      { ...parts, listing: { $gt: 0 } },
    ]) {
      const refused = await open(tampered);
      assert.equal(refused.status, 403, JSON.stringify(tampered));
      assert.deepEqual(refused.json, { ok: false, reason: 'invalid' });
    }

    // Expired: signed here (the CMS's own secret), a second in the past.
    const { formsConfig } = compiled('src/forms/config');
    const { documentLinkUrl, documentRef } = compiled('src/forms/document-links');
    const secret = formsConfig().linkSecret;
    const signed = (url: string, expires: number) =>
      partsOf(new URL(documentLinkUrl('https://site.test', 'nl', { listing: withDocuments.externalId, ref: documentRef(url), expires }, secret)));
    const expired = await open(signed(PUBLIC_EPC.Url, Math.floor(Date.now() / 1000) - 1));
    assert.equal(expired.status, 410);
    assert.deepEqual(expired.json, { ok: false, reason: 'expired', listing: withDocuments.externalId });

    // Even a link signed with the secret never opens a private document: only the public ones are looked at.
    const future = Math.floor(Date.now() / 1000) + 3600;
    const deed = await open(signed(PRIVATE_DEED.Url, future));
    assert.equal(deed.status, 410);
    assert.equal(deed.json?.reason, 'gone');
    assert.ok(!JSON.stringify(deed.json).includes('akte'));
    assert.equal((await open(signed(PUBLIC_PLAN.Url, future))).status, 200);
  });

  test('document request: the same address again for the same listing is already requested: nothing stored, no second mail', async () => {
    const first = await request(withDocuments.externalId, {}, 'en');
    assert.equal(first.status, 201, JSON.stringify(first.json));
    await waitFor('the first mail', () => mailbox.to(first.data.email).length === 1);
    const before = await submissions().count();

    const again = await request(withDocuments.externalId, { email: first.data.email.toUpperCase() }, 'en');
    assert.equal(again.status, 200, JSON.stringify(again.json));
    assert.deepEqual(again.json, { ok: true, state: 'alreadyRequested' });
    assert.equal(await submissions().count(), before, 'not stored again');
    // Mails are queued in the transaction that stores the request: none queued means none will be sent.
    const queued = await outbox().count({ where: { toAddress: { $eqi: first.data.email } } });
    assert.equal(queued, 1, 'one mail to the visitor');
    assert.equal(mailbox.to(first.data.email).length, 1);

    // Another address for the same listing is a new request.
    assert.equal((await request(withDocuments.externalId)).status, 201);
  });

  test('document request: a listing without public documents has none to send (409), nothing stored, nothing mailed', async () => {
    const before = await submissions().count();
    const r = await request(withoutDocuments);
    assert.equal(r.status, 409, JSON.stringify(r.json));
    assert.deepEqual(r.json, { ok: false, reason: 'noDocuments', errors: {} });
    assert.equal(await submissions().count(), before);
    assert.equal(await outbox().count({ where: { toAddress: r.data.email } }), 0);
    // An unknown listing is a field in error, as for every listing form.
    const unknown = await request(99999999);
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.json?.errors, { propertyId: 'invalid' });
  });
});
