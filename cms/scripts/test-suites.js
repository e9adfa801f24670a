/**
 * Runs some suites of test/suites against one booted CMS: `pnpm --filter @coast/cms test:suites
 * rate-limit projects` (TEST_DATABASE=postgres for PostgreSQL). Without names: every suite.
 */
const { spawnSync } = require('child_process');
const path = require('path');

const names = process.argv.slice(2).map((name) => path.basename(name, '.js'));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', path.join(__dirname, '..', 'test', 'cms.test.js')], {
  stdio: 'inherit',
  env: { ...process.env, CMS_SUITES: names.join(',') },
});
process.exit(result.status ?? 1);
