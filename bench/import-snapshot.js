#!/usr/bin/env node
/**
 * Benchmark: first-start seed of a fresh CMS (site content + the 150-listing snapshot with ~1100 drawn
 * pictures) and a second, no-op import. Prints wall time and peak memory; not part of `npm test`.
 *   node bench/import-snapshot.js            (after `npm start` or `npm test` built the packages)
 * Targets (2 cores): first seed under 150 s, no-op re-import under 10 s, peak RSS under 1 GB.
 */
const path = require('path');
const fs = require('fs');
const { performance } = require('perf_hooks');
const { startStrapi, appDir } = require(path.join(__dirname, '..', 'cms', 'test', 'helpers', 'strapi-instance.js'));

async function main() {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const t0 = performance.now();
  const cms = await startStrapi({ database: process.env.TEST_DATABASE ?? 'sqlite' });
  const seeded = performance.now();
  const { importFeed } = require(path.join(cms.distDir, 'src', 'feed', 'import-feed.js'));
  const { drawnPictures } = require(path.join(cms.distDir, 'src', 'feed', 'pictures.js'));
  const feed = JSON.parse(fs.readFileSync(path.join(appDir, 'data', 'feed', 'snapshot.nl.json'), 'utf8'));
  const report = await importFeed(cms.strapi, feed, { pictures: drawnPictures, log: { info() {}, warn() {} } });
  const reimported = performance.now();
  clearInterval(timer);
  await cms.stop();
  console.log(
    JSON.stringify(
      {
        bootAndSeedSeconds: +((seeded - t0) / 1000).toFixed(1),
        noopImportSeconds: +((reimported - seeded) / 1000).toFixed(1),
        unchanged: report.unchanged,
        peakRssMB: Math.round(peak / 1024 / 1024),
      },
      null,
      2,
    ),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
