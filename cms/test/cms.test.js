/**
 * The CMS end to end: the real Strapi on a throw-away database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres), seeded on its first start, spoken to over HTTP. It is booted once here for the
 * whole run; every file of test/suites adds its tests against it (add a suite by adding a file).
 * `pnpm --filter @coast/cms test:suites rate-limit projects` runs some suites only.
 */
const { before, after } = require('node:test');
const fs = require('fs');
const path = require('path');
const { startStrapi } = require('./helpers/strapi-instance');
const { setCms, database } = require('./helpers/context');

let cms;

before(
  async () => {
    cms = await startStrapi({ database });
    setCms(cms);
  },
  { timeout: 15 * 60_000 },
);

after(async () => {
  await cms?.stop();
});

// CMS_SUITES=rate-limit,projects runs those suites only (scripts/test-suites.js); any order works.
const suites = path.join(__dirname, 'suites');
const chosen = (process.env.CMS_SUITES ?? '').split(',').filter(Boolean);
const files = fs.readdirSync(suites).filter((f) => f.endsWith('.js'));
const unknown = chosen.filter((name) => !files.includes(`${name}.js`));
if (unknown.length) throw new Error(`No suite ${unknown.join(', ')} in test/suites (there are: ${files.map((f) => f.replace(/\.js$/, '')).join(', ')})`);
for (const file of files.filter((f) => !chosen.length || chosen.includes(f.replace(/\.js$/, ''))).sort()) require(path.join(suites, file));
