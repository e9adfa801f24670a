#!/usr/bin/env node
/**
 * Imports a listing feed file into the CMS:
 *   pnpm import:feed [file] [--pictures=download|draw]
 * Without a file, the committed snapshot (data/feed/snapshot.nl.json) is imported with drawn pictures
 * (its CDN cannot be reached). Other files download their pictures unless --pictures=draw.
 * Exit status: 0 all records imported, 2 some records were malformed (reported, the rest imported), 1 error.
 */
const path = require('path');
const fs = require('fs');

process.env.SEED_ON_START = 'false';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

async function main() {
  const args = process.argv.slice(2);
  const fileArg = args.find((a) => !a.startsWith('--'));
  const picturesArg = (args.find((a) => a.startsWith('--pictures=')) ?? '').split('=')[1];
  const appDir = path.resolve(__dirname, '..');
  const file = fileArg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg) : path.join(appDir, 'data', 'feed', 'snapshot.nl.json');
  const mode = picturesArg ?? (fileArg ? 'download' : 'draw');
  if (!['download', 'draw'].includes(mode)) throw new Error(`--pictures must be download or draw, got ${mode}`);
  const feed = JSON.parse(fs.readFileSync(file, 'utf8'));

  process.chdir(appDir);
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const context = await compileStrapi({ appDir });
  const app = await createStrapi({ ...context, logLevel: 'warn' }).load();
  try {
    const { importFeed } = require(path.join(context.distDir, 'src', 'feed', 'import-feed.js'));
    const { drawnPictures, downloadPictures } = require(path.join(context.distDir, 'src', 'feed', 'pictures.js'));
    const report = await importFeed(app, feed, {
      pictures: mode === 'draw' ? drawnPictures : downloadPictures,
      log: { info: (m) => console.log(m), warn: (m) => console.warn(m) },
    });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.failed.length > 0 ? 2 : 0;
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
