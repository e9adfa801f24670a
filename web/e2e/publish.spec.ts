import { expect, test } from '@playwright/test';
import { adminApi, cmsQuery, site } from './support/site';

async function pageId(key: string): Promise<string> {
  const data = await cmsQuery<{ menuPages: { documentId: string }[] }>(`query($key: String!) { menuPages(locale: "nl", filters: { key: { eq: $key } }) { documentId } }`, { key });
  return data.menuPages[0]!.documentId;
}

test('a title published through the CMS shows on the site without a rebuild; a draft does not', async ({ page }) => {
  const admin = await adminApi();
  const id = await pageId('privacy');
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(site('/nl/privacy/'));
  await expect(heading).toHaveText('Privacyverklaring');

  // A draft change: the site keeps showing the published title.
  await admin.updatePageDraft(id, 'nl', { title: 'Privacyverklaring (concept)' });
  await page.waitForTimeout(3000);
  await page.reload();
  await expect(heading).toHaveText('Privacyverklaring');

  // Published: the CMS's webhook expires the cached page, the next visit shows it.
  await admin.publishPage(id, 'nl');
  await expect(async () => {
    await page.reload();
    await expect(heading).toHaveText('Privacyverklaring (concept)', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('unpublishing a page takes it off the site', async ({ page }) => {
  const admin = await adminApi();
  const id = await pageId('disclaimer');
  expect((await page.goto(site('/nl/disclaimer/')))?.status()).toBe(200);
  await admin.unpublishPage(id, 'nl');
  await expect(async () => {
    const response = await page.goto(site('/nl/disclaimer/'));
    expect(response?.status()).toBe(404);
  }).toPass({ timeout: 30_000 });
  // The other languages stay published.
  expect((await page.goto(site('/fr/clause-de-non-responsabilite/')))?.status()).toBe(200);
});
