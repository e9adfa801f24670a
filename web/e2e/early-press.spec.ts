import { expect, test, type Page } from '@playwright/test';
import { site } from './support/site';

/**
 * The page's scripts come after its first paint, so a visitor can press a button before they have run.
 * Here they are held back until the press is made: the button has no code yet, and the press must still
 * take effect once they come, exactly once.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const LISTING = '/property/4512352/'; // YouTube video and Matterport tour in the snapshot

test("a video's 'load this one' pressed before the page's scripts loads it once they come", async ({ page }) => {
  const release = await holdScripts(page);
  // Not the load event: the loader's late scripts, held here, would hold it back.
  await page.goto(site(LISTING), { waitUntil: 'domcontentloaded' });
  const matterport = page.locator('.listing-media [data-embed-provider="matterport"]');
  await matterport.getByRole('button', { name: 'Alleen dit laden' }).click();
  await expect(page.locator('#consent-first-layer')).not.toHaveAttribute('data-island-ready');
  expect(await page.locator('.listing-media iframe').count()).toBe(0);
  release();
  await expect(matterport.locator('iframe')).toHaveAttribute('src', 'https://my.matterport.com/show/?m=rZIlibQeSgi');
  // Only the one pressed: the video keeps its placeholder.
  await expect(page.locator('.listing-media [data-embed-provider="youtube"] .embed-gate__placeholder')).toBeVisible();
});

test('a heart pressed before the scripts is saved once: pressed, counted, stored', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(site('/nl/te-koop/'), { waitUntil: 'domcontentloaded' });
  // The cookie question's own early answer, then the heart, both before any script has run.
  await page.locator('#consent-first-layer').getByRole('button', { name: 'Weigeren' }).click();
  const card = page.locator('.property-card').first();
  const id = Number(await card.getAttribute('data-listing-id'));
  const heart = card.getByRole('button', { name: 'Bewaar als favoriet' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('coast.favourites'))).toBe(JSON.stringify([id]));
  // A press once the scripts run is the island's alone: it takes the heart back.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('coast.favourites'))).toBe('[]');
});
