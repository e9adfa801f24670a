#!/usr/bin/env node
/**
 * Syncs the listings and new-build projects with the agency's CRM (Omnicasa web service), once:
 *   pnpm sync:crm [--full] [--force]
 * Reads CRM_BASE_URL, CRM_CUSTOMER_NAME, CRM_CUSTOMER_PASSWORD (and CRM_LANGUAGE_IDS, CRM_PAGE_SIZE,
 * CRM_TIMEOUT_MS) from the environment or cms/.env. After the first sync only the changes since the last
 * one are read; --full reads everything. Exit status: 0 synced, 2 some records (listings or projects) were not stored, 3 refused
 * by the retire guard, 4 the CRM gave no usable answer (nothing changed), 1 another error.
 */
const path = require('path');

const USAGE = 'Usage: pnpm sync:crm [--full] [--force]';

function parseArgs(args) {
  const unknown = args.filter((a) => a !== '--full' && a !== '--force');
  if (unknown.length) throw new Error(`Unknown argument ${unknown.join(', ')}. ${USAGE}`);
  return { full: args.includes('--full'), force: args.includes('--force') };
}

async function main() {
  process.env.SEED_ON_START = 'false';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const options = parseArgs(process.argv.slice(2));
  const appDir = path.resolve(__dirname, '..');
  process.chdir(appDir);
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const context = await compileStrapi({ appDir });
  const app = await createStrapi({ ...context, logLevel: 'warn' }).load();
  const { runCrmSync } = require(path.join(context.distDir, 'src', 'crm', 'schedule.js'));
  try {
    const report = await runCrmSync(app, options);
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.failed.length + report.projects.failed.length > 0 ? 2 : 0;
  } catch (error) {
    // Answers, not crashes: the guard's refusal and the CRM's failure say everything without a stack.
    if (error?.code === 'FEED_IMPORT_REFUSED') process.exitCode = 3;
    else if (error?.code === 'CRM_ANSWER') process.exitCode = 4;
    else throw error;
    console.error(error.message);
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
