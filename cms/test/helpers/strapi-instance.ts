/**
 * Boots the real Strapi of this repo in the test process, on a throw-away database, listening on a free
 * port: tests talk to it over HTTP like the site does, and reach the importer through the instance.
 */
import { createRequire } from 'module';
import net from 'net';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { createTestDatabase } from './database';
import { strapiSecrets, randomSecret } from '../../scripts/strapi-secrets';
import { strapiContext } from '../../scripts/strapi-context';

export const appDir = path.resolve(__dirname, '..', '..');

/** A booted CMS, as the suites reach it. */
export interface RunningCms {
  strapi: Core.Strapi;
  url: string;
  siteReadToken: string;
  /** The compiled server code Strapi runs (cms/dist). */
  distDir: string;
  stop(): Promise<void>;
}

/** What createStrapi() is given: where the app and its compiled code are (scripts/strapi-context.js). */
export const bootContext = (appDirectory: string): Promise<{ appDir: string; distDir: string }> => strapiContext(appDirectory);

/**
 * Strapi's CommonJS entry, required once the environment is set (as Strapi reads it); a dynamic import
 * would load its ES module build, which Node cannot resolve.
 */
export const loadStrapi = () => createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startStrapi({ database = process.env.TEST_DATABASE ?? 'sqlite' }: { database?: string } = {}): Promise<RunningCms> {
  const db = await createTestDatabase(database);
  const port = await freePort();
  const secret = () => randomSecret(18);
  const siteReadToken = secret() + secret();
  Object.assign(process.env, {
    ...db.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...strapiSecrets(),
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: `Test-${secret()}1a`,
    SITE_READ_TOKEN: siteReadToken,
    // The site's address (no WEBHOOK_SECRET: no webhook) and one more origin of it: CORS allows these only.
    SITE_URL: 'https://www.kustvastgoed.test',
    CORS_ORIGINS: 'https://kustvastgoed.test, https://preview.kustvastgoed.test',
    SEED_ON_START: 'true',
    // Suites read all 160 listings in one anonymous query on a machine busy with other lanes; the budget
    // itself is tested on its own plugin (hostile-graphql).
    GRAPHQL_TIME_BUDGET_MS: '15000',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
  });
  process.chdir(appDir);
  const { createStrapi } = loadStrapi();
  const context = await bootContext(appDir);
  const strapi = createStrapi(context);
  // start() would log a boot error and end the process: the test run would only say the file failed.
  // Loaded and listening here, the error fails the run's first hook with its message and stack.
  try {
    await strapi.load();
    await strapi.listen();
  } catch (error) {
    await strapi.destroy().catch(() => undefined);
    await db.drop();
    throw error;
  }
  // The importer runs in this process and SQLite blocks it: with Node's 5 s, the server could close an
  // idle keep-alive connection just as the tests' fetch reuses it after a long import ("fetch failed").
  // The tests' client drops idle connections after 4 s itself; the server keeps them longer.
  strapi.server.httpServer.keepAliveTimeout = 60_000;
  const url = `http://127.0.0.1:${port}`;
  return {
    strapi,
    url,
    siteReadToken,
    distDir: context.distDir,
    async stop() {
      await strapi.destroy();
      await db.drop();
    },
  };
}
