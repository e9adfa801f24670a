import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startProcess, waitFor } from './support/processes';
import { adminApi, cmsQuery, site } from './support/site';

const webDir = path.resolve(__dirname, '..');

test('two site instances on one Redis cache: a page rendered by one is served by the other, and one publish shows on both', async ({ page }) => {
  test.skip(process.env.E2E_SHARED_CACHE !== 'redis', 'No Redis answers on REDIS_URL or 127.0.0.1:6379 (a fresh machine has none; CI has one)');
  const port = await freePort();
  const second = `http://127.0.0.1:${port}`;
  const log = path.join(webDir, 'test-results', 'web-second.log');
  const instance = startProcess(path.join(webDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: webDir,
    log,
    env: { ...process.env, ...(JSON.parse(process.env.E2E_WEB_ENV!) as Record<string, string>) },
  });
  try {
    await waitFor('The second site instance', async () => (await fetch(`${second}/api/unavailable/nl/`)).status === 503, { timeoutMs: 60_000, alive: () => !instance.exited, log });

    // Rendered by the first instance only, then served by the second from the shared cache.
    const path_ = '/en/privacy/';
    await page.goto(site(path_));
    // The second instance's first answer for this path comes from the cache (not MISS: it never rendered it).
    const fromSecond = await fetch(`${second}${path_}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);

    // One publish (its webhook reaches the first instance only): both show it within 3 s.
    const { menuPages } = await cmsQuery<{ menuPages: { documentId: string; title: string }[] }>(`{ menuPages(locale: "en", filters: { key: { eq: "privacy" } }) { documentId title } }`);
    const { documentId, title } = menuPages[0]!;
    const admin = await adminApi();
    await admin.updatePageDraft(documentId, 'en', { title: `${title} (shared)` });
    await admin.publishPage(documentId, 'en');
    const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    await expect(async () => {
      expect(heading(await (await fetch(site(path_))).text())).toBe(`${title} (shared)`);
      expect(heading(await (await fetch(`${second}${path_}`)).text())).toBe(`${title} (shared)`);
    }).toPass({ timeout: 3_000 });
  } finally {
    await instance.stop();
  }
});
