import { defineConfig } from '@playwright/test';

/**
 * Browser tests against production builds of both apps: the global setup starts the CMS (throw-away
 * SQLite database, seeded) and `next start` on free ports. Debian's Chromium, never a downloaded one.
 * `--shard=1/2` and `--shard=2/2` at once (npm test) are two such stacks that share nothing.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // One worker: the publish test changes CMS content, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list']],
  // Each half of a sharded run (scripts/test.sh) keeps its own results and logs.
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
