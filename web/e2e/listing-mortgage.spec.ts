import { expect, test } from '@playwright/test';
import { declineCookies } from './support/consent';
import { site } from './support/site';

const NBSP = '\u00a0';

/**
 * The monthly-payment simulator of a sale listing. 4512308: € 329.000 with € 10.480 of costs (notary
 * fees and registration duties); 4512171's price is hidden (PublishPrice 0) and gets no simulator.
 */
const CASES = {
  nl: {
    path: '/nl/property/4512308/',
    title: 'Wat betaalt u per maand?',
    ownFunds: 'Eigen inbreng (€)',
    rate: 'Rentevoet per jaar (%)',
    years: 'Looptijd (jaren)',
    typed: ['100.000', '3', '20'],
    total: `€${NBSP}339.480`,
    loan: `€${NBSP}239.480`,
    monthly: `€${NBSP}1.328,15`,
  },
  fr: {
    path: '/fr/property/4512308/',
    title: 'Combien paierez-vous par mois ?',
    ownFunds: 'Apport personnel (€)',
    rate: 'Taux d’intérêt annuel (%)',
    years: 'Durée (années)',
    typed: ['60 000', '2,5', '25'],
    total: `339\u202f480${NBSP}€`,
    loan: `279\u202f480${NBSP}€`,
    monthly: `1\u202f253,79${NBSP}€`,
  },
} as const;

test('a sale listing simulates its monthly payment in Dutch and French; a hidden price has no simulator', async ({ page }) => {
  for (const [lang, x] of Object.entries(CASES)) {
    await page.goto(site(x.path));
    if (lang === 'nl') await declineCookies(page);
    const simulator = page.locator('section[data-facts="mortgage"]');
    await expect(simulator.getByRole('heading', { name: x.title })).toBeVisible();
    await expect(simulator.locator('[data-fact="mortgageTotal"] dd')).toHaveText(x.total);
    const [ownFunds, rate, years] = x.typed;
    // Typed at once: the form's code comes at the first reach for it and keeps what was typed before it came.
    await simulator.getByLabel(x.ownFunds).fill(ownFunds);
    await simulator.getByLabel(x.rate).fill(rate);
    await simulator.getByLabel(x.years).fill(years);
    await expect(simulator.locator('[data-fact="mortgageMonthly"] dd')).toHaveText(x.monthly);
    await expect(simulator.locator('[data-fact="mortgageLoan"] dd')).toHaveText(x.loan);
  }

  await page.goto(site('/nl/property/4512171/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[data-facts="mortgage"]')).toHaveCount(0);
  await expect(page.getByText('Wat betaalt u per maand?')).toHaveCount(0);
  expect(await page.content()).not.toContain('304.000');
});
