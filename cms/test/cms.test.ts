/**
 * The CMS end to end: the real Strapi on a throw-away database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres), seeded on its first start, spoken to over HTTP. It is booted once here for the
 * whole run; every file of test/suites adds its tests against it (add a suite by adding a file).
 * `pnpm --filter @coast/cms test:suites rate-limit projects` runs some suites only.
 */
import fs from 'fs';
import { createRequire } from 'module';
import { after, before } from 'node:test';
import path from 'path';
import { database, setCms } from './helpers/context';
import { startStrapi, type RunningCms } from './helpers/strapi-instance';

let cms: RunningCms | undefined;

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
// Loaded synchronously (require, not a dynamic import): each suite adds its tests while this file loads.
const loadSuite = createRequire(__filename);
const suites = path.join(__dirname, 'suites');
const chosen = (process.env.CMS_SUITES ?? '').split(',').filter(Boolean);
const files = fs.readdirSync(suites).filter((f) => f.endsWith('.ts'));
const unknown = chosen.filter((name) => !files.includes(`${name}.ts`));
if (unknown.length) throw new Error(`No suite ${unknown.join(', ')} in test/suites (there are: ${files.map((f) => f.replace(/\.ts$/, '')).join(', ')})`);
for (const file of files.filter((f) => !chosen.length || chosen.includes(f.replace(/\.ts$/, ''))).sort()) loadSuite(path.join(suites, file));
