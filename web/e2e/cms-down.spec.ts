import { expect, test } from '@playwright/test';
import { site } from './support/site';

/** The CMS process group (started detached by the global setup): SIGSTOP makes every call to it hang. */
function signalCms(signal: 'SIGSTOP' | 'SIGCONT') {
  const pid = Number(process.env.E2E_CMS_PID);
  if (!pid) throw new Error('E2E_CMS_PID is not set (global setup)');
  process.kill(-pid, signal);
}

test('while the CMS hangs, cached pages are served and an uncached page answers 503 with the API error screen within 5 s', async ({ page, browser }) => {
  const cached = site('/nl/te-koop/');
  const uncached = site('/de/zu-verkaufen/?page=4');
  await page.goto(cached);
  expect((await page.goto(cached))?.headers()['x-nextjs-cache']).toBe('HIT');

  signalCms('SIGSTOP');
  try {
    // A visitor arriving once the CMS has stopped answering (the site's last health check is a second old).
    await page.waitForTimeout(1500);
    // The document only: pictures not optimised yet come from the CMS's media library, which hangs too.
    const response = await page.goto(cached, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te koop');

    // Another visitor (the first one's browser still waits for those pictures on its six connections).
    const visitor = await browser.newPage();
    // The screen runs under the same policy: not one violation or console error (the 503 itself aside).
    const problems: string[] = [];
    visitor.on('console', (m) => m.type() === 'error' && !/status of 503/.test(m.text()) && problems.push(m.text()));
    const started = Date.now();
    const down = await visitor.goto(uncached, { waitUntil: 'domcontentloaded' });
    expect(down?.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(down?.headers()['retry-after']).toBeTruthy();
    expect(down?.headers()['content-security-policy']).toBeTruthy();
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('API-Fehler');
    expect(problems).toEqual([]);
    await visitor.close();
  } finally {
    signalCms('SIGCONT');
  }

  // Back up: the same page renders again.
  await expect(async () => {
    const response = await page.goto(uncached);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zu verkaufen');
});
