/**
 * The live link to the CRM, against a local HTTP server that answers as the Omnicasa web
 * service does: `<Endpoint>Json?json=<parameters>`, every answer in its envelope
 * `{ "<Endpoint>JsonResult": { Success, Message, Code, Value } }`, the property list in pages
 * (Limit1/Limit2) per LanguageId, changes since a date (ChangeSince) and the deleted ids. Built from the
 * committed snapshot, with French texts. The suite leaves the listings as it found them.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import http from 'http';
import type { AddressInfo } from 'net';
import { adminToken, graphql, graphqlAfterImport, rest } from '../helpers/http';
import { cms, compiled, database, rows, snapshotItems, importFeed, feedOf, type FeedItem } from '../helpers/context';

const PROPERTY = 'api::property.property';
const PASSWORD = 'crm-s3cret-pw';
const NEW_ID = 9_900_001;

/** The parameters of a call, as the CRM reads them from its `json` query. */
interface CrmParams {
  Limit1: number;
  Limit2: number;
  LanguageId?: number;
  CustomerName?: string;
  CustomerPassword?: string;
  ChangeSince?: string;
}
/** The test CRM: what it serves, how it fails (`mode`), and what it was asked. */
interface FakeCrm {
  items: FeedItem[];
  changed: Set<number>;
  deleted: number[];
  mode: string;
  requests: { endpoint: string; params: CrmParams }[];
  url: string;
  server: http.Server;
}
/** What the CRM's errors are (CrmAnswerError). */
type CrmError = Error & { code: string };

/** A French text per listing, as the CRM keeps texts per language. */
const french = (item: FeedItem) => ({
  Title: `Bien ${item.ID} à ${item.City}`,
  ShortDescription: `Résumé en français du bien ${item.ID}.`,
  Description: `Description complète en français du bien ${item.ID}, à ${item.City}.`,
});

/** The CRM as a real HTTP server; `mode` makes it fail the way a real service can. */
function startCrm(): Promise<FakeCrm> {
  const crm: FakeCrm = {
    items: [...snapshotItems.map((i) => ({ ...i })), { ...snapshotItems[0], ID: NEW_ID, Price: 345000, LargePictureItems: [] }],
    changed: new Set(),
    deleted: [],
    mode: 'ok',
    requests: [],
    url: '',
    server: http.createServer(),
  };
  const answer = (res: http.ServerResponse, endpoint: string, value: unknown) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ [`${endpoint}JsonResult`]: { Success: true, Message: null, Code: 0, Value: value } }));
  };
  crm.server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '', 'http://crm');
    const endpoint = url.pathname.replace(/^\/svc\//, '').replace(/Json$/, '');
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as CrmParams;
    crm.requests.push({ endpoint, params });
    if (crm.mode === 'hang') return; // never answers: the client's time limit must end it
    if (crm.mode === '500') return res.writeHead(500).end('Internal Server Error');
    if (crm.mode === 'invalid') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>');
    if (crm.mode === 'fail' || params.CustomerName !== 'kustvastgoed' || params.CustomerPassword !== PASSWORD) {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ [`${endpoint}JsonResult`]: { Code: 600, Message: 'Error', Success: false, Value: null } }));
    }
    if (endpoint === 'GetDeletedPropertyIDs') return answer(res, endpoint, crm.deleted);
    // No new-build projects here (test/suites/crm-projects.ts has them).
    if (endpoint === 'GetProjectList') return answer(res, endpoint, { Items: [], RowCount: 0 });
    if (endpoint === 'GetDeletedProjectIDs') return answer(res, endpoint, []);
    if (endpoint !== 'GetPropertyList') return res.writeHead(404).end();
    const rows = crm.items
      .filter((item) => !params.ChangeSince || crm.changed.has(item.ID))
      .map((item) => (params.LanguageId === 2 ? { ...item, ...french(item) } : item));
    answer(res, endpoint, { Items: rows.slice(params.Limit1, params.Limit1 + params.Limit2), RowCount: rows.length });
  });
  return new Promise((resolve) =>
    crm.server.listen(0, '127.0.0.1', () => {
      crm.url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/svc/`;
      resolve(crm);
    }),
  );
}

/**
 * Runs the compiled sync against the test CRM, two languages, pages of 40, drawn pictures. The CRM is
 * given 5 s (it answers from this process, whose event loop an import's SQLite writes hold); the test of
 * a CRM that never answers gives it less.
 */
function sync(crm: FakeCrm, { timeoutMs = 5_000, ...options }: { timeoutMs?: number; full?: boolean } = {}) {
  const { crmSettings } = compiled('src/crm/settings');
  const { crmClient } = compiled('src/crm/client');
  const { syncFromCrm } = compiled('src/crm/sync');
  const { drawnPictures } = compiled('src/feed/pictures');
  const settings = crmSettings({
    CRM_BASE_URL: crm.url,
    CRM_CUSTOMER_NAME: 'kustvastgoed',
    CRM_CUSTOMER_PASSWORD: PASSWORD,
    CRM_LANGUAGE_IDS: 'nl:1,fr:2',
    CRM_PAGE_SIZE: '40',
    CRM_TIMEOUT_MS: String(timeoutMs),
  })!;
  const quiet = { info() {}, warn() {} };
  return syncFromCrm(cms().strapi, { client: crmClient(settings), settings, pictures: drawnPictures, log: quiet, ...options });
}

async function listingState() {
  const listings = await rows<{ externalId: number; isInFeed: boolean; feedPrice: number | string | null; updatedAt: string }>(PROPERTY).findMany({
    select: ['externalId', 'isInFeed', 'feedPrice', 'updatedAt'],
    orderBy: { externalId: 'asc' },
  });
  return listings.map((r) => ({ ...r, feedPrice: r.feedPrice === null ? null : Number(r.feedPrice), updatedAt: String(r.updatedAt) }));
}

const syncState = () => compiled('src/crm/sync-state').readSyncState(cms().strapi);

describe(`CRM sync on ${database}`, () => {
  let crm: FakeCrm;
  before(async () => {
    crm = await startCrm();
  });
  after(async () => {
    crm.server.closeAllConnections?.();
    crm.server.close();
    // Back to the seeded state: the snapshot's listings in the feed, without CRM texts; the CRM's extra listing gone.
    const extra = await cms()
      .strapi.documents(PROPERTY)
      .findFirst({ filters: { externalId: NEW_ID } });
    if (extra) await cms().strapi.documents(PROPERTY).delete({ documentId: extra.documentId });
    await importFeed(feedOf(snapshotItems), { force: true });
    // The full syncs unpublished the seeded projects (this CRM has none): the committed feed publishes them again.
    const { drawnPictures } = compiled('src/feed/pictures');
    await compiled('src/feed/committed-feed').importCommittedFeed(cms().strapi, {
      pictures: drawnPictures,
      force: true,
      log: { info() {}, warn() {} },
    });
    await compiled('src/crm/sync-state').writeSyncState(cms().strapi, {
      lastRunAt: null,
      lastResult: null,
      lastError: null,
      lastReport: null,
      changeSince: null,
    });
  });

  test('the importer reads the service envelope, and a failed envelope stops it before any change', async () => {
    const envelope = { GetPropertyListJsonResult: { Success: true, Message: null, Code: 0, Value: { Items: snapshotItems, RowCount: snapshotItems.length } } };
    const report = await importFeed(envelope);
    assert.equal(report.received, snapshotItems.length);
    assert.equal(report.failed.length, 0);
    const before = await listingState();
    await assert.rejects(importFeed({ GetPropertyListJsonResult: { Code: 600, Message: 'Error', Success: false, Value: null } }), (thrown) => {
      const error = thrown as CrmError;
      assert.equal(error.code, 'CRM_ANSWER');
      assert.equal(error.message, 'GetPropertyList: the CRM answered with an error: Error (code 600)');
      return true;
    });
    assert.deepEqual(await listingState(), before, 'a failed answer never counts as every listing leaving the feed');
  });

  test('a full sync reads every page in both languages: the new listing is created, every listing gets its French texts', async () => {
    const report = await sync(crm);
    assert.equal(report.mode, 'full');
    assert.equal(report.received, snapshotItems.length + 1);
    assert.equal(report.created, 1);
    assert.equal(report.updated, snapshotItems.length, 'the texts in another language are a change');
    assert.equal(report.failed.length, 0);
    // Pages of 40 per language (the snapshot, the projects' units and the new listing), the credentials in every call's JSON parameter.
    const pages = crm.requests.filter((r) => r.endpoint === 'GetPropertyList');
    const firsts = Array.from({ length: Math.ceil((snapshotItems.length + 1) / 40) }, (_, page) => page * 40);
    assert.ok(firsts.length >= 5, `${firsts.length} pages`);
    assert.deepEqual(
      pages.map((r) => [r.params.LanguageId, r.params.Limit1, r.params.Limit2]),
      [1, 2].flatMap((language) => firsts.map((first) => [language, first, 40])),
    );
    assert.ok(pages.every((r) => r.params.CustomerName === 'kustvastgoed' && r.params.CustomerPassword === PASSWORD && !('ChangeSince' in r.params)));

    // The public reads the French text beside the Dutch one.
    const id = snapshotItems[3].ID;
    const { data, errors } = await graphqlAfterImport<{ properties: { description: string; texts: unknown[] }[] }>(
      cms().url,
      `query($id: Int) { properties(filters: { externalId: { eq: $id } }) { description texts { language title description } } }`,
      { id },
    );
    assert.equal(errors, undefined);
    const [listing] = data.properties;
    assert.equal(listing.description, snapshotItems[3].Description);
    assert.deepEqual(listing.texts, [{ language: 'fr', title: french(snapshotItems[3]).Title, description: french(snapshotItems[3]).Description }]);
    const created = await cms()
      .strapi.documents(PROPERTY)
      .findFirst({ filters: { externalId: NEW_ID }, fields: ['isInFeed', 'feedPrice'] });
    assert.equal(created?.isInFeed, true);
    assert.equal(Number(created?.feedPrice), 345000);
    const state = await syncState();
    assert.equal(state.lastResult, 'ok');
    assert.ok(state.changeSince);
  });

  test('the next sync asks only for changes: none changes nothing; a full one finds every record unchanged', async () => {
    const before = await listingState();
    crm.requests = [];
    const changes = await sync(crm);
    assert.equal(changes.mode, 'changes');
    assert.deepEqual([changes.received, changes.created, changes.updated, changes.removed], [0, 0, 0, 0]);
    assert.ok(crm.requests.filter((r) => r.endpoint === 'GetPropertyList').every((r) => typeof r.params.ChangeSince === 'string'));
    assert.deepEqual(
      crm.requests.map((r) => r.endpoint),
      // Each list in Dutch, then in French (the other language of this CRM), then its deleted ids.
      ['GetPropertyList', 'GetPropertyList', 'GetDeletedPropertyIDs', 'GetProjectList', 'GetProjectList', 'GetDeletedProjectIDs'],
    );
    const full = await sync(crm, { full: true });
    assert.deepEqual([full.created, full.updated, full.removed, full.unchanged], [0, 0, 0, snapshotItems.length + 1]);
    assert.deepEqual(await listingState(), before);
  });

  test('an incremental sync applies one changed price and one deleted id, and nothing else', async () => {
    const [changed, deleted] = [snapshotItems[5], snapshotItems[6]];
    const before = await listingState();
    crm.items = crm.items.map((item) => (item.ID === changed.ID ? { ...item, Price: 199000 } : item)).filter((item) => item.ID !== deleted.ID);
    crm.changed = new Set([changed.ID]);
    crm.deleted = [deleted.ID];
    const report = await sync(crm);
    assert.deepEqual([report.mode, report.received, report.updated, report.removed, report.deletedInCrm], ['changes', 1, 1, 1, 1]);
    const after = await listingState();
    type State = Awaited<ReturnType<typeof listingState>>;
    const byId = (rows: State, id: number) => rows.find((r) => r.externalId === id);
    assert.equal(byId(after, changed.ID)?.feedPrice, 199000);
    assert.equal(byId(after, deleted.ID)?.isInFeed, false);
    const untouched = (rows: State) => rows.filter((r) => r.externalId !== changed.ID && r.externalId !== deleted.ID);
    assert.deepEqual(untouched(after), untouched(before));
    crm.changed = new Set();
    crm.deleted = [];
  });

  test('Success false, invalid JSON, an HTTP 500 and no answer each stop the sync with nothing changed and a clear report', async () => {
    const before = await listingState();
    const expected: Record<string, string | RegExp> = {
      fail: 'GetPropertyList: the CRM answered with an error: Error (code 600)',
      invalid: /^GetPropertyList: the CRM's answer is not JSON/,
      500: 'GetPropertyList: HTTP 500 from the CRM',
      hang: 'GetPropertyList: no answer within 800 ms',
    };
    for (const [mode, message] of Object.entries(expected)) {
      crm.mode = mode;
      await assert.rejects(sync(crm, { full: true, timeoutMs: 800 }), (thrown) => {
        const error = thrown as CrmError;
        assert.equal(error.code, 'CRM_ANSWER', mode);
        if (typeof message === 'string') assert.equal(error.message, message);
        else assert.match(error.message, message);
        assert.ok(!error.message.includes(PASSWORD) && !error.message.includes('json='), 'the error never shows the password or the request');
        return true;
      });
      const state = await syncState();
      assert.equal(state.lastResult, 'failed', mode);
      assert.ok(!JSON.stringify(state).includes(PASSWORD));
      assert.deepEqual(await listingState(), before, `${mode}: nothing changed`);
    }
    crm.mode = 'ok';
    // A wrong password is the CRM's own refusal, said as such.
    const wrong = compiled('src/crm/settings').crmSettings({ CRM_BASE_URL: crm.url, CRM_CUSTOMER_NAME: 'kustvastgoed', CRM_CUSTOMER_PASSWORD: 'wrong' })!;
    await assert.rejects(compiled('src/crm/client').crmClient(wrong).call('GetPropertyList', {}), /the CRM answered with an error: Error \(code 600\)/);
  });

  test('the link is off without its settings, and half a configuration is an error at start', () => {
    const { crmSettings } = compiled('src/crm/settings');
    assert.equal(crmSettings({}), null);
    assert.throws(() => crmSettings({ CRM_BASE_URL: 'https://crm.example/' }), /CRM_BASE_URL, CRM_CUSTOMER_NAME and CRM_CUSTOMER_PASSWORD together/);
    assert.throws(
      () => crmSettings({ CRM_BASE_URL: 'https://x/', CRM_CUSTOMER_NAME: 'a', CRM_CUSTOMER_PASSWORD: 'b', CRM_LANGUAGE_IDS: 'fr:2' }),
      /must include nl/,
    );
    assert.equal(crmSettings({ CRM_BASE_URL: 'https://x/', CRM_CUSTOMER_NAME: 'a', CRM_CUSTOMER_PASSWORD: 'b' })?.syncMinutes, 0, 'no schedule unless asked');
  });

  test("staff see the last sync's outcome in the admin and start one there; the public sees none of it", async () => {
    const admin = await adminToken(cms().url);
    const status = await rest<{ data: { lastResult: string; lastError: string } }>(cms().url, '/content-manager/single-types/api::crm-sync.crm-sync', {
      token: admin,
    });
    assert.equal(status.status, 200);
    assert.equal(status.json.data.lastResult, 'failed', 'the last test left a failure');
    assert.match(status.json.data.lastError, /code 600|HTTP 500|no answer|not JSON/);
    // "Sync now": admins only; here the link is not configured (no CRM_* in the test CMS), which it says.
    const anonymous = await rest(cms().url, '/crm-sync/run', { method: 'POST', body: {} });
    assert.equal(anonymous.status, 401);
    const started = await rest<{ error: string }>(cms().url, '/crm-sync/run', { method: 'POST', body: {}, token: admin });
    assert.equal(started.status, 400);
    assert.match(started.json.error, /not configured: set CRM_BASE_URL, CRM_CUSTOMER_NAME and CRM_CUSTOMER_PASSWORD/);
    // Not public: no REST route, no GraphQL field, not with the site's token either.
    assert.equal((await rest(cms().url, '/api/crm-sync')).status, 404);
    const read = await graphql(cms().url, '{ crmSync { lastResult } }', {}, { token: cms().siteReadToken });
    assert.ok(read.errors?.length, 'no crmSync query');
  });
  test('two CMS instances on one database: one of them claims each scheduled sync', async () => {
    const { claimScheduledSync } = compiled('src/crm/schedule-claim');
    const every = 15 * 60_000;
    const now = new Date();
    await compiled('src/crm/sync-state').writeSyncState(cms().strapi, {
      ...(await syncState()),
      lastRunAt: new Date(now.getTime() - every).toISOString(),
    });
    // Both instances' timers fire at once: one claim wins.
    const claims = await Promise.all([claimScheduledSync(cms().strapi, every, now), claimScheduledSync(cms().strapi, every, now)]);
    assert.deepEqual(claims.sort(), [false, true]);
    // The next period is the next claim's, not before half of it has passed.
    assert.equal(await claimScheduledSync(cms().strapi, every, new Date(now.getTime() + every / 4)), false);
    assert.equal(await claimScheduledSync(cms().strapi, every, new Date(now.getTime() + every)), true);
  });
});
