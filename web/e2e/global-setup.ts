import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_NODE } from './support/cms-node';
import { startMailbox } from './support/mailbox';
import { freePort, startProcess, waitFor } from './support/processes';
import { clearSharedCache, sharedCacheEnv } from './support/redis';

const webDir = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's CommonJS helper, shared with its tests
const { strapiSecrets, randomSecret: secret } = require('../../cms/scripts/strapi-secrets.js') as {
  strapiSecrets: () => Record<string, string>;
  randomSecret: (bytes?: number) => string;
};

/**
 * Starts both apps in production mode for the browser tests: the CMS on a throw-away SQLite database
 * (seeded with the site and the ~150 listings: about two minutes) and the site's production build
 * (built here when missing) with `next start`, each on a free port, the CMS's webhook pointing at the
 * site. Returns the teardown.
 */
export default async function globalSetup() {
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${webPort}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-e2e-'));
  const logs = path.join(webDir, process.env.E2E_RESULTS_DIR ?? 'test-results');
  fs.mkdirSync(logs, { recursive: true });
  const shared = { SITE_READ_TOKEN: secret(32), WEBHOOK_SECRET: secret(), PREVIEW_SECRET: secret(), SITE_URL: siteUrl };
  const admin = { email: 'e2e@kustvastgoed.test', password: `E2e-${secret(9)}1a` };
  const demoOwnerPassword = `Zee-${secret(12)}-duin`;
  // The agency's SMTP relay: a real SMTP server whose mails the form specs read (e2e/support/mailbox.ts).
  const mailDir = path.join(work, 'mail');
  const smtpPort = await freePort();
  const mailbox = await startMailbox(smtpPort, mailDir);

  // The site's page cache lives in memory: nothing of an earlier run (another CMS port) survives.
  if (!fs.existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
    execFileSync(path.join(webDir, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  }

  // The admin panel's production build: the staff specs drive it in the browser.
  const cmsDir = path.resolve(webDir, '..', 'cms');
  if (!fs.existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'))) {
    execFileSync(CMS_NODE, [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'build'], {
      cwd: cmsDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    });
  }

  const cms = startProcess(CMS_NODE, [path.join(__dirname, 'support', 'cms-process.cjs')], {
    cwd: webDir,
    log: path.join(logs, 'cms.log'),
    env: {
      ...process.env,
      ...shared,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      ...strapiSecrets(),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The seed's two demo owners log in with it (e2e/owner-portal.spec.ts).
      DEMO_OWNER_PASSWORD: demoOwnerPassword,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(work, 'e2e.db'),
      DATABASE_URL: '',
      // Visitors' documents (the rental application's) of this run, beside its database.
      PRIVATE_UPLOADS_DIR: path.join(work, 'private-uploads'),
      SEED_ON_START: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_LOG: 'false',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      AGENCY_EMAIL: 'agency@kustvastgoed.test',
      OUTBOX_POLL_MS: '500',
      // A lighter proof of work than production's, so each form is solved quickly on a busy test machine.
      ALTCHA_MAX_COUNTER: '8000',
    },
  });
  // Where Redis answers (CI), the site keeps its cache there, as several servers do in production
  // (README, "Several servers"), under a key prefix of this run; e2e/shared-cache.spec.ts starts a second
  // instance on it. Without Redis the site keeps its in-memory cache and that spec is skipped.
  const sharedCache = await sharedCacheEnv();
  // CMS reads get 10 s instead of production's 3: beside the CMS test lane on two cores, a cold render's
  // reads outwaited 3 s and a crawl saw 500s that were the machine, not the site (the CMS-down test
  // stops the CMS outright and is answered by the health probe, whatever this timeout).
  const webEnv: NodeJS.ProcessEnv = {
    ...shared,
    CMS_URL: cmsUrl,
    CMS_TIMEOUT_MS: '10000',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    REDIS_URL: '',
    ...sharedCache,
  };
  const web = startProcess(path.join(webDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(webPort), '-H', '127.0.0.1'], {
    cwd: webDir,
    log: path.join(logs, 'web.log'),
    env: { ...process.env, ...webEnv },
  });

  const teardown = async () => {
    await web.stop();
    await cms.stop();
    await mailbox.stop();
    if (sharedCache)
      await clearSharedCache(sharedCache.REDIS_KEY_PREFIX).catch((error) =>
        console.warn(`Could not delete the test's Redis keys (${sharedCache.REDIS_KEY_PREFIX}*):`, error),
      );
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    await waitFor('The CMS', async () => (await fetch(`${cmsUrl}/_health`)).ok, {
      timeoutMs: 8 * 60_000,
      alive: () => !cms.exited,
      log: path.join(logs, 'cms.log'),
    });
    await waitFor('The site', async () => (await fetch(`${siteUrl}/nl/`)).ok, {
      timeoutMs: 120_000,
      alive: () => !web.exited,
      log: path.join(logs, 'web.log'),
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  Object.assign(process.env, {
    E2E_SITE_URL: siteUrl,
    E2E_CMS_URL: cmsUrl,
    E2E_CMS_PID: String(cms.child.pid ?? ''),
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_DEMO_OWNER_PASSWORD: demoOwnerPassword,
    E2E_WEB_ENV: JSON.stringify(webEnv),
    E2E_REDIS_KEY_PREFIX: sharedCache?.REDIS_KEY_PREFIX ?? '',
    E2E_MAIL_DIR: mailDir,
    // The CMS's SQLite file: e2e/owner-authorization.spec.ts ages a session in it, as 30 idle minutes would.
    E2E_CMS_DATABASE: path.join(work, 'e2e.db'),
  });
  return teardown;
}
