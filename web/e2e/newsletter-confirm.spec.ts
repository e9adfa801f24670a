import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { site } from './support/site';

/**
 * The newsletter's confirmation link in a real browser: its GET only asks, in the link's language, with a
 * button (a mail scanner opening the link confirms nothing); the button POSTs, and a link that is not
 * the mail's leads home with nothing confirmed. (A true link's POST confirming: cms/test/suites/forms.ts.)
 */
const ASK = {
  nl: ['Uw inschrijving op de nieuwsbrief bevestigen?', 'Inschrijving bevestigen'],
  fr: ['Confirmer votre inscription à la newsletter ?', 'Confirmer mon inscription'],
  en: ['Confirm your newsletter subscription?', 'Confirm my subscription'],
  de: ['Ihre Anmeldung zum Newsletter bestätigen?', 'Anmeldung bestätigen'],
} as const;

test('the newsletter confirmation link asks first in four languages; only its button posts', async ({ page }) => {
  for (const [lang, [title, button]] of Object.entries(ASK)) {
    const link = site(`/api/forms/confirm/?lang=${lang}&id=abcdefghijklmnopqrstuvwx&token=${'x'.repeat(43)}`);
    const asked = await page.goto(link);
    expect(asked?.status()).toBe(200);
    expect(asked?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    if (lang === 'nl') {
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    }
  }
  // The button of a link that is not the mail's: nothing confirmed, the home page in the link's language.
  const posted = page.waitForResponse((r) => r.url().includes('/api/forms/confirm/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: ASK.de[1] }).click();
  expect((await posted).status()).toBe(303);
  await page.waitForURL(/\/de\/$/);
});
