#!/usr/bin/env node
/**
 * Imports a listing feed file into the CMS:
 *   pnpm import:feed [file] [--pictures=download|draw] [--force]
 * Without a file, the committed snapshot (data/feed/snapshot.nl.json) is imported with the committed
 * new-build projects and their units (data/feed/projects.nl.json), with drawn pictures (its CDN cannot
 * be reached). Other files download their pictures unless --pictures=draw.
 * An import that would retire (mark no longer in the feed) more than FEED_MAX_RETIRE_SHARE (default 0.2)
 * of the listings now in the feed, or an empty feed, is refused before anything changes; --force imports it.
 * Exit status: 0 all records imported, 2 some records were malformed (reported, the rest imported),
 * 3 refused by the guard (nothing changed), 1 error.
 */
const path = require('path');
const fs = require('fs');

const USAGE = 'Usage: pnpm import:feed [file] [--pictures=download|draw] [--force]';

/** The command line's file, picture mode and force flag; an unknown option is an error (a typo must not import). */
function parseArgs(args) {
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force' && !a.startsWith('--pictures='));
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')}. ${USAGE}`);
  if (files.length > 1) throw new Error(`One feed file at a time, got ${files.join(', ')}. ${USAGE}`);
  const picturesArg = (args.find((a) => a.startsWith('--pictures=')) ?? '').split('=')[1];
  const mode = picturesArg ?? (files[0] ? 'download' : 'draw');
  if (!['download', 'draw'].includes(mode)) throw new Error(`--pictures must be download or draw, got ${mode}`);
  return { file: files[0], mode, force: args.includes('--force') };
}

/**
 * Runs the compiled importer on a loaded Strapi, prints its report; returns the exit status. Without a
 * feed (null): the committed snapshot with the committed projects.
 */
async function runImport(app, distDir, feed, { mode, force }, out = console) {
  const { importFeed } = require(path.join(distDir, 'src', 'feed', 'import-feed.js'));
  const { importCommittedFeed } = require(path.join(distDir, 'src', 'feed', 'committed-feed.js'));
  const { drawnPictures, downloadPictures } = require(path.join(distDir, 'src', 'feed', 'pictures.js'));
  try {
    const options = { pictures: mode === 'draw' ? drawnPictures : downloadPictures, force, log: { info: (m) => out.log(m), warn: (m) => out.warn(m) } };
    if (feed === null) {
      const { listings, projects } = await importCommittedFeed(app, options);
      out.log(JSON.stringify({ ...listings, projects }, null, 2));
      return listings.failed.length + projects.failed.length > 0 ? 2 : 0;
    }
    const report = await importFeed(app, feed, options);
    out.log(JSON.stringify(report, null, 2));
    return report.failed.length > 0 ? 2 : 0;
  } catch (error) {
    // The guard's refusal is an answer, not a crash: its message says everything, without a stack.
    if (error?.code !== 'FEED_IMPORT_REFUSED') throw error;
    out.error(error.message);
    return 3;
  }
}

async function main() {
  process.env.SEED_ON_START = 'false';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const { file: fileArg, mode, force } = parseArgs(process.argv.slice(2));
  const appDir = path.resolve(__dirname, '..');
  const feed = fileArg ? JSON.parse(fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg), 'utf8')) : null;

  process.chdir(appDir);
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const context = await compileStrapi({ appDir });
  const app = await createStrapi({ ...context, logLevel: 'warn' }).load();
  try {
    process.exitCode = await runImport(app, context.distDir, feed, { mode, force });
  } finally {
    await app.destroy();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { parseArgs, runImport };
