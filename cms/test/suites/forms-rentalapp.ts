/**
 * The rental application with documents: posted as multipart/form-data the way the
 * site forwards it, the files checked from their content, kept where the public cannot fetch them,
 * named (not attached) in the mails, downloadable by staff in the admin, erased with the request.
 * Real Strapi, real SMTP (the forms' shared mailbox), captchas solved for real.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import * as domain from '@coast/domain';
import { adminToken as adminLogin, graphql, parsedJson, rest } from '../helpers/http';
import { cms, compiled, rows } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor, type SubmissionRow } from '../helpers/forms';
import { formsMailbox } from '../helpers/smtp';

const AGENCY = 'agency@kustvastgoed.test';
const mailbox = formsMailbox();
// Read when Strapi boots (after every suite is loaded): the forms' settings, and a private directory of this run's own.
const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-private-uploads-'));
Object.assign(process.env, {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mailbox.port),
  AGENCY_EMAIL: AGENCY,
  OUTBOX_POLL_MS: '200',
  ALTCHA_MAX_COUNTER: '3000',
  PRIVATE_UPLOADS_DIR: privateDir,
});

const submissions = () => rows<SubmissionRow>('api::submission.submission');
/** A stored document, as the request keeps it. */
type StoredDocument = NonNullable<SubmissionRow['documents']>[number];
/** A file as the site forwards it. */
interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}
const filesInPrivateDir = () => fs.readdirSync(privateDir).sort();

// ---- Documents, made here byte by byte ------------------------------------------------------------
const pdf = (text = 'Curriculum vitae') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n${'x'.repeat(900)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex')]);

/** A ZIP archive of stored (uncompressed) entries, as an office suite would write one. */
function zip(entries: Record<string, string>) {
  const locals = [];
  const directory = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
const docx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

// ---- Posting ---------------------------------------------------------------------------------------
/** The application's fields (a valid one unless overridden). */
const application = (overrides: Record<string, unknown> = {}) => ({
  title: 'mr',
  firstName: 'Jonas',
  lastName: `Claeys-${Math.random().toString(36).slice(2, 8)}`,
  email: `jonas.${Math.random().toString(36).slice(2, 8)}@example.be`,
  phone: '0470 11 22 33',
  street: 'Zeedijk',
  houseNumber: '101',
  zip: '8400',
  city: 'Oostende',
  propertyId: String(listing.ID),
  adults: '2',
  children: '1',
  pets: 'true',
  petsDescription: 'Een kat',
  moveDate: '2027-06-01',
  reason: 'Dichter bij het werk',
  incomePerson1: '2.450',
  incomePerson2: '1.800',
  consent: true,
  ...overrides,
});

/** Posts as the site forwards a multipart form: its token, the visitor's address, the envelope part, then the files. */
async function postApplication(
  data: unknown,
  files: Upload[],
  { locale = 'nl', altcha, address = freshAddress() }: { locale?: string; altcha?: string; address?: string } = {},
) {
  const body = new FormData();
  body.append(domain.UPLOAD_ENVELOPE_PART, JSON.stringify({ locale, altcha: altcha ?? (await solvedCaptcha()), data }));
  for (const file of files) body.append(domain.UPLOAD_FILES_PART, new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${cms().url}/api/forms/rental-application`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': address },
    body,
  });
  const text = await response.text();
  return { status: response.status, json: parsedJson<{ ok?: boolean; reason?: string; errors: Record<string, string> }>(text) };
}

const adminToken = () => adminLogin(cms().url);

const download = (submission: string, document: string, token: string | undefined) =>
  fetch(`${cms().url}/visitor-documents/${submission}/${document}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const listing = { ID: 0 };
/** The application stored by the first test, which the later ones read. */
const stored: { documentId: string; documents: StoredDocument[]; bytes: Record<string, Buffer> } = { documentId: '', documents: [], bytes: {} };

describe('rental application with documents', () => {
  before(async () => {
    await mailbox.start();
    const rent = await rows<{ externalId: number }>('api::property.property').findOne({
      where: { isInFeed: true, goal: 'rent' },
      select: ['externalId'],
      orderBy: { id: 'asc' },
    });
    listing.ID = rent!.externalId;
  });
  after(async () => {
    await mailbox.stop();
  });

  test('a valid application with a PDF and a PNG is stored with its listing; the files are kept privately; the mails name them, attach nothing', async () => {
    const data = application();
    const cv = pdf();
    const payslip = png();
    const r = await postApplication(data, [
      { name: 'cv Jonas.pdf', type: 'application/pdf', bytes: cv },
      // The declared type is not believed either way: this one says octet-stream and is kept as the PNG it is.
      { name: 'loonfiche.png', type: 'application/octet-stream', bytes: payslip },
    ]);
    assert.equal(r.status, 201, JSON.stringify(r.json));
    assert.deepEqual(r.json, { ok: true });

    const row = (await submissions().findOne({ where: { email: data.email }, populate: ['listing', 'mails'] }))!;
    const documents = row.documents!;
    assert.equal(row.form, 'rental-application');
    assert.equal(row.listing?.externalId, listing.ID);
    assert.equal(row.fields.adults, 2);
    assert.equal(row.fields.pets, true);
    assert.equal(row.fields.incomePerson1, 2450);
    assert.equal(row.fields.documents, undefined, 'the files are not fields');
    assert.deepEqual(
      documents.map((d) => [d.name, d.type, d.size]),
      [
        ['cv Jonas.pdf', 'pdf', cv.length],
        ['loonfiche.png', 'png', payslip.length],
      ],
    );
    // On disk in the private directory, under random names, byte for byte; nothing in the media library or public/.
    for (const [document, bytes] of [
      [documents[0], cv],
      [documents[1], payslip],
    ] as const) {
      assert.match(document.id, /^[0-9a-f]{32}$/);
      assert.deepEqual(fs.readFileSync(path.join(privateDir, document.id)), bytes);
    }
    assert.ok(!path.resolve(privateDir).startsWith(path.resolve(cms().strapi.dirs.static.public)), 'not under public/');
    assert.equal(await rows('plugin::upload.file').count({ where: { name: { $in: ['cv Jonas.pdf', 'loonfiche.png'] } } }), 0);
    Object.assign(stored, { documentId: row.documentId, documents, bytes: { [documents[0].id]: cv, [documents[1].id]: payslip } });

    await waitFor('both mails', () => mailbox.to(data.email).length === 1 && mailbox.to(AGENCY).some((m) => m.replyTo[0]?.address === data.email));
    const agency = mailbox.to(AGENCY).find((m) => m.replyTo[0]?.address === data.email)!;
    assert.match(agency.subject, /^Kandidatuur als huurder: Jonas Claeys-/);
    assert.match(agency.text, /Netto maandinkomen persoon 1 \(euro\): €\s2\.450/);
    assert.match(agency.text, /Hebt u huisdieren\?: ja/);
    // Sizes in Belgian style, as the listing's documents are shown (@coast/domain's formatFileSize).
    const size = (bytes: number) => domain.formatFileSize(bytes, 'nl');
    assert.ok(
      agency.text.includes(
        `Documenten (cv of bewijs van inkomen):\n- cv Jonas.pdf (PDF, ${size(cv.length)})\n- loonfiche.png (PNG, ${size(payslip.length)})\n`,
      ),
      agency.text,
    );
    assert.match(agency.text, /Niet als bijlage meegestuurd: open de aanvraag in de beheeromgeving/);
    assert.deepEqual(agency.attachments, [], 'the documents are not attached');
    const visitor = mailbox.to(data.email)[0];
    assert.ok(visitor.text.includes(`Documenten (cv of bewijs van inkomen):\n- cv Jonas.pdf (PDF, ${size(cv.length)})`), visitor.text);
    assert.ok(!/beheeromgeving/.test(visitor.text), 'the visitor is not sent to the admin');
    assert.deepEqual(visitor.attachments, []);
  });

  test('a DOCX is known from its entries; an application without documents is taken too (as JSON or multipart)', async () => {
    const withDocx = application();
    const r = await postApplication(withDocx, [{ name: 'cv.docx', type: 'application/octet-stream', bytes: docx() }], { locale: 'en' });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const row = await submissions().findOne({ where: { email: withDocx.email } });
    assert.deepEqual(
      row?.documents?.map((d) => d.type),
      ['docx'],
    );

    const bare = application();
    assert.equal((await postApplication(bare, [])).status, 201);
    assert.equal((await submissions().findOne({ where: { email: bare.email } }))?.documents, null);
  });

  test('a file whose content is not an allowed type is refused 400 with the message in the visitor language; nothing stored', async () => {
    const before = [await submissions().count(), filesInPrivateDir()];
    const disguised: [what: string, file: Upload][] = [
      ['an HTML page called cv.pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }],
      ['a program renamed loonfiche.png', { name: 'loonfiche.png', type: 'image/png', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]) }],
      ['a text file called cv.pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('Ik ben geen PDF.\n') }],
      [
        'a ZIP that is not a Word document',
        { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: zip({ 'payload.exe': 'MZ' }) },
      ],
      ['an empty file', { name: 'leeg.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }],
    ];
    for (const [what, file] of disguised) {
      // A valid PDF first: one bad file refuses the lot.
      const r = await postApplication(application(), [{ name: 'ok.pdf', type: 'application/pdf', bytes: pdf() }, file], { locale: 'fr' });
      assert.equal(r.status, 400, `${what}: ${JSON.stringify(r.json)}`);
      assert.deepEqual(r.json, { ok: false, reason: 'invalid', errors: { documents: 'fileType' } }, what);
    }
    assert.equal(
      domain.formErrorMessage('fileType', 'fr'),
      'Ce fichier n’est pas un PDF, un JPEG, un PNG ou un document Word (DOCX). Veuillez choisir un autre fichier.',
    );
    // Give a refused post's files the moment their deletion takes.
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual([await submissions().count(), filesInPrivateDir()], before, 'no request and no file kept');
  });

  test('a file over 10 MB is refused 413 as soon as it passes the size; more than 5 files are refused; a bad envelope too; nothing stored', async () => {
    const before = [await submissions().count(), filesInPrivateDir()];
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const tooLarge = await postApplication(application(), [{ name: 'scan.pdf', type: 'application/pdf', bytes: big }]);
    assert.equal(tooLarge.status, 413, JSON.stringify(tooLarge.json));
    assert.deepEqual(tooLarge.json, { ok: false, reason: 'tooLarge', errors: { documents: 'fileTooLarge' } });
    assert.equal(domain.formErrorMessage('fileTooLarge', 'nl'), 'Een bestand mag hoogstens 10 MB groot zijn.');

    // Refused before it is all read: this body never ends (its stream stays open after 11 MB), so only an
    // answer given while it is still coming can arrive.
    const boundary = `----coast${Math.random().toString(16).slice(2)}`;
    const envelope = JSON.stringify({ locale: 'nl', altcha: await solvedCaptcha(), data: application() });
    let sent = 0;
    const stopSending = new AbortController();
    const endless = new ReadableStream({
      start(controller) {
        controller.enqueue(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="envelope"\r\n\r\n${envelope}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
          ),
        );
      },
      pull(controller) {
        if (sent >= 11 * 1024 * 1024) return new Promise(() => {}); // and then nothing, for ever
        sent += 1024 * 1024;
        controller.enqueue(Buffer.alloc(1024 * 1024, 0x20));
      },
    });
    const early = await fetch(`${cms().url}/api/forms/rental-application`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${cms().siteReadToken}`,
        'x-coast-client-ip': freshAddress(),
      },
      body: endless,
      duplex: 'half',
      signal: AbortSignal.any([stopSending.signal, AbortSignal.timeout(60_000)]), // a guard against a hang, not a measure
    });
    assert.equal(early.status, 413);
    assert.deepEqual(((await early.json()) as { errors: unknown }).errors, { documents: 'fileTooLarge' });
    stopSending.abort();

    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: png() }));
    const tooMany = await postApplication(application(), six);
    assert.equal(tooMany.status, 400);
    assert.deepEqual(tooMany.json.errors, { documents: 'tooManyFiles' });

    const invalid = await postApplication(application({ adults: '0', email: 'geen-adres' }), [{ name: 'cv.pdf', type: 'application/pdf', bytes: pdf() }]);
    assert.equal(invalid.status, 400);
    assert.equal(invalid.json.errors.adults, 'min');
    assert.equal(invalid.json.errors.email, 'email');
    const noCaptcha = await postApplication(application(), [{ name: 'cv.pdf', type: 'application/pdf', bytes: pdf() }], { altcha: 'bm9wZQ==' });
    assert.equal(noCaptcha.status, 400);
    assert.equal(noCaptcha.json.reason, 'captcha');

    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual([await submissions().count(), filesInPrivateDir()], before, 'no request and no file kept');
  });

  test('the public cannot reach the files (/uploads, REST, GraphQL, the download route); an admin downloads them', async () => {
    const [cv] = stored.documents;
    assert.ok(cv, 'the first test stored an application');
    for (const pathname of [`/uploads/${cv.id}`, `/uploads/${cv.id}.pdf`, `/private-uploads/${cv.id}`, `/${cv.id}`]) {
      const r = await fetch(`${cms().url}${pathname}`);
      assert.equal(r.status, 404, pathname);
    }
    for (const token of [undefined, cms().siteReadToken]) {
      for (const pathname of [`/api/submissions/${stored.documentId}`, '/api/submissions?populate=*']) {
        const r = await rest(cms().url, pathname, { token });
        assert.ok([401, 403, 404].includes(r.status), `${pathname}: ${r.status}`);
        assert.ok(!r.text.includes(cv.id), pathname);
      }
      // The media library (which the site's token may list) does not have them.
      const library = await rest(cms().url, '/api/upload/files?pagination[pageSize]=100', { token });
      assert.ok(!library.text.includes(cv.id) && !library.text.includes('cv Jonas'), 'not in the media library');
      const q = await graphql(cms().url, '{ submissions { documentId documents } }', {}, { token });
      assert.ok(q.errors?.length && q.data === undefined);
      const files = await graphql(cms().url, '{ uploadFiles { name url } }', {}, { token });
      assert.ok(!JSON.stringify(files).includes('cv Jonas'), 'not in the media library');
      // Neither the public nor the site's token is an admin.
      assert.equal((await download(stored.documentId, cv.id, token)).status, 401);
    }

    const admin = await adminToken();
    const r = await download(stored.documentId, cv.id, admin);
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'application/pdf');
    assert.match(r.headers.get('content-disposition') ?? '', /^attachment; filename="cv Jonas\.pdf"/);
    assert.equal(r.headers.get('cache-control'), 'private, no-store');
    assert.deepEqual(Buffer.from(await r.arrayBuffer()), stored.bytes[cv.id]);
    // Only a document of that request, by its id: nothing else can be asked for.
    assert.equal((await download(stored.documentId, '0'.repeat(32), admin)).status, 404);
    assert.equal((await download('nosuchrequest', cv.id, admin)).status, 404);
    assert.equal((await download(stored.documentId, '..%2F..%2Fpackage.json', admin)).status, 404);
  });

  test('the files go with their request: deleted by staff in the admin, erased by the retention job; leftovers are swept', async () => {
    const { eraseExpiredSubmissions } = compiled('src/retention/erase-expired');
    const { sweepUnreferencedDocuments } = compiled('src/uploads/storage');
    const fileOf = (id: string) => path.join(privateDir, id);
    const make = async (submittedAt: string) => {
      const id = crypto.randomBytes(16).toString('hex');
      fs.writeFileSync(fileOf(id), pdf());
      const row = await submissions().create({
        data: {
          form: 'rental-application',
          language: 'nl',
          fields: {},
          consent: true,
          state: 'new',
          submittedAt,
          documents: [{ id, name: 'cv.pdf', type: 'pdf', size: 10 }],
        },
      });
      return { row, id };
    };
    const staffDeleted = await make(new Date().toISOString());
    await cms().strapi.documents('api::submission.submission').delete({ documentId: staffDeleted.row.documentId });
    assert.ok(!fs.existsSync(fileOf(staffDeleted.id)), 'deleted with the request in the admin');

    const old = await make(new Date(Date.now() - 25 * 31 * 24 * 3600_000).toISOString());
    assert.ok((await eraseExpiredSubmissions(cms().strapi, new Date(), 24)) >= 1);
    assert.equal(await submissions().count({ where: { id: old.row.id } }), 0);
    assert.ok(!fs.existsSync(fileOf(old.id)), 'erased with the request by the retention job');

    const stray = crypto.randomBytes(16).toString('hex');
    fs.writeFileSync(fileOf(stray), 'left by a stopped CMS');
    const aged = new Date(Date.now() - 2 * 24 * 3600_000);
    fs.utimesSync(fileOf(stray), aged, aged);
    assert.equal(await sweepUnreferencedDocuments(cms().strapi), 1);
    assert.ok(!fs.existsSync(fileOf(stray)));
    for (const document of stored.documents) assert.ok(fs.existsSync(fileOf(document.id)), 'a living request keeps its files');
  });
});
