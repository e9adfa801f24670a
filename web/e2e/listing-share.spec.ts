import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatPhone, phoneHref, similarListings, type Availability, type Goal } from '@coast/domain';
import { declineCookies } from './support/consent';
import { receivedMails } from './support/mailbox';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * A listing's share block, its agent ("Your broker") with the phone contact bar, and its similar
 * listings, in Chromium against the seeded CMS.
 */
const SALE = { path: '/nl/te-koop/gistel/halfopen-woning/4512308/', id: 4512308 };
const RENT = { path: '/nl/te-huur/gistel/appartement/4512099/', id: 4512099 };
const unique = () => Math.random().toString(36).slice(2, 8);

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shareBlock = (page: Page) => page.getByRole('region', { name: 'Delen' });

test('the share links carry the listing URL: e-mail, WhatsApp and Facebook, encoded, opening safely', async ({ page }) => {
  const url = site(SALE.path);
  await page.goto(url);
  const share = shareBlock(page);
  const mail = share.getByRole('link', { name: 'E-mail' });
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith('mailto:?subject=')).toBe(true);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const params = new URLSearchParams(href.slice('mailto:?'.length));
  expect(params.get('subject')).toBe(`Bekijk dit pand: ${heading}`);
  expect(params.get('body')).toContain(url);
  expect(href).toContain(encodeURIComponent(url));

  const whatsapp = share.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${heading} ${url}`)}`);
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(whatsapp).toHaveAccessibleName('WhatsApp (opent in een nieuw venster)');
  const facebook = share.getByRole('link', { name: /Facebook/ });
  await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  // No share script of a third party on the page.
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(site('/')))).toEqual([]);
});

test('without the Web Share API there is no share button; copy link puts the URL on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site('/').replace(/\/$/, '') });
  await page.goto(site(SALE.path));
  await declineCookies(page);
  const share = shareBlock(page);
  await expect(share.getByRole('button', { name: 'Delen…' })).toHaveCount(0);
  const status = share.getByRole('status');
  await expect(status).toHaveText('');
  await share.getByRole('button', { name: 'Link kopiëren' }).click();
  await expect(status).toHaveText('Link gekopieerd naar het klembord');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site(SALE.path));
});

test("where the browser can share, the share button hands the system's share sheet the title and URL", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void w.shared.push(data), configurable: true });
  });
  await page.goto(site(SALE.path));
  await declineCookies(page);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await shareBlock(page).getByRole('button', { name: 'Delen…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ title: heading, url: site(SALE.path) }]);
});

test("send to a friend from the listing: the form loads when opened and the friend's mail links the listing", async ({ page }) => {
  const friend = `friend.${unique()}@example.be`;
  const formScripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') formScripts.push(r.url());
  });
  await page.goto(site(SALE.path));
  await declineCookies(page);
  const share = shareBlock(page);
  // Closed: no form in the page yet.
  await expect(page.locator('form[data-form="send-to-friend"]')).toHaveCount(0);
  const before = formScripts.length;
  await share.getByText('Doorsturen naar een vriend').click();
  const form = page.locator('form[data-form="send-to-friend"]');
  await expect(form).toBeVisible();
  // Opening fetched the form's code.
  expect(formScripts.length).toBeGreaterThan(before);

  await form.getByRole('textbox', { name: 'Uw naam' }).fill('Bart Claes');
  await form.getByRole('textbox', { name: 'Uw e-mail' }).fill(`bart.${unique()}@example.be`);
  await form.getByRole('textbox', { name: 'Naam van uw vriend(in)' }).fill('Sofie');
  await form.getByRole('textbox', { name: 'E-mail van uw vriend(in)' }).fill(friend);
  await form.getByLabel('Bericht').fill('Kijk eens, dicht bij je werk!');
  await form.getByLabel(/Ik ga akkoord/).check();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(site('/nl/bedankt/send-to-friend/'), { timeout: 60_000 });

  await expect.poll(() => receivedMails().filter((m) => m.to.includes(friend)).length, { timeout: 30_000 }).toBe(1);
  const mail = receivedMails().find((m) => m.to.includes(friend))!;
  expect(mail.subject).toBe('Bart Claes tipt u een pand van Kustvastgoed');
  expect(mail.text).toContain(`/nl/property/${SALE.id}/`);
  expect(mail.text).toContain('Kijk eens, dicht bij je werk!');
});

interface TeamRow {
  documentId: string;
  name: string;
  role: string | null;
  phone: string | null;
  email: string | null;
}

test("the agent: the agency's contact by default, the team member staff set in the admin once set", async ({ page }) => {
  const { siteConfiguration } = await cmsQuery<{ siteConfiguration: { agency: { name: string; phone: string; email: string } } }>(
    'query { siteConfiguration(locale: "nl") { agency { name phone email } } }',
  );
  const agency = siteConfiguration.agency;
  await page.goto(site(RENT.path));
  const card = page.getByRole('region', { name: 'Ons kantoor' });
  await expect(card).toContainText(agency.name);
  await expect(card.getByRole('link', { name: `Telefoon: ${formatPhone(agency.phone)}` })).toHaveAttribute('href', phoneHref(agency.phone));
  await expect(card.getByRole('link', { name: `E-mail: ${agency.email}` })).toHaveAttribute('href', `mailto:${agency.email}`);

  // Staff put a team member in charge (the admin's content manager, as the relation picker saves it).
  const { teamMembers } = await cmsQuery<{ teamMembers: TeamRow[] }>(
    'query { teamMembers(locale: "fr", sort: ["sort:desc"]) { documentId name role phone email } }',
  );
  const member = teamMembers.find((m) => m.phone && m.email && m.role)!;
  const { properties } = await cmsQuery<{ properties: { documentId: string }[] }>(
    `query { properties(filters: { externalId: { eq: ${RENT.id} } }) { documentId } }`,
  );
  const admin = await adminApi();
  await admin.call('PUT', `/content-manager/collection-types/api::property.property/${properties[0]!.documentId}`, {
    manager: { connect: [{ documentId: member.documentId, locale: 'nl' }] },
  });
  try {
    // The page in French: the person's role in French (live once the CMS's webhook expired the cached
    // page: within 20 s like every publish test, a busy machine's time, not a speed figure).
    const frPath = RENT.path.replace('/nl/te-huur/', '/fr/a-louer/');
    await expect
      .poll(
        async () => {
          await page.goto(site(frPath));
          return page.getByRole('region', { name: 'Votre agent' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const agent = page.getByRole('region', { name: 'Votre agent' });
    await expect(agent).toContainText(member.name);
    await expect(agent).toContainText(member.role!);
    await expect(agent.locator('a[href^="tel:"]')).toContainText(formatPhone(member.phone!));
    await expect(agent.locator('a[href^="tel:"]')).toHaveAttribute('href', phoneHref(member.phone!));
    await expect(agent.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${member.email}`);
    // The public API gives the link (the person's private fields are not: cms/test/suites/listing-agent.ts).
    const link = await cmsQuery<{ properties: { manager: { documentId: string } | null }[] }>(
      `query { properties(filters: { externalId: { eq: ${RENT.id} } }) { manager { documentId } } }`,
    );
    expect(link.properties[0]!.manager?.documentId).toBe(member.documentId);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await admin.call('PUT', `/content-manager/collection-types/api::property.property/${properties[0]!.documentId}`, {
      manager: { disconnect: [{ documentId: member.documentId, locale: 'nl' }] },
    });
  }
});

test('on a phone (390 px) a contact bar stays at the bottom without covering the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site(SALE.path));
  await declineCookies(page);
  const bar = page.getByRole('region', { name: 'Contact over dit pand' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', /^tel:/);
  await expect(bar.getByRole('link', { name: 'Mailen' })).toHaveAttribute('href', /^mailto:/);
  await expect(bar.getByRole('link', { name: 'Info vragen' })).toHaveAttribute('href', `/nl/contact/?property=${SALE.id}`);
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  for (const link of await bar.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  // At the very bottom of the page the footer's last line ends above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeInViewport();
  const footerEnd = await page
    .locator('footer')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  // Still there after scrolling, and the page passes axe at this width.
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

interface CandidateRow {
  externalId: number;
  goal: Goal;
  webId: number;
  availability: Availability;
  zip: string | null;
  cityName: string | null;
  price: number | null;
}

async function expectSimilar(page: Page, listing: { path: string; id: number }, goal: Goal, listPath: string) {
  const all = await cmsQuery<{ properties: CandidateRow[] }>(
    `query { properties(filters: { isInFeed: { eq: true } }, pagination: { limit: 200 }) { externalId goal webId availability zip cityName price } }`,
  );
  const self = all.properties.find((p) => p.externalId === listing.id)!;
  expect(self.goal).toBe(goal);
  const expected = similarListings(self, all.properties).map((p) => String(p.externalId));
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(site(listing.path));
  const section = page.getByRole('region', { name: 'Vergelijkbare panden' });
  const cards = section.locator('[data-listing-id]');
  await expect(cards).toHaveCount(expected.length);
  const shown = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-listing-id') ?? ''));
  expect(shown).toEqual(expected);
  expect(shown).not.toContain(String(listing.id));
  for (const id of shown) {
    const row = all.properties.find((p) => String(p.externalId) === id)!;
    expect(row.goal).toBe(goal);
    expect(row.webId).toBe(self.webId);
    await expect(section.locator(`[data-listing-id="${id}"] a`).first()).toHaveAttribute('href', new RegExp(`^${listPath}.*/${id}/$`));
  }
}

test('similar listings: up to four of the same goal and type, by town then price, never the listing itself', async ({ page }) => {
  await expectSimilar(page, SALE, 'sale', '/nl/te-koop/');
  await expectSimilar(page, RENT, 'rent', '/nl/te-huur/');
  await declineCookies(page);
  expect(await axeViolations(page)).toEqual([]);
});
