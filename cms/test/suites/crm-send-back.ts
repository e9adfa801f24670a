/**
 * What visitors send, handed to the CRM, against a local HTTP server that answers as
 * the Omnicasa web service does (`<Endpoint>Json?json=<parameters>`, every answer in its envelope): a
 * request about a listing arrives as ContactOnMe, a confirmed search registration as DemandRegister,
 * its unsubscribe as UnsubscribeDemandPerson with the ids DemandRegister answered. A CRM that is down
 * or says Success false delays the message (retried, visible to staff), never the visitor. Without the
 * link nothing is queued. The link is configured only inside this suite (the environment is read when
 * a request is stored), and the suite's own worker sends, as the CMS's would.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import http from 'http';
import type { AddressInfo } from 'net';
import { cms, compiled, database, rows, snapshotItems } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor } from '../helpers/forms';
import { adminToken, graphql, rest } from '../helpers/http';

const PASSWORD = 'crm-s3nd-b4ck';
const CRM_IDS = { ID: 5501, DemandID: 77001 };

/** A message queued for the CRM, as stored. */
interface MessageRow {
  id: number;
  delivery: string;
  attempts: number;
  lastError: string | null;
  payload: { Email?: string };
  lookup: unknown;
}
/** A registered search as stored. */
interface RegistrationRow {
  id: number;
  documentId: string;
  crmDemandId: number | null;
  submission?: { documentId: string } | null;
}
/** The parameters of a call, as the CRM reads them from its `json` query (those these tests look at typed). */
type CrmParams = Record<string, unknown> & { Email?: string; Password: string; Subject: string; Content: string; Zips: string[] };
/** The test CRM: how it answers (`mode`), what it was asked, and its switch. */
interface FakeCrm {
  mode: string;
  requests: { endpoint: string; params: CrmParams; method: string | undefined }[];
  url: string;
  port: number;
  server: http.Server;
  listen(): Promise<void>;
  stop(): Promise<void>;
  received(endpoint: string): FakeCrm['requests'];
}

const messages = () => rows<MessageRow>('api::crm-message.crm-message');
const registrations = () => rows<RegistrationRow>('api::search-registration.search-registration');
const unique = () => Math.random().toString(36).slice(2, 8);

/** A listing on the site for sale, and one town of it, for the request and the search. */
const listing = snapshotItems.find((i) => i.Goal === 0 && i.Status === 1)!;

/** The CRM as a real HTTP server; `mode` 'fail' answers Success false; stop() takes it off the network. */
function startCrm() {
  const crm: FakeCrm = {
    mode: 'ok',
    requests: [],
    url: '',
    port: 0,
    server: http.createServer(),
    listen: () =>
      new Promise((resolve) =>
        crm.server.listen(crm.port, '127.0.0.1', () => {
          crm.port = (crm.server.address() as AddressInfo).port;
          crm.url = `http://127.0.0.1:${crm.port}/svc/`;
          resolve();
        }),
      ),
    stop: () =>
      new Promise((resolve) => {
        crm.server.closeAllConnections?.();
        crm.server.close(() => resolve());
      }),
    received: (endpoint) => crm.requests.filter((r) => r.endpoint === endpoint),
  };
  crm.server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '', 'http://crm');
    const endpoint = url.pathname.replace(/^\/svc\//, '').replace(/Json$/, '');
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as CrmParams;
    const envelope = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ [`${endpoint}JsonResult`]: body }));
    if (crm.mode === 'fail' || params.CustomerName !== 'kustvastgoed' || params.CustomerPassword !== PASSWORD)
      return envelope({ Code: 600, Message: 'Demand could not be saved', Success: false, Value: null });
    if (crm.mode === 'hang') return; // takes the call and never answers: the client's time limit ends it
    crm.requests.push({ endpoint, params, method: req.method });
    // As the public clients read it, DemandRegister answers only true; the search's ids come from
    // CheckDemandLogin with the e-mail and the password it was registered with.
    if (endpoint === 'CheckDemandLogin') {
      const registered = crm.received('DemandRegister').find((r) => r.params.Email === params.Email && r.params.Password === params.Password);
      return envelope(
        registered ? { Code: 0, Message: null, Success: true, Value: CRM_IDS } : { Code: 401, Message: 'Login failed', Success: false, Value: null },
      );
    }
    envelope({ Code: 0, Message: null, Success: true, Value: true });
  });
  return crm;
}

async function submit(form: string, data: unknown, locale = 'nl') {
  const response = await fetch(`${cms().url}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ locale, altcha: await solvedCaptcha(), data }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const person = () => ({
  title: 'mr',
  firstName: 'Pieter',
  lastName: `Maes-${unique()}`,
  email: `pieter.${unique()}@example.be`,
  phone: '0478 12 34 56',
  consent: true,
});

/** A search link signed as the CMS's mails sign it. */
function searchLink(purpose: 'confirm' | 'unsubscribe' | 'manage', registration: { documentId: string }) {
  const { signSearchLink } = compiled('src/search-alerts/links');
  const { formsConfig } = compiled('src/forms/config');
  const link = signSearchLink(purpose, registration.documentId, formsConfig().linkSecret, purpose === 'confirm' ? Date.now() + 60_000 : 0);
  return { id: link.id, exp: String(link.expires), token: link.token };
}
const linkCall = (action: string, link: unknown) => rest(cms().url, `/api/search-alerts/${action}`, { method: 'POST', body: link });

/** The CMS's CRM worker, with quick polls and retries (production: 5 s, 1 min doubling to 1 h). */
function newWorker() {
  const { CrmWorker } = compiled('src/crm/send-back/worker');
  const { crmClient } = compiled('src/crm/client');
  const { crmSettings } = compiled('src/crm/settings');
  return new CrmWorker(cms().strapi, crmClient(crmSettings()!), { pollMs: 100, leaseMs: 5_000, retryBaseMs: 300, retryMaxMs: 600, batch: 20, parallel: 2 });
}

const CRM_ENV = ['CRM_BASE_URL', 'CRM_CUSTOMER_NAME', 'CRM_CUSTOMER_PASSWORD', 'CRM_LANGUAGE_IDS', 'CRM_TIMEOUT_MS'];

describe(`requests sent back to the CRM on ${database}`, () => {
  const crm = startCrm();
  let worker: ReturnType<typeof newWorker> | undefined;
  const saved: Record<string, string | undefined> = {};

  before(async () => {
    assert.ok(listing, 'a listing for sale in the snapshot');
    await crm.listen();
  });
  after(async () => {
    await worker?.stop();
    // The searches registered here, gone (later suites count the confirmed ones).
    const mine = await registrations().findMany({
      where: { email: { $startsWith: 'pieter.' } },
      select: ['id'],
      populate: { submission: { select: ['documentId'] } },
    });
    await compiled('src/search-alerts/manage').eraseRegistrations(
      cms().strapi,
      mine.map((r) => ({ id: r.id, submissionId: r.submission?.documentId ?? null })),
    );
    await crm.stop();
    for (const key of CRM_ENV)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    await messages().deleteMany({ where: {} });
  });

  test('without the CRM link a request is stored and mailed as before, and nothing is queued for the CRM', async () => {
    const before = await messages().count();
    const sent = await submit('contact-me', { ...person(), propertyId: String(listing.ID), request: 'information' });
    assert.equal(sent.status, 201, JSON.stringify(sent.json));
    assert.equal(await messages().count(), before);
  });

  test('with the link, a request about a listing arrives as ContactOnMe in the service shape, with the login added only when sent', async () => {
    for (const key of CRM_ENV) saved[key] = process.env[key];
    Object.assign(process.env, {
      CRM_BASE_URL: crm.url,
      CRM_CUSTOMER_NAME: 'kustvastgoed',
      CRM_CUSTOMER_PASSWORD: PASSWORD,
      CRM_LANGUAGE_IDS: 'nl:1,fr:2,en:3,de:4',
      CRM_TIMEOUT_MS: '1000',
    });
    worker = newWorker();
    worker.start();

    const visitor = person();
    const sent = await submit('contact-me', { ...visitor, propertyId: String(listing.ID), request: 'visit', remarks: 'Liefst op zaterdag.' }, 'fr');
    assert.equal(sent.status, 201);
    await waitFor('ContactOnMe at the CRM', () => crm.received('ContactOnMe').some((r) => r.params.Email === visitor.email));
    const call = crm.received('ContactOnMe').find((r) => r.params.Email === visitor.email)!;
    assert.equal(call.method, 'GET');
    assert.equal(call.params.ObjectID, listing.ID, "the CRM's own id of the listing");
    assert.equal(call.params.Name, visitor.lastName);
    assert.equal(call.params.FirstName, visitor.firstName);
    assert.equal(call.params.GSM, visitor.phone, 'a mobile number is the GSM');
    assert.equal(call.params.LanguageId, 2, 'the visitor wrote in French');
    assert.match(call.params.Subject, /\(website\)$/);
    assert.match(call.params.Content, /Liefst op zaterdag\./);
    // The CRM has answered; the worker marks the message sent just after.
    let stored: MessageRow | null = null;
    await waitFor('the message marked sent', async () => {
      stored = await messages().findOne({ where: { endpoint: 'ContactOnMe', delivery: 'sent' }, orderBy: { id: 'desc' } });
      return stored !== null;
    });
    assert.equal(stored!.payload.Email, visitor.email);
    assert.ok(!JSON.stringify(stored).includes(PASSWORD), 'the web-service password is never stored');
  });

  test('a request that is not for the agency (a testimonial) does not go to the CRM', async () => {
    const before = await messages().count();
    const sent = await submit('testimonial', {
      firstName: 'Els',
      lastName: 'Mortier',
      email: `els.${unique()}@example.be`,
      message: 'Top!',
      rating: 5,
      consent: true,
    });
    assert.equal(sent.status, 201);
    assert.equal(await messages().count(), before);
  });

  test('a CRM that is down or refuses delays the request, retried until it arrives; the visitor was answered at once', async () => {
    // A CRM that takes the call and never answers: the visitor's answer does not wait for it.
    crm.mode = 'hang';
    const visitor = person();
    const captcha = await solvedCaptcha();
    const started = Date.now();
    const response = await fetch(`${cms().url}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
      body: JSON.stringify({ locale: 'nl', altcha: captcha, data: { ...visitor, remarks: 'Bel mij terug.' } }),
    });
    const answeredIn = Date.now() - started;
    assert.equal(response.status, 201, 'the visitor never waits for the CRM');
    const mine = () => messages().findOne({ where: { endpoint: 'ContactOnMe', submission: { email: visitor.email } } });
    await waitFor('a timed-out attempt, recorded', async () => /no answer within 1000 ms/.test((await mine())?.lastError ?? ''));
    assert.ok(answeredIn < 1_000, `answered in ${answeredIn} ms, before the CRM's own time limit`);

    // Then down altogether.
    await crm.stop();
    await waitFor('a refused attempt, recorded', async () => /ContactOnMe: the CRM cannot be reached/.test((await mine())?.lastError ?? ''));
    const waiting = (await mine())!;
    assert.equal(waiting.delivery, 'pending');
    assert.ok(!waiting.lastError!.includes(PASSWORD) && !waiting.lastError!.includes(crm.url), 'no login or address in the error');

    crm.mode = 'fail';
    await crm.listen();
    await waitFor("the CRM's refusal, recorded", async () => /Demand could not be saved \(code 600\)/.test((await mine())?.lastError ?? ''));
    crm.mode = 'ok';
    await waitFor('the request at the CRM after all', () => crm.received('ContactOnMe').some((r) => r.params.Email === visitor.email));
    await waitFor('marked sent', async () => (await mine())?.delivery === 'sent');
    assert.equal(crm.received('ContactOnMe').filter((r) => r.params.Email === visitor.email).length, 1, 'once');
  });

  test('staff see a failed message in the admin and send it again by setting it back to pending', async () => {
    crm.mode = 'fail';
    const visitor = person();
    assert.equal(
      (
        await submit('contact-demand', {
          ...visitor,
          purpose: 'sell',
          propertyType: '1',
          property: { street: 'Kerkstraat', houseNumber: '12', zip: '8470', city: 'Gistel' },
        })
      ).status,
      201,
    );
    const mine = () => messages().findOne({ where: { endpoint: 'ContactOnMe', submission: { email: visitor.email } } });
    await waitFor('a refused attempt', async () => ((await mine())?.attempts ?? 0) >= 1);
    // Given up (as after 24 hours), then listed for staff with its error.
    await worker!.stop();
    await messages().update({ where: { id: (await mine())!.id }, data: { delivery: 'failed' } });
    const token = await adminToken(cms().url);
    const uid = 'api::crm-message.crm-message';
    const list = await rest<{ results: { documentId: string; lastError: string | null }[] }>(
      cms().url,
      `/content-manager/collection-types/${uid}?page=1&pageSize=50&filters[$and][0][delivery][$eq]=failed`,
      { token },
    );
    assert.equal(list.status, 200, list.text);
    const row = list.json.results.find((r) => /code 600/.test(r.lastError ?? ''));
    assert.ok(row, 'the failed message is in the admin list, with its error');
    const retried = await rest(cms().url, `/content-manager/collection-types/${uid}/${row.documentId}`, {
      method: 'PUT',
      token,
      body: { delivery: 'pending' },
    });
    assert.equal(retried.status, 200, retried.text);
    const reset = await mine();
    assert.equal(reset?.delivery, 'pending');
    assert.equal(reset?.attempts, 0, 'a fresh start: another 24 hours of retries');
    crm.mode = 'ok';
    worker = newWorker();
    worker.start();
    await waitFor('the valuation at the CRM', () => crm.received('ContactOnMe').some((r) => r.params.Email === visitor.email));
    await waitFor('marked sent', async () => (await mine())?.delivery === 'sent');
  });

  test('a search registration goes as DemandRegister once confirmed, and its unsubscribe as UnsubscribeDemandPerson with the ids the CRM gave', async () => {
    const visitor = person();
    const sent = await submit('demand-register', {
      ...visitor,
      goal: 'rent',
      propertyTypes: [String(listing.WebID)],
      zones: [listing.City, '8400'],
      minPrice: '500',
      maxPrice: '1200',
      minBedrooms: '2',
      garage: true,
      frequency: 'weekly',
      language: 'de',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.json));
    const registration = (await registrations().findOne({ where: { email: visitor.email } }))!;
    assert.equal(await messages().count({ where: { searchRegistration: { id: registration.id } } }), 0, 'nothing for the CRM before it is confirmed');

    assert.equal((await linkCall('confirm', searchLink('confirm', registration))).status, 200);
    await waitFor('DemandRegister at the CRM', () => crm.received('DemandRegister').some((r) => r.params.Email === visitor.email));
    const call = crm.received('DemandRegister').find((r) => r.params.Email === visitor.email)!;
    assert.equal(call.params.Goal, 1, 'rent');
    assert.equal(call.params.Name, visitor.lastName);
    assert.equal(call.params.PriceMin, 500);
    assert.equal(call.params.PriceMax, 1200);
    assert.equal(call.params.MinRooms, 2);
    assert.equal(call.params.MinGarages, 1);
    assert.equal(call.params.LanguageId, 4, 'the language of its mails');
    assert.equal(call.params.IsReceivedEmail, false, "the person asked for the site's alerts, not the CRM's mails");
    assert.match(call.params.Password, /^[\w-]{20,}$/, 'a login of its own, to find it again');
    assert.ok(call.params.Zips.includes('8400') && call.params.Zips.includes(String(listing.Zip)), `zips ${call.params.Zips}`);

    assert.equal((await linkCall('unsubscribe', searchLink('unsubscribe', registration))).status, 200);
    await waitFor('UnsubscribeDemandPerson at the CRM', () => crm.received('UnsubscribeDemandPerson').length > 0);
    assert.deepEqual(crm.received('UnsubscribeDemandPerson').at(-1)?.params, {
      CustomerName: 'kustvastgoed',
      CustomerPassword: PASSWORD,
      ...CRM_IDS,
      LanguageId: 4,
    });
    assert.deepEqual(crm.received('CheckDemandLogin').at(-1)?.params.Email, visitor.email, 'the ids asked for with its login');
    assert.equal((await registrations().findOne({ where: { id: registration.id } }))?.crmDemandId, CRM_IDS.DemandID, "the CRM's ids kept");
  });

  test('a search deleted on its manage page is unsubscribed in the CRM, and its messages with personal data are erased', async () => {
    const visitor = person();
    assert.equal(
      (await submit('demand-register', { ...visitor, goal: 'buy', propertyTypes: [String(listing.WebID)], zones: [listing.City], frequency: 'daily' })).status,
      201,
    );
    const registration = (await registrations().findOne({ where: { email: visitor.email } }))!;
    assert.equal((await linkCall('confirm', searchLink('confirm', registration))).status, 200);
    await waitFor('DemandRegister at the CRM', () => crm.received('DemandRegister').some((r) => r.params.Email === visitor.email));
    await waitFor(
      'DemandRegister marked sent',
      async () => (await messages().findOne({ where: { searchRegistration: { id: registration.id } } }))?.delivery === 'sent',
    );

    const before = crm.received('UnsubscribeDemandPerson').length;
    assert.equal((await linkCall('manage/delete', searchLink('manage', registration))).status, 200);
    assert.equal(await registrations().count({ where: { id: registration.id } }), 0);
    const left = await messages().findMany({ where: { endpoint: 'DemandRegister' }, select: ['payload'] });
    assert.ok(!left.some((m) => m.payload.Email === visitor.email), "the registration's DemandRegister (name, e-mail, phone) is erased");
    await waitFor('UnsubscribeDemandPerson at the CRM', () => crm.received('UnsubscribeDemandPerson').length > before);
    assert.deepEqual(
      { ID: crm.received('UnsubscribeDemandPerson').at(-1)?.params.ID, DemandID: crm.received('UnsubscribeDemandPerson').at(-1)?.params.DemandID },
      CRM_IDS,
    );
    const unsubscribe = (await messages().findOne({ where: { endpoint: 'UnsubscribeDemandPerson' }, orderBy: { id: 'desc' } }))!;
    await waitFor('the unsubscribe marked sent', async () => (await messages().findOne({ where: { id: unsubscribe.id } }))?.delivery === 'sent');
    assert.equal((await messages().findOne({ where: { id: unsubscribe.id } }))?.lookup, null, 'its e-mail and login are not kept once sent');
  });

  test('a search unsubscribed before its DemandRegister went out never reaches the CRM', async () => {
    crm.mode = 'fail';
    const visitor = person();
    assert.equal(
      (await submit('demand-register', { ...visitor, goal: 'buy', propertyTypes: [String(listing.WebID)], zones: [listing.City], frequency: 'daily' })).status,
      201,
    );
    const registration = (await registrations().findOne({ where: { email: visitor.email } }))!;
    assert.equal((await linkCall('confirm', searchLink('confirm', registration))).status, 200);
    await waitFor(
      'DemandRegister refused once',
      async () => ((await messages().findOne({ where: { searchRegistration: { id: registration.id } } }))?.attempts ?? 0) >= 1,
    );
    // Between two attempts (the worker stopped, so none is under way), the person unsubscribes.
    await worker!.stop();
    assert.equal((await linkCall('unsubscribe', searchLink('unsubscribe', registration))).status, 200);
    assert.equal(await messages().count({ where: { searchRegistration: { id: registration.id } } }), 0, 'withdrawn, and nothing to unsubscribe');
    crm.mode = 'ok';
    worker = newWorker();
    worker.start();
    const marker = person();
    assert.equal((await submit('site-contact', { ...marker, remarks: 'Na de uitschrijving.' })).status, 201);
    await waitFor('a later request at the CRM', () => crm.received('ContactOnMe').some((r) => r.params.Email === marker.email));
    assert.ok(!crm.received('DemandRegister').some((r) => r.params.Email === visitor.email), 'the withdrawn registration never went');
  });

  test('the messages to the CRM are staff-only: not in REST or GraphQL, for the public or the site token', async () => {
    for (const token of [undefined, cms().siteReadToken]) {
      const r = await rest(cms().url, '/api/crm-messages', { token });
      assert.ok([403, 404].includes(r.status), `REST ${r.status}`);
      const answer = await graphql(cms().url, '{ crmMessages { documentId payload } }', {}, { token });
      assert.ok(answer.errors?.length, 'no GraphQL query for them');
      assert.equal(answer.data, undefined);
    }
  });
});
