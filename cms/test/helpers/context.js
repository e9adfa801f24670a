/**
 * What every suite of test/suites shares: the one Strapi that test/cms.test.js boots for the whole run
 * (seeding takes minutes, so suites never start their own), the feed snapshot and the importer.
 */
const fs = require('fs');
const path = require('path');
const { appDir } = require('./strapi-instance');

const database = process.env.TEST_DATABASE ?? 'sqlite';
const readFeed = (name) => JSON.parse(fs.readFileSync(path.join(appDir, 'data', 'feed', name), 'utf8'));
/** The committed project feed: GetProjectList's rows and their units (listing rows naming a ProjectID). */
const projectFeed = readFeed('projects.nl.json');
const projectRows = projectFeed.GetProjectListJsonResult.Value.Items;
const unitItems = projectFeed.GetPropertyListJsonResult.Value.Items;
/** What the seed imports: the snapshot's listings and the projects' units as one feed (as `pnpm import:feed`). */
const snapshotFile = readFeed('snapshot.nl.json');
const snapshotItems = [...snapshotFile.GetPropertyListJsonResult.Items, ...unitItems];
const snapshot = { ...snapshotFile, GetPropertyListJsonResult: { Items: snapshotItems, RowCount: snapshotItems.length } };
const LOCALES = ['nl', 'fr', 'en', 'de'];

let instance;
/** The running CMS ({ url, strapi, distDir, siteReadToken, ... }); set by test/cms.test.js before any suite runs. */
const cms = () => {
  if (!instance) throw new Error('The CMS is not started: run the suites through test/cms.test.js');
  return instance;
};
const setCms = (value) => {
  instance = value;
};

/** Runs the feed importer of the running CMS (the compiled one) with drawn pictures and a quiet log. */
function importFeed(feed, options = {}) {
  const { importFeed: run } = require(path.join(cms().distDir, 'src', 'feed', 'import-feed.js'));
  const { drawnPictures } = require(path.join(cms().distDir, 'src', 'feed', 'pictures.js'));
  const quiet = { info() {}, warn() {} };
  return run(cms().strapi, feed, { pictures: drawnPictures, log: quiet, ...options });
}

const feedOf = (items) => ({ ...snapshot, GetPropertyListJsonResult: { Items: items, RowCount: items.length } });

module.exports = { cms, setCms, database, snapshot, snapshotItems, projectRows, unitItems, LOCALES, importFeed, feedOf };
