import { expect, test, type Page } from '@playwright/test';
import { site } from './support/site';

/**
 * The owner login pressed while the page's code is still on its way, as on a slow phone: once the page
 * runs, the send is held and made when the login's code is there, with what was typed; before the page
 * runs, the browser's own send never puts the e-mail or the password in an address.
 */
const EMAIL = 'eigenaar@kustvastgoed.local';
const PASSWORD = process.env.E2E_DEMO_OWNER_PASSWORD ?? '';

/** Every script chunk `ms` late, from the page's first request on. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function typeLogin(page: Page) {
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
}

test('a login sent after the page runs but before the login’s code arrives logs in with what was typed', async ({ page }) => {
  await slowScripts(page, 2_000);
  await page.goto(site('/nl/login/'), { waitUntil: 'commit' });
  // The page runs (the consent island marks itself); the login's own chunk is asked for only now, and comes 2 s later.
  await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '', { timeout: 30_000 });
  await typeLogin(page);
  await expect(page).toHaveURL(/\/portal\/nl\/$/, { timeout: 30_000 });
  await expect(page.locator('.portal-listing').first()).toBeVisible();
});

test('a login sent before the page’s scripts run never puts the e-mail or the password in an address', async ({ page }) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await slowScripts(page, 5_000);
  await page.goto(site('/nl/login/'), { waitUntil: 'commit' });
  // The browser's own send: the document's next navigation, a POST to the page with nothing in its query.
  const sent = page.waitForRequest((request) => request.isNavigationRequest());
  await typeLogin(page);
  const send = await sent;
  expect([send.method(), new URL(send.url()).search]).toEqual(['POST', '']);
  await page.waitForLoadState('domcontentloaded');
  expect(new URL(page.url()).search).toBe('');
  const leaked = addresses.filter((url) => url.includes(encodeURIComponent(EMAIL)) || url.includes('password='));
  expect(leaked).toEqual([]);
});

test('“forgot password” pressed before the login’s code arrives, the address typed after it: the forgot form holds that address and sends it', async ({
  page,
}) => {
  await slowScripts(page, 2_000);
  await page.goto(site('/nl/login/'), { waitUntil: 'commit' });
  await expect(page.locator('#consent-first-layer')).toHaveAttribute('data-island-ready', '', { timeout: 30_000 });
  // The server's login form is still there: the press is held, the address goes into the login's field.
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  // An address nobody has: the answer is the same, and no owner's link is revoked.
  const address = 'niemand-vergeten@example.be';
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(address);
  const forgot = page.getByRole('form', { name: 'Wachtwoord vergeten' });
  await expect(forgot.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(address, { timeout: 30_000 });
  await forgot.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(forgot.getByRole('status')).toBeVisible();
});
