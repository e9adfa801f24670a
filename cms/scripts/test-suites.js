/**
 * Runs some suites of test/suites against one booted CMS: `pnpm --filter @coast/cms test:suites
 * rate-limit projects` (TEST_DATABASE=postgres for PostgreSQL). Without names: every suite. A name may
 * be given as its file (rate-limit.ts).
 */
const { spawnSync } = require('child_process');
const path = require('path');

const appDir = path.join(__dirname, '..');
const names = process.argv.slice(2).map((name) => path.basename(name, '.ts'));
// From the CMS's folder, where tsx (which runs the TypeScript tests) is installed.
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', path.join(appDir, 'test', 'cms.test.ts')], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, CMS_SUITES: names.join(',') },
});
process.exit(result.status ?? 1);
