import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { declineCookies } from './support/consent';
import { adminApi, adminToken, site } from './support/site';

/**
 * The home banner as staff set it in the CMS: an image, a gallery that moves every 3 s and
 * stops when focused or asked to, a video with a pause button. Changed on the English home page only
 * (the banner is per language) and put back afterwards.
 */

const SINGLE = '/content-manager/single-types/api::site-configuration.site-configuration';
const HOME = '/en/';

interface UploadedFile {
  readonly id: number;
  readonly url: string;
}

/** Uploads files to the media library as the admin panel does. */
async function upload(files: ReadonlyArray<{ name: string; type: string; bytes: Buffer }>): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = await fetch(`${process.env.E2E_CMS_URL}/upload`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken()}` }, body: form });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedFile[];
}

/** A distinct picture per slide, so a test can tell which one shows. */
const picture = (n: number, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><rect width="100%" height="100%" fill="hsl(${hue},60%,45%)"/><text x="800" y="440" font-size="200" text-anchor="middle" fill="#fff" font-family="DejaVu Sans">${n}</text></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A real two-second WebM, recorded by the browser itself from a canvas (no encoder on this machine). */
async function recordVideo(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = performance.now() - started;
        ctx.fillStyle = `hsl(${(t / 10) % 360},60%,45%)`;
        ctx.fillRect(0, 0, 640, 320);
        if (t < 2000) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

type Banner = { type: string; title: string | null; subtitle: string | null; image: { id: number } | null };

async function englishBanner(): Promise<Banner> {
  const admin = await adminApi();
  const body = (await admin.call('GET', `${SINGLE}?locale=en`)) as { data: { homeBanner: Banner } };
  return body.data.homeBanner;
}

/** Saves the English banner and publishes it, then waits until the English home page shows `marker`. */
async function setEnglishBanner(banner: Record<string, unknown>, marker: (html: string) => boolean) {
  const admin = await adminApi();
  await admin.call('PUT', `${SINGLE}?locale=en`, { homeBanner: banner });
  await admin.call('POST', `${SINGLE}/actions/publish?locale=en`, {});
  await expect.poll(async () => marker(await (await fetch(site(HOME))).text()), { timeout: 15_000 }).toBe(true);
}

/** The page's preload links (the first picture of the banner is one). */
const preloads = (html: string) => (html.match(/<link[^>]*>/g) ?? []).filter((link) => link.includes('rel="preload"'));

const slideShown = (page: Page) => page.getByRole('group', { name: 'Slideshow' }).getAttribute('data-slide');

test.describe('home banner', () => {
  let original: Banner;
  test.beforeAll(async () => {
    original = await englishBanner();
  });
  test.afterAll(async () => {
    await setEnglishBanner(
      { type: original.type, title: original.title, subtitle: original.subtitle, image: original.image?.id ?? null, images: [], video: null },
      (html) => !html.includes('home-banner--'),
    );
  });

  test('the seeded image banner: a picture of the coast, preloaded, behind the title', async ({ page }) => {
    const html = await (await fetch(site('/nl/'))).text();
    expect(preloads(html).some((link) => /home[-_]banner/.test(link))).toBe(true);
    await page.goto(site('/nl/'));
    const banner = page.locator('.home-hero__image img');
    await expect(banner).toHaveCount(1);
    // Full width: the wide picture, not a thumbnail (the media library keeps originals up to 1280 px wide).
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 1280)).toBe(true);
  });

  test('a gallery moves every 3 seconds, stops while focused or paused and for reduced motion; only its first picture is in the page', async ({
    page,
    browser,
  }) => {
    const files = await upload(
      await Promise.all([1, 2, 3].map(async (n) => ({ name: `banner-${n}.jpg`, type: 'image/jpeg', bytes: await picture(n, n * 100) }))),
    );
    await setEnglishBanner(
      { type: 'gallery', title: original.title, subtitle: original.subtitle, image: original.image?.id ?? null, images: files.map((f) => f.id), video: null },
      (html) => html.includes('home-banner--gallery'),
    );
    // The page's HTML shows and preloads the first picture only; the others come with the slider.
    const html = await (await fetch(site(HOME))).text();
    const names = files.map((f) =>
      f.url
        .split('/')
        .pop()!
        .replace(/\.jpg$/, ''),
    );
    const images = (html.match(/<img [^>]*>/g) ?? []).join('\n');
    expect(images).toContain(names[0]);
    expect(images).not.toContain(names[1]);
    expect(images).not.toContain(names[2]);
    expect(preloads(html).filter((link) => names.some((name) => link.includes(name)))).toHaveLength(1);
    expect(preloads(html).some((link) => link.includes(names[0]!))).toBe(true);

    await page.goto(site(HOME));
    await declineCookies(page);
    await page.mouse.move(5, 5); // away from the banner
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await slideShown(page)).toBe('1');
    await expect.poll(() => slideShown(page), { timeout: 8_000 }).toBe('2');

    // Focused: it stays where it is, and says which photo shows.
    const next = page.getByRole('button', { name: 'Next photo' });
    await next.focus();
    await next.press('Enter');
    const focusedAt = await slideShown(page);
    await page.waitForTimeout(4_500);
    expect(await slideShown(page)).toBe(focusedAt);
    await expect(page.getByRole('group', { name: 'Slideshow' })).toContainText(`Photo ${focusedAt} of 3`);

    // Paused by its button: stays, even after the focus has left.
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    const pausedAt = await slideShown(page);
    await page.waitForTimeout(4_000);
    expect(await slideShown(page)).toBe(pausedAt);

    // The title and the search block stay above the gallery: the field takes clicks and typing, and
    // its button submits (a click landing on the gallery fails Playwright's own check).
    const heading = page.getByRole('heading', { level: 1 });
    const onTop = (h: Element) => {
      const box = h.getBoundingClientRect();
      return h.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    };
    expect(await heading.evaluate(onTop)).toBe(true);
    const field = page.getByRole('combobox');
    await field.click();
    await field.fill('oostende');
    await expect(page.getByRole('status')).toContainText(/\d/);
    await page.locator('.search-form__button').first().click();
    await expect(page).toHaveURL(/\?city=oostende/i);

    // A visitor who asked for less motion: it does not start by itself.
    const calm = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await calm.newPage();
    await still.goto(site(HOME));
    await expect(still.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await still.waitForTimeout(4_500);
    expect(await slideShown(still)).toBe('1');
    await calm.close();
  });

  test('a video plays muted and looping over its poster, with a pause button; not by itself for reduced motion', async ({ page, browser }) => {
    const [video] = await upload([{ name: 'banner.webm', type: 'video/webm', bytes: await recordVideo(browser) }]);
    await setEnglishBanner(
      { type: 'video', title: original.title, subtitle: original.subtitle, image: original.image?.id ?? null, images: [], video: video!.id },
      (html) => html.includes('home-banner--video'),
    );
    await page.goto(site(HOME));
    await declineCookies(page);
    const player = page.locator('video.home-banner__video');
    await expect(player).toHaveAttribute('poster', /home[-_]banner/);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop && v.currentTime > 0), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Pause the video' }).click();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play the video' })).toBeVisible();

    const calm = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await calm.newPage();
    await still.goto(site(HOME));
    await expect(still.getByRole('button', { name: 'Play the video' })).toBeVisible();
    await still.waitForTimeout(1_500);
    expect(await still.locator('video.home-banner__video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await calm.close();
  });
});

/** sRGB relative luminance and WCAG contrast, as axe computes them. */
const luminance = ([r, g, b]: readonly number[]) =>
  [r!, g!, b!]
    .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);

test("the banner's texts keep AA contrast over any picture: checked against the veil over a white one, in two languages", async ({ page }) => {
  for (const home of ['/nl/', '/fr/']) {
    await page.goto(site(home));
    await expect(page.locator('.home-hero__image img').first()).toBeVisible();
    const veil = rgba(
      await page
        .locator('.home-hero__image')
        .first()
        .evaluate((el) => getComputedStyle(el, '::after').backgroundColor),
    );
    const [r, g, b, alpha = 1] = veil;
    // The brightest picture there is (white) under the veil: what the texts must stand out from.
    const worst = [r!, g!, b!].map((c) => c * alpha + 255 * (1 - alpha));
    const texts = await page.locator('.home-hero__title, .home-hero__subtitle, .search-block__title, .search-block__text').evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent?.trim().slice(0, 40),
        color: getComputedStyle(el).color,
        size: parseFloat(getComputedStyle(el).fontSize),
        weight: Number(getComputedStyle(el).fontWeight),
      })),
    );
    expect(texts.length, home).toBeGreaterThan(1);
    for (const text of texts) {
      // Large text (24 px, or 18.66 px bold) needs 3:1, the rest 4.5:1.
      const needed = text.size >= 24 || (text.size >= 18.66 && text.weight >= 700) ? 3 : 4.5;
      expect(contrast(rgba(text.color), worst), `${home} "${text.text}"`).toBeGreaterThanOrEqual(needed);
    }
  }
});
