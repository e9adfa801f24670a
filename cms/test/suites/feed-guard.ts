/**
 * The feed cannot wipe the site: an import that would retire too many listings (or an empty feed) is
 * refused before any write unless forced; long texts are stored, not refused. Every test leaves the
 * database as it found it: all snapshot listings in the feed (the suites share one database and later
 * ones count on the seeded state).
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { availabilityOf } from '@coast/domain';
import { graphqlAfterImport } from '../helpers/http';
import { cms, database, snapshot, snapshotItems, feedOf, importFeed, rows } from '../helpers/context';
import type { Core } from '@strapi/strapi';
import * as command from '../../scripts/import-feed';

const PROPERTY = 'api::property.property';
const CITY = 'api::city.city';
const SHARE_VARIABLE = 'FEED_MAX_RETIRE_SHARE';

/** Every listing's state as the site sees it, by externalId (updatedAt shows any write). */
async function listingState() {
  const listings = await rows<{
    externalId: number;
    isInFeed: boolean;
    availability: string;
    price: number | string | null;
    removedFromFeedAt: string | Date | null;
    updatedAt: string | Date;
  }>(PROPERTY).findMany({
    select: ['externalId', 'isInFeed', 'availability', 'price', 'removedFromFeedAt', 'updatedAt'],
    orderBy: { externalId: 'asc' },
  });
  return listings.map((r) => ({
    ...r,
    price: r.price === null ? null : Number(r.price),
    removedFromFeedAt: r.removedFromFeedAt && String(r.removedFromFeedAt),
    updatedAt: String(r.updatedAt),
  }));
}
const inFeedIds = async () => (await listingState()).filter((r) => r.isInFeed).map((r) => r.externalId);
const counts = async () => ({
  listings: await rows(PROPERTY).count(),
  files: await rows('plugin::upload.file').count(),
  cities: await rows(CITY).count(),
  types: await rows('api::property-type.property-type').count(),
});
/** A picture source that fails the test if the importer asks it for anything. */
function noPictures() {
  const source = {
    calls: 0,
    async fetch() {
      source.calls++;
      throw new Error('no picture may be fetched');
    },
  };
  return source;
}
const query = <Data>(document: string, variables?: Record<string, unknown>) => graphqlAfterImport<Data>(cms().url, document, variables);

/** What the importer throws when its guard refuses a feed (FeedImportRefused). */
interface Refusal {
  name: string;
  code: string;
  message: string;
  figures: unknown;
}
/** The import command (plain JavaScript), typed as this suite calls it: it prints to any `out` with log, warn and error. */
interface ImportCommand {
  parseArgs(args: string[]): { file: string | undefined; mode: string; force: boolean };
  runImport(
    strapi: Core.Strapi,
    distDir: string,
    feed: unknown,
    options: { mode: string; force: boolean },
    out: Pick<Console, 'log' | 'warn' | 'error'>,
  ): Promise<number>;
}
const { parseArgs, runImport } = command as ImportCommand;
/** The listing totals the site reads. */
type Totals = { listingTotals: { total: number } };
const snapshotIds = snapshotItems.map((i) => i.ID).sort((a, b) => a - b);
const twelve = snapshotItems.slice(0, 12);

describe(`feed guard on ${database}`, () => {
  let savedShare: string | undefined;
  before(async () => {
    savedShare = process.env[SHARE_VARIABLE];
    delete process.env[SHARE_VARIABLE];
    assert.deepEqual(await inFeedIds(), snapshotIds, 'the suite starts from the seeded listings');
  });
  after(async () => {
    if (savedShare === undefined) delete process.env[SHARE_VARIABLE];
    else process.env[SHARE_VARIABLE] = savedShare;
    // Should a test fail half-way, the later suites still find the seeded listings.
    await importFeed(snapshot, { force: true });
  });

  test('a feed of 12 listings is refused with a clear message, before any create, update, retire or picture', async () => {
    const before = await listingState();
    const beforeCounts = await counts();
    const inFeed = before.filter((r) => r.isInFeed).length;
    // One changed listing and one new one with a picture: neither may land.
    const changed = { ...twelve[0], Price: twelve[0].Price + 5000 };
    const fresh = { ...twelve[1], ID: 9900201, City: 'Brugge', Zip: '8000', WebID: 99, MainTypeName: 'Woonboot' };
    const feed = feedOf([changed, fresh, ...twelve.slice(2)]);
    const pictures = noPictures();

    await assert.rejects(importFeed(feed, { pictures }), (thrown) => {
      const error = thrown as Refusal;
      assert.equal(error.name, 'FeedImportRefused');
      assert.equal(error.code, 'FEED_IMPORT_REFUSED');
      assert.match(error.message, /^Feed import refused: /);
      assert.match(error.message, new RegExp(`the feed holds 12 records and would retire ${inFeed - 11} of the ${inFeed} listings now in the feed`));
      assert.match(error.message, new RegExp(`limit is 20%, at most ${Math.floor(inFeed * 0.2)} listings`));
      assert.match(error.message, /Nothing was changed/);
      assert.match(error.message, /--force/);
      assert.match(error.message, /force: true/);
      assert.match(error.message, /FEED_MAX_RETIRE_SHARE/);
      assert.deepEqual(error.figures, { received: 12, inFeed, toRetire: inFeed - 11, maxRetireShare: 0.2, limit: Math.floor(inFeed * 0.2) });
      return true;
    });

    assert.equal(pictures.calls, 0, 'no picture fetched');
    assert.deepEqual(await listingState(), before, 'no listing created, updated or retired');
    assert.deepEqual(await counts(), beforeCounts, 'no listing, picture, city or type created');
    const { data } = await query<Totals>(`{ listingTotals { total } }`);
    assert.equal(data.listingTotals.total, snapshotItems.length);
  });

  test('the same 12 listings with force: true are imported and retire the others', async () => {
    const inFeed = (await inFeedIds()).length;
    const report = await importFeed(feedOf(twelve), { force: true });
    assert.deepEqual(
      { created: report.created, updated: report.updated, unchanged: report.unchanged, removed: report.removed, failed: report.failed },
      { created: 0, updated: 0, unchanged: 12, removed: inFeed - 12, failed: [] },
    );
    assert.deepEqual(
      await inFeedIds(),
      twelve.map((i) => i.ID).sort((a, b) => a - b),
    );
    const retired = (await listingState()).find((r) => r.externalId === snapshotItems[20].ID)!;
    assert.deepEqual({ isInFeed: retired.isInFeed, availability: retired.availability }, { isInFeed: false, availability: 'unavailable' });
    const { data } = await query<Totals>(`{ listingTotals { total } }`);
    assert.equal(data.listingTotals.total, 12);
  });

  test('importing the full snapshot again restores every listing (the guard has nothing to refuse)', async () => {
    const report = await importFeed(snapshot);
    assert.deepEqual(
      {
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        removed: report.removed,
        failed: report.failed,
        pictures: report.picturesStored,
      },
      { created: 0, updated: snapshotItems.length - 12, unchanged: 12, removed: 0, failed: [], pictures: 0 },
    );
    assert.deepEqual(await inFeedIds(), snapshotIds);
    const state = new Map((await listingState()).map((r) => [r.externalId, r]));
    for (const item of snapshotItems) {
      const row = state.get(item.ID)!;
      assert.equal(row.availability, availabilityOf(item.Goal, item.Status), `availability of ${item.ID}`);
      assert.equal(row.removedFromFeedAt, null, `removedFromFeedAt of ${item.ID}`);
    }
    const { data } = await query<Totals>(`{ listingTotals { total } }`);
    assert.equal(data.listingTotals.total, snapshotItems.length);
  });

  test('an empty feed is refused, whatever the share', async () => {
    const before = await listingState();
    for (const options of [{}, { maxRetireShare: 1 }]) {
      await assert.rejects(importFeed(feedOf([]), { pictures: noPictures(), ...options }), (thrown) => {
        const error = thrown as Refusal;
        assert.equal(error.name, 'FeedImportRefused');
        assert.match(
          error.message,
          new RegExp(`the feed holds no listings \\(GetPropertyListJsonResult.Items is empty\\) and would retire all ${snapshotItems.length} listings`),
        );
        assert.match(error.message, /Nothing was changed/);
        assert.match(error.message, /--force/);
        return true;
      });
    }
    assert.deepEqual(await listingState(), before);
  });

  test('a bare array of listings is still refused as not a feed, guard or no guard', async () => {
    for (const options of [{}, { force: true }]) {
      await assert.rejects(importFeed(snapshotItems, options), (thrown) => {
        const error = thrown as Error;
        assert.notEqual(error.name, 'FeedImportRefused');
        assert.equal(error.message, 'Not a listing feed: GetPropertyListJsonResult.Value.Items (or .Items) is missing');
        return true;
      });
    }
    assert.deepEqual(await inFeedIds(), snapshotIds);
  });

  test('the share comes from FEED_MAX_RETIRE_SHARE or the maxRetireShare option', async () => {
    const before = await listingState();
    const allButOne = feedOf(snapshotItems.slice(1));
    try {
      process.env[SHARE_VARIABLE] = '0';
      await assert.rejects(importFeed(allButOne, { pictures: noPictures() }), (thrown) => {
        const error = thrown as Error;
        assert.match(
          error.message,
          new RegExp(`would retire 1 of the ${snapshotItems.length} listings now in the feed \\(${Math.round(1000 / snapshotItems.length) / 10}%\\)`),
        );
        assert.match(error.message, /limit is 0%, at most 0 listings/);
        return true;
      });
      process.env[SHARE_VARIABLE] = 'lots';
      await assert.rejects(importFeed(allButOne), /FEED_MAX_RETIRE_SHARE must be a share from 0 to 1 \(0.2 is 20%\), got "lots"/);
      await assert.rejects(importFeed(allButOne, { maxRetireShare: 20 }), /maxRetireShare option must be a share from 0 to 1/);
      assert.deepEqual(await listingState(), before);

      // The option wins over the variable: 1% of the listings lets one go.
      process.env[SHARE_VARIABLE] = '0';
      const report = await importFeed(allButOne, { maxRetireShare: 0.01 });
      assert.equal(report.removed, 1);
    } finally {
      delete process.env[SHARE_VARIABLE];
    }
    const restored = await importFeed(snapshot);
    assert.deepEqual({ updated: restored.updated, removed: restored.removed }, { updated: 1, removed: 0 });
    assert.deepEqual(await inFeedIds(), snapshotIds);
  });

  test('long texts are stored: a 300-character TypeDescription lands whole; short fields are cut and reported', async () => {
    const item = snapshotItems.find((i) => i.Documents?.length && i.ID !== 4512308)!;
    const long = (start: string, length: number) => `${`${start} lang`.padEnd(length - 1, ' lang')}.`;
    const record = {
      ...item,
      TypeDescription: long('Ruime gezinswoning met tuin, garage en zonnepanelen', 300),
      Title: long('Vrijstaande woning', 400),
      VirtualTourUrl: `https://my.matterport.com/show/?m=${'x'.repeat(290)}`,
      Kitchen: long('Volledig ingerichte keuken', 300),
      Street: long('Nieuwpoortsesteenweg', 300),
      City: long('Sint-Pieters-Kapelle', 300),
      MainTypeName: long('Huis', 260),
      Documents: [{ Name: long('EPC-certificaat', 300), Url: `https://documents.omnicasa-cdn.example/${'d'.repeat(300)}.pdf` }],
    };
    const feed = feedOf(snapshotItems.map((i) => (i.ID === item.ID ? record : i)));
    const beforeCities = await rows(CITY).count();
    try {
      const report = await importFeed(feed);
      assert.deepEqual(report.failed, []);
      assert.deepEqual({ updated: report.updated, citiesCreated: report.citiesCreated }, { updated: 1, citiesCreated: 1 });
      assert.deepEqual(report.warnings, [
        { id: String(item.ID), reason: 'feedStreet has 300 characters, stored cut to 255' },
        { id: String(item.ID), reason: 'cityName has 300 characters, stored cut to 255' },
        { id: String(item.ID), reason: 'mainTypeName has 260 characters, stored cut to 255' },
        { id: String(item.ID), reason: 'documents[0].name has 300 characters, stored cut to 255' },
      ]);

      const { data, errors } = await query<{
        properties: {
          typeDescription: string;
          title: string;
          virtualTourUrl: string;
          kitchen: string;
          street: string;
          cityName: string;
          mainTypeName: string;
          city: { name: string };
          documents: { name: string; url: string }[];
        }[];
      }>(
        `query ($id: Int) { properties(filters: { externalId: { eq: $id } }) {
        typeDescription title virtualTourUrl kitchen street cityName mainTypeName city { name } documents { name url } } }`,
        { id: item.ID },
      );
      assert.equal(errors, undefined);
      const stored = data.properties[0];
      assert.equal(stored.typeDescription, record.TypeDescription);
      assert.equal(stored.typeDescription.length, 300);
      assert.equal(stored.title, record.Title);
      assert.equal(stored.virtualTourUrl, record.VirtualTourUrl);
      assert.equal(stored.kitchen, record.Kitchen);
      assert.equal(stored.documents[0].url, record.Documents[0].Url);
      for (const [value, full] of [
        [stored.street, record.Street],
        [stored.cityName, record.City],
        [stored.city.name, record.City],
        [stored.mainTypeName, record.MainTypeName],
        [stored.documents[0].name, record.Documents[0].Name],
      ]) {
        assert.equal(value.length, 255);
        assert.equal(value, `${full.slice(0, 254)}…`);
      }

      // The same feed again changes nothing: the cut city is found again, not created twice.
      const again = await importFeed(feed);
      assert.deepEqual(
        { unchanged: again.unchanged, citiesCreated: again.citiesCreated, warnings: again.warnings },
        { unchanged: snapshotItems.length, citiesCreated: 0, warnings: [] },
      );

      const restored = await importFeed(snapshot);
      assert.deepEqual({ updated: restored.updated, removed: restored.removed, warnings: restored.warnings }, { updated: 1, removed: 0, warnings: [] });
    } finally {
      await importFeed(snapshot);
      const longCity = await cms()
        .strapi.documents(CITY)
        .findFirst({ filters: { name: { $startsWith: record.City.slice(0, 100) } } });
      if (longCity) await cms().strapi.documents(CITY).delete({ documentId: longCity.documentId });
    }
    assert.equal(await rows(CITY).count(), beforeCities);
    const back = await query<{ properties: unknown[] }>(
      `query ($id: Int) { properties(filters: { externalId: { eq: $id } }) { typeDescription street cityName } }`,
      { id: item.ID },
    );
    assert.deepEqual(back.data.properties[0], { typeDescription: item.TypeDescription ?? null, street: item.Street ?? null, cityName: item.City });
  });

  test('the command line refuses with the same message and exit status 3; --force and --pictures are parsed', async () => {
    assert.deepEqual(parseArgs(['feed.json', '--force']), { file: 'feed.json', mode: 'download', force: true });
    assert.deepEqual(parseArgs([]), { file: undefined, mode: 'draw', force: false });
    assert.deepEqual(parseArgs(['feed.json', '--pictures=draw']), { file: 'feed.json', mode: 'draw', force: false });
    assert.throws(
      () => parseArgs(['feed.json', '--froce']),
      /Unknown option --froce\. Usage: pnpm import:feed \[file\] \[--pictures=download\|draw\] \[--force\]/,
    );

    const before = await listingState();
    const printed: { log: string[]; warn: string[]; error: string[] } = { log: [], warn: [], error: [] };
    const out = { log: (m: string) => printed.log.push(m), warn: (m: string) => printed.warn.push(m), error: (m: string) => printed.error.push(m) };
    const status = await runImport(cms().strapi, cms().distDir, feedOf(twelve), { mode: 'draw', force: false }, out);
    assert.equal(status, 3);
    assert.equal(printed.error.length, 1);
    assert.match(
      printed.error[0],
      new RegExp(`^Feed import refused: the feed holds 12 records and would retire ${snapshotItems.length - 12} of the ${snapshotItems.length} listings`),
    );
    assert.match(printed.error[0], /`pnpm import:feed <file> --force`/);
    assert.deepEqual(printed.log, [], 'no report: nothing was imported');
    assert.deepEqual(await listingState(), before);

    await assert.rejects(
      runImport(cms().strapi, cms().distDir, snapshotItems, { mode: 'draw', force: true }, out),
      /GetPropertyListJsonResult\.Value\.Items \(or \.Items\) is missing/,
    );
  });
});
