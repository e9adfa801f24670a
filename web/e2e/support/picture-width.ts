import { expect, type Browser } from '@playwright/test';
import { site } from './site';

/** A screen: CSS width, device pixel ratio, and the picture width (`/img/<width>/`) it should fetch. */
export type Screen = readonly [width: number, deviceScaleFactor: number, picture: string];

/**
 * Loads `path` on each screen (a phone below 767 px) and checks which width of the picture `selector`
 * finds first the browser chose from its `srcset`, once loaded, and that the optimiser answers it.
 */
export async function expectPictureWidths(browser: Browser, path: string, selector: string, screens: readonly Screen[]) {
  for (const [width, deviceScaleFactor, picture] of screens) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor, isMobile: width < 767 });
    const page = await context.newPage();
    await page.goto(site(path));
    const first = page.locator(selector).first();
    await expect(first).toHaveJSProperty('complete', true);
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(chosen).pathname.split('/')[2], `${width} px at ${deviceScaleFactor}x`).toBe(picture);
    expect((await page.request.get(chosen)).status()).toBe(200);
    await context.close();
  }
}
