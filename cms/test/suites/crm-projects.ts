/**
 * The CRM's new-build projects, against a local HTTP server that answers as the Omnicasa web
 * service does (`<Endpoint>Json?json=<parameters>`, every answer in its envelope): GetProjectList in pages
 * (Limit1/Limit2), GetDeletedProjectIDs, the snapshot's listings (two of them naming a project by
 * ProjectID) and the projects' pictures, served by the same server and downloaded for real. The suite
 * leaves the listings, projects, media and sync status as it found them.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import http from 'http';
import type { AddressInfo } from 'net';
import sharp from 'sharp';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database, rows, snapshotItems, projectRows as seededProjects, type FeedItem } from '../helpers/context';

const PROJECT = 'api::project.project';
const PROPERTY = 'api::property.property';
const PASSWORD = 'crm-pr0ject-pw';
const HIDDEN_STREET = 'Verborgenstraat-Crm';
const [UNIT_A, UNIT_B] = [snapshotItems[0].ID, snapshotItems[1].ID];
const PROJECT_IDS = [7001, 7002, 7003];

/** A project as GetProjectList gives it. */
interface CrmProject {
  ID: number;
  Name: string;
  Description: string;
  [field: string]: unknown;
}
/** The parameters of a call, as the CRM reads them from its `json` query. */
interface CrmParams {
  Limit1: number;
  Limit2: number;
  LanguageId?: number;
  DescriptionLanguageId?: number;
  IsPublishInternet?: boolean;
  CustomerName?: string;
  CustomerPassword?: string;
  ChangeSince?: string;
}
/** The test CRM: what it serves, and what it was asked. */
interface FakeCrm {
  listings: FeedItem[];
  projects: CrmProject[];
  /** LanguageId → project id → its description in that language. */
  projectTexts: Record<number, Record<number, string>>;
  deletedProjects: number[];
  failing: string | null;
  requests: { endpoint: string; params: CrmParams }[];
  pictures: string[];
  url: string;
  server: http.Server;
}
/** A project as the public GraphQL API gives it. */
interface PublicProject {
  externalId: number;
  name: string;
  description: string;
  images: unknown[];
  texts: { language: string; description: string }[];
  [field: string]: unknown;
}

/** Three projects as GetProjectList gives them (Dutch): a hidden address, a shown one, one without pictures. */
function projectRows(url: string): CrmProject[] {
  const picture = (id: number) => ({ ID: id, Url: `${url}pictures/${id}.jpg` });
  const base = { CountryID: 1, CountryName: 'België', PublishInternet: true };
  return [
    {
      ...base,
      ID: 7001,
      Name: 'Residentie Duinzicht CRM',
      Description: 'Nieuwbouw met **zicht op zee**.',
      Street: HIDDEN_STREET,
      HouseNumber: '12',
      BoxNr: 'A',
      Zip: '8400',
      City: 'Oostende',
      PublishAddress: false,
      LargePictureItems: [picture(81), picture(82)],
    },
    {
      ...base,
      ID: 7002,
      Name: 'Havenzicht CRM',
      Description: 'Appartementen aan de haven.',
      Street: 'Zeedijk',
      HouseNumber: '100',
      Zip: '8370',
      City: 'Blankenberge',
      PublishAddress: true,
      LargePictureItems: [picture(83)],
    },
    { ...base, ID: 7003, Name: 'Polderhof CRM', Description: 'Acht woningen.', Zip: '8470', City: 'Gistel', PublishAddress: true, LargePictureItems: [] },
  ];
}

/**
 * The project rows in a CRM language: the description of `crm.projectTexts[languageId]`, else the Dutch
 * one (the CRM answers with its own language where a translation is missing).
 */
const inLanguage = (crm: FakeCrm, languageId: number | undefined) =>
  crm.projects.map((p) => ({ ...p, Description: crm.projectTexts[languageId ?? 0]?.[p.ID] ?? p.Description }));

/** The CRM as a real HTTP server; `failing` names an endpoint that answers Success false. */
async function startCrm() {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .jpeg()
    .toBuffer();
  const crm: FakeCrm = {
    listings: snapshotItems.map((item) =>
      item.ID === UNIT_A ? { ...item, ProjectID: 7001 } : item.ID === UNIT_B ? { ...item, ProjectID: 7002 } : { ...item },
    ),
    projects: [],
    /** LanguageId → project id → its description in that language. */
    projectTexts: {},
    deletedProjects: [],
    failing: null,
    requests: [],
    pictures: [],
    url: '',
    server: http.createServer(),
  };
  const answer = (res: http.ServerResponse, endpoint: string, value: unknown) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ [`${endpoint}JsonResult`]: { Success: true, Message: null, Code: 0, Value: value } }));
  };
  const page = (rows: unknown[], params: CrmParams) => ({ Items: rows.slice(params.Limit1, params.Limit1 + params.Limit2), RowCount: rows.length });
  crm.server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A fresh connection per call: this server shares its process (and event loop) with the CMS, whose
    // long writes could let the server drop an idle kept-alive socket just as the client reuses it.
    res.setHeader('connection', 'close');
    const url = new URL(req.url ?? '', 'http://crm');
    if (url.pathname.startsWith('/svc/pictures/')) {
      crm.pictures.push(url.pathname);
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }
    const endpoint = url.pathname.replace(/^\/svc\//, '').replace(/Json$/, '');
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as CrmParams;
    crm.requests.push({ endpoint, params });
    if (crm.failing === endpoint || params.CustomerName !== 'kustvastgoed' || params.CustomerPassword !== PASSWORD) {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ [`${endpoint}JsonResult`]: { Code: 600, Message: 'Error', Success: false, Value: null } }));
    }
    if (endpoint === 'GetPropertyList') return answer(res, endpoint, page(params.ChangeSince ? [] : crm.listings, params));
    if (endpoint === 'GetDeletedPropertyIDs') return answer(res, endpoint, []);
    if (endpoint === 'GetProjectList') return answer(res, endpoint, page(inLanguage(crm, params.DescriptionLanguageId), params));
    if (endpoint === 'GetDeletedProjectIDs') return answer(res, endpoint, crm.deletedProjects);
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/svc/`;
  crm.projects = projectRows(crm.url);
  return crm;
}

/** The compiled sync against the test CRM: Dutch only unless told, pages of 2, pictures downloaded from the server. */
function sync(crm: FakeCrm, { languageIds = 'nl:1', ...options }: { languageIds?: string; full?: boolean } = {}) {
  const settings = compiled('src/crm/settings').crmSettings({
    CRM_BASE_URL: crm.url,
    CRM_CUSTOMER_NAME: 'kustvastgoed',
    CRM_CUSTOMER_PASSWORD: PASSWORD,
    CRM_LANGUAGE_IDS: languageIds,
    CRM_PAGE_SIZE: '2',
    CRM_TIMEOUT_MS: '5000',
  })!;
  const { downloadPictures } = compiled('src/feed/pictures');
  const quiet = { info() {}, warn() {} };
  return compiled('src/crm/sync').syncFromCrm(cms().strapi, {
    client: compiled('src/crm/client').crmClient(settings),
    settings,
    pictures: downloadPictures,
    log: quiet,
    ...options,
  });
}

/** Every row of the CRM's projects, draft and published, as stored. */
async function projectState() {
  const stored = await rows<{ externalId: number; publishedAt: string | null; updatedAt: string }>(PROJECT).findMany({
    where: { externalId: { $in: PROJECT_IDS } },
    select: ['externalId', 'name', 'publishedAt', 'updatedAt', 'sourceHash', 'shownStreet'],
    orderBy: [{ externalId: 'asc' }, { publishedAt: 'asc' }],
  });
  return stored.map((r) => ({ ...r, publishedAt: r.publishedAt ? 'published' : 'draft', updatedAt: String(r.updatedAt) }));
}

async function listingState() {
  const listings = await cms()
    .strapi.documents(PROPERTY)
    .findMany({
      fields: ['externalId', 'isInFeed', 'feedPrice', 'updatedAt'],
      populate: { project: { fields: ['externalId'] } },
      sort: 'externalId:asc',
      limit: 1000,
    });
  return listings.map((r) => ({
    id: r.externalId,
    isInFeed: r.isInFeed,
    feedPrice: Number(r.feedPrice),
    updatedAt: String(r.updatedAt),
    project: r.project?.externalId ?? null,
  }));
}

const publicProjects = async () =>
  (
    await graphql<{ projects: PublicProject[] }>(
      cms().url,
      `
        {
          projects(filters: { externalId: { in: [7001, 7002, 7003] } }, sort: ["externalId:asc"]) {
            externalId
            name
            description
            zip
            city
            publicAddress
            shownStreet
            shownHouseNumber
            shownBoxNr
            images {
              url
            }
          }
        }
      `,
    )
  ).data.projects;

describe(`CRM projects on ${database}`, () => {
  let crm: FakeCrm;
  before(async () => {
    crm = await startCrm();
  });
  after(async () => {
    crm.server.closeAllConnections?.();
    crm.server.close();
    // Back to the state before: no test CRM projects (nor their pictures), the seeded ones, the snapshot's listings, no sync status.
    const strapi = cms().strapi;
    for (const project of await strapi.documents(PROJECT).findMany({ filters: { externalId: { $in: PROJECT_IDS } }, fields: ['sourcePictureIds'] })) {
      for (const fileId of Object.values((project.sourcePictureIds ?? {}) as Record<string, number>)) {
        const file = await rows('plugin::upload.file').findOne({ where: { id: fileId } });
        if (file) await strapi.plugin('upload').service('upload').remove(file);
      }
      await strapi.documents(PROJECT).delete({ documentId: project.documentId });
    }
    // The committed feed again: the snapshot's listings and the seeded projects, published again.
    const { drawnPictures } = compiled('src/feed/pictures');
    await compiled('src/feed/committed-feed').importCommittedFeed(strapi, { pictures: drawnPictures, force: true, log: { info() {}, warn() {} } });
    await compiled('src/crm/sync-state').writeSyncState(strapi, { lastRunAt: null, lastResult: null, lastError: null, lastReport: null, changeSince: null });
  });

  test('a full sync reads every page of projects, creates them published with their pictures, and links the listings that name them', async () => {
    const report = await sync(crm, { full: true });
    assert.deepEqual(report.failed, []);
    // The seeded (committed) projects are CRM projects this CRM's full list lacks: they are unpublished.
    const seeded = seededProjects.length;
    assert.deepEqual(report.projects, { received: 3, created: 3, updated: 0, unchanged: 0, removed: seeded, linked: 2, picturesStored: 3, failed: [] });
    // Pages of 2 (3 projects: 2 calls), in Dutch, only those on the web, with the credentials.
    const pages = crm.requests.filter((r) => r.endpoint === 'GetProjectList');
    assert.deepEqual(
      pages.map((r) => [r.params.Limit1, r.params.Limit2, r.params.LanguageId, r.params.IsPublishInternet, r.params.CustomerPassword]),
      [
        [0, 2, 1, true, PASSWORD],
        [2, 2, 1, true, PASSWORD],
      ],
    );
    assert.ok(!crm.requests.some((r) => r.endpoint === 'GetDeletedProjectIDs'), 'a full sync needs no deleted ids');
    assert.deepEqual(crm.pictures.sort(), ['/svc/pictures/81.jpg', '/svc/pictures/82.jpg', '/svc/pictures/83.jpg']);

    // The public reads the projects; the hidden address only as postcode and town.
    const projects = await publicProjects();
    assert.deepEqual(
      projects.map(({ images, ...p }) => ({ ...p, images: images.length })),
      [
        {
          externalId: 7001,
          name: 'Residentie Duinzicht CRM',
          description: 'Nieuwbouw met **zicht op zee**.',
          zip: '8400',
          city: 'Oostende',
          publicAddress: false,
          shownStreet: null,
          shownHouseNumber: null,
          shownBoxNr: null,
          images: 2,
        },
        {
          externalId: 7002,
          name: 'Havenzicht CRM',
          description: 'Appartementen aan de haven.',
          zip: '8370',
          city: 'Blankenberge',
          publicAddress: true,
          shownStreet: 'Zeedijk',
          shownHouseNumber: '100',
          shownBoxNr: null,
          images: 1,
        },
        {
          externalId: 7003,
          name: 'Polderhof CRM',
          description: 'Acht woningen.',
          zip: '8470',
          city: 'Gistel',
          publicAddress: true,
          shownStreet: null,
          shownHouseNumber: null,
          shownBoxNr: null,
          images: 0,
        },
      ],
    );
    const hidden = await rest(cms().url, '/api/projects?filters[externalId][$eq]=7001', { token: cms().siteReadToken });
    assert.equal(hidden.status, 200, hidden.text);
    assert.equal(hidden.text.includes(HIDDEN_STREET), false, 'the private street is in no public answer');

    // The project's units: the listings the CRM put in it.
    const units = await graphql<{ properties: unknown[] }>(
      cms().url,
      `
        {
          properties(filters: { project: { externalId: { eq: 7001 } } }) {
            externalId
          }
        }
      `,
    );
    assert.deepEqual(units.data.properties, [{ externalId: UNIT_A }]);
    const linked = (await listingState()).filter((l) => l.project !== null && PROJECT_IDS.includes(l.project)).map((l) => [l.id, l.project]);
    assert.deepEqual(
      linked,
      [
        [UNIT_A, 7001],
        [UNIT_B, 7002],
      ].sort((a, b) => a[0] - b[0]),
    );

    // Staff see the project counts in the sync status.
    const state = await compiled('src/crm/sync-state').readSyncState(cms().strapi);
    assert.equal(state.lastResult, 'ok');
    const reported = state.lastReport?.projects;
    assert.deepEqual([reported?.created, reported?.updated, reported?.removed], [3, 0, seededProjects.length]);
  });

  test('a second sync, of changes or of everything, changes nothing and downloads no picture again', async () => {
    const [projectsBefore, listingsBefore] = [await projectState(), await listingState()];
    crm.pictures = [];
    crm.requests = [];
    const changes = await sync(crm);
    assert.equal(changes.mode, 'changes');
    assert.deepEqual(changes.projects, { received: 3, created: 0, updated: 0, unchanged: 3, removed: 0, linked: 0, picturesStored: 0, failed: [] });
    assert.ok(crm.requests.some((r) => r.endpoint === 'GetDeletedProjectIDs' && typeof r.params.ChangeSince === 'string'));
    const full = await sync(crm, { full: true });
    assert.deepEqual(full.projects, { received: 3, created: 0, updated: 0, unchanged: 3, removed: 0, linked: 0, picturesStored: 0, failed: [] });
    assert.equal(full.unchanged, snapshotItems.length);
    assert.deepEqual(crm.pictures, []);
    assert.deepEqual(await projectState(), projectsBefore);
    assert.deepEqual(await listingState(), listingsBefore);
  });

  test('an incremental sync applies one changed project and one deleted project id: unpublished, never deleted', async () => {
    const before = await projectState();
    crm.pictures = [];
    crm.projects = crm.projects
      .map((p) => (p.ID === 7002 ? { ...p, Name: 'Havenzicht CRM fase 2', Description: 'Fase 2 aan de haven.' } : p))
      .filter((p) => p.ID !== 7003);
    crm.deletedProjects = [7003];
    const report = await sync(crm);
    assert.equal(report.mode, 'changes');
    assert.deepEqual(report.projects, { received: 2, created: 0, updated: 1, unchanged: 1, removed: 1, linked: 0, picturesStored: 0, failed: [] });
    assert.deepEqual(crm.pictures, [], 'the changed project keeps its stored picture');
    const projects = await publicProjects();
    assert.deepEqual(
      projects.map((p) => [p.externalId, p.name, p.images.length]),
      [
        [7001, 'Residentie Duinzicht CRM', 2],
        [7002, 'Havenzicht CRM fase 2', 1],
      ],
    );
    const after = await projectState();
    assert.deepEqual(
      after.filter((p) => p.externalId === 7003).map((p) => p.publishedAt),
      ['draft'],
      'the deleted project stays, as a draft',
    );
    assert.deepEqual(
      after.filter((p) => p.externalId === 7001),
      before.filter((p) => p.externalId === 7001),
    );
    const unit = (await listingState()).find((l) => l.id === UNIT_B);
    assert.equal(unit?.project, 7002, 'its listing stays linked');
    crm.deletedProjects = [];
  });

  test('a failed GetProjectList answer stops the whole sync with nothing changed', async () => {
    const [projectsBefore, listingsBefore] = [await projectState(), await listingState()];
    // What the CRM would change, had its project list answered: a price and a project's name.
    const listings = crm.listings;
    crm.listings = listings.map((l) => (l.ID === UNIT_A ? { ...l, Price: l.Price + 5000 } : l));
    crm.projects = crm.projects.map((p) => (p.ID === 7001 ? { ...p, Name: 'Residentie Duinzicht hernoemd' } : p));
    crm.failing = 'GetProjectList';
    try {
      await assert.rejects(sync(crm, { full: true }), (thrown) => {
        const error = thrown as Error & { code: string };
        assert.equal(error.code, 'CRM_ANSWER');
        assert.equal(error.message, 'GetProjectList: the CRM answered with an error: Error (code 600)');
        assert.ok(!error.message.includes(PASSWORD));
        return true;
      });
      const state = await compiled('src/crm/sync-state').readSyncState(cms().strapi);
      assert.equal(state.lastResult, 'failed');
      assert.ok(!JSON.stringify(state).includes(PASSWORD));
      assert.deepEqual(await projectState(), projectsBefore);
      assert.deepEqual(await listingState(), listingsBefore);
      assert.deepEqual(crm.pictures, []);
    } finally {
      crm.failing = null;
      crm.listings = listings;
    }
  });

  test("a sync in four languages reads GetProjectList in each and stores a project's description per language; a changed French text is applied", async () => {
    const descriptions = async () =>
      (
        await graphql<{ projects: PublicProject[] }>(
          cms().url,
          `
            {
              projects(filters: { externalId: { in: [7001, 7002] } }, sort: ["externalId:asc"]) {
                externalId
                description
                texts {
                  language
                  description
                }
              }
            }
          `,
        )
      ).data.projects.map((p) => [p.externalId, p.description, Object.fromEntries(p.texts.map((t) => [t.language, t.description]))]);
    crm.projectTexts = {
      2: { 7001: 'Construction neuve avec **vue sur mer**.', 7002: 'Appartements au port.' },
      3: { 7001: 'New build with a **sea view**.' },
    };
    crm.requests = [];
    const report = await sync(crm, { languageIds: 'nl:1,fr:2,en:3,de:4' });
    assert.deepEqual(report.projects.failed, []);
    assert.deepEqual(
      crm.requests.filter((r) => r.endpoint === 'GetProjectList').map((r) => [r.params.LanguageId, r.params.DescriptionLanguageId, r.params.Limit1]),
      // Two projects left (one page of two) in each language.
      [1, 2, 3, 4].map((id) => [id, id, 0]),
      'the list in Dutch, then in French, English and German',
    );
    // German (and English for 7002) answered with the Dutch text: no translation, the Dutch one stands.
    assert.deepEqual(await descriptions(), [
      [7001, 'Nieuwbouw met **zicht op zee**.', { fr: 'Construction neuve avec **vue sur mer**.', en: 'New build with a **sea view**.' }],
      [7002, 'Fase 2 aan de haven.', { fr: 'Appartements au port.' }],
    ]);

    crm.projectTexts[2][7001] = 'Construction neuve avec **vue imprenable sur la mer**.';
    const changed = await sync(crm, { languageIds: 'nl:1,fr:2,en:3,de:4' });
    assert.deepEqual([changed.projects.updated, changed.projects.unchanged], [1, 1]);
    assert.deepEqual((await descriptions())[0][2], { fr: 'Construction neuve avec **vue imprenable sur la mer**.', en: 'New build with a **sea view**.' });
    crm.projectTexts = {};
  });
});
