/**
 * The CMS end to end: the real Strapi on a throw-away database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres), seeded on its first start, spoken to over HTTP. It is booted once here for the
 * whole run; every file of test/suites adds its tests against it (add a suite by adding a file).
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

const suites = path.join(__dirname, 'suites');
for (const file of fs
  .readdirSync(suites)
  .filter((f) => f.endsWith('.js'))
  .sort())
  require(path.join(suites, file));
