import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startProcess, waitFor } from './support/processes';
import { REDIS_URL } from './support/redis';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * Several servers (README): two `next start` instances of the same build on one Redis share one page
 * cache and one tag expiry. The global setup started the first instance (A) with REDIS_URL when Redis
 * answered; this spec starts a second (B) with the same environment on another port. The CMS's webhook
 * reaches A only, as it would reach one instance behind a load balancer.
 */
const webDir = path.resolve(__dirname, '..');
let instanceB: ReturnType<typeof startProcess> | undefined;
let siteB = '';

test.describe('several servers on one Redis', () => {
  test.skip(
    !process.env.E2E_REDIS_KEY_PREFIX,
    `No Redis answered at ${REDIS_URL}: the site runs on its local in-memory cache. Start Redis on 127.0.0.1:6379 (or set E2E_REDIS_URL) to test the shared cache.`,
  );

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    siteB = `http://127.0.0.1:${port}`;
    const log = path.join(webDir, process.env.E2E_RESULTS_DIR ?? 'test-results', 'web-b.log');
    const env = JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as NodeJS.ProcessEnv;
    instanceB = startProcess(path.join(webDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: webDir,
      log,
      env: { ...process.env, ...env },
    });
    // A static file: no page of B is rendered or cached before the test asks for one.
    await waitFor('The second site instance', async () => (await fetch(`${siteB}/icon.png`)).ok, { timeoutMs: 60_000, alive: () => !instanceB!.exited, log });
  });

  test.afterAll(async () => {
    await instanceB?.stop();
  });

  test('a page rendered by one instance is served from the shared cache by the other', async ({ page }) => {
    const pathname = '/nl/aankoop/';
    // A renders it (or an earlier test did) and serves it from the cache.
    let htmlA = '';
    await expect
      .poll(async () => {
        const response = await page.goto(site(pathname));
        htmlA = (await response?.text()) ?? '';
        return response?.headers()['x-nextjs-cache'];
      })
      .toBe('HIT');
    // B never rendered this path and keeps no page copy in its process (cacheMaxMemorySize: 0), so
    // anything but MISS on its first request is A's render, read from Redis. (STALE: B does not know the
    // page's lifetime until it renders it once; it serves A's copy and refreshes it in the background.)
    const first = await page.goto(`${siteB}${pathname}`);
    expect(first?.status()).toBe(200);
    expect(['HIT', 'STALE']).toContain(first?.headers()['x-nextjs-cache']);
    expect(await first!.text()).toBe(htmlA);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aankoopbegeleiding');
  });

  test('a title published through the CMS shows on both instances (webhook to one)', async ({ page }) => {
    const admin = await adminApi();
    const { menuPages } = await cmsQuery<{ menuPages: { documentId: string; title: string }[] }>(
      `{ menuPages(locale: "nl", filters: { key: { eq: "cookie-policy" } }) { documentId title } }`,
    );
    const { documentId, title } = menuPages[0]!;
    const pathname = '/nl/cookiebeleid/';
    const heading = page.getByRole('heading', { level: 1 });
    const visit = async (base: string) => (await page.goto(`${base}${pathname}`))?.headers()['x-nextjs-cache'];

    // Both instances have the page cached before the change (B's first answers may be STALE, see above).
    for (const base of [site(''), siteB]) {
      await expect.poll(() => visit(base), { message: base, timeout: 10_000 }).toBe('HIT');
      await expect(heading).toHaveText(title);
    }

    const changed = `${title} (gedeeld)`;
    await admin.updatePageDraft(documentId, 'nl', { title: changed });
    await admin.publishPage(documentId, 'nl');
    // B first: only the expiry A received through the webhook, shared through Redis, can make it re-render.
    for (const base of [siteB, site('')]) await expectHeadingSoon(page, `${base}${pathname}`, changed);
  });
});

/** Within 20 s: far below the cached page's hour, so only the shared expiry explains it; not a speed target. */
async function expectHeadingSoon(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}
