import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { CMS_NODE } from './support/cms-node';
import { declineCookies } from './support/consent';
import { site } from './support/site';

/**
 * Every portal page and call tried on owner B's listing (the seed's French demo owner) as owner A (the
 * Dutch one), as an anonymous visitor, with B's own session once it expired (aged in the CMS's
 * database as 30 idle minutes would) and with B's cookie tampered with: each is refused, and nothing of
 * B's listing (its reference, its documents) is in the answer. B itself gets them, as a check that the
 * attempts ask for something real.
 */
const PASSWORD = process.env.E2E_DEMO_OWNER_PASSWORD ?? '';
const COOKIE = 'coast_owner_session';

async function sessionOf(email: string): Promise<string> {
  const context = await request.newContext();
  // As the login page posts it: from the site's own origin (the login starts a session for nothing else).
  const answer = await context.post(site('/api/owner/login/'), { data: { email, password: PASSWORD }, headers: { origin: new URL(site()).origin } });
  expect(answer.status(), await answer.text()).toBe(200);
  const secret = (await context.storageState()).cookies.find((c) => c.name === COOKIE)?.value ?? '';
  await context.dispose();
  expect(secret).not.toBe('');
  return secret;
}

/** Where a streamed page sends the browser (Next's redirect inside a Suspense boundary), or ''. */
const redirectIn = (html: string) => /NEXT_REDIRECT;\w+;([^;"\\]+)|http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(html)?.slice(1).find(Boolean) ?? '';

const as = (secret: string | null) => request.newContext(secret === null ? {} : { extraHTTPHeaders: { cookie: `${COOKIE}=${secret}` } });

/**
 * Ages a session past the idle limit in the CMS's database (its row is found by the hash the CMS stores),
 * with the CMS's own SQLite driver on the CMS's Node: the web app has no driver, and runs on another Node.
 */
function expire(secret: string) {
  const hash = crypto.createHash('sha256').update(secret).digest('hex');
  const past = Date.now() - 2 * 3_600_000;
  const script = `
    const [file, hash, past] = process.argv.slice(1);
    const db = new (require('better-sqlite3'))(file);
    const row = db.prepare('SELECT last_seen_at AS seen FROM owner_sessions WHERE token_hash = ?').get(hash);
    if (row) db.prepare('UPDATE owner_sessions SET last_seen_at = ? WHERE token_hash = ?').run(typeof row.seen === 'number' ? Number(past) : new Date(Number(past)).toISOString(), hash);
    db.close();
    process.stdout.write(row ? 'aged' : 'no row');`;
  const cmsDir = path.resolve(__dirname, '../../cms');
  const answer = execFileSync(CMS_NODE, ['-e', script, process.env.E2E_CMS_DATABASE ?? '', hash, String(past)], { cwd: cmsDir, encoding: 'utf8' });
  expect(answer, 'the session row').toBe('aged');
}

test("owner A, anonymous, an expired and a tampered session get nothing of owner B's listing", async ({ page: browserPage }) => {
  const a = await sessionOf('eigenaar@kustvastgoed.local');
  const b = await sessionOf('proprietaire@kustvastgoed.local');

  // What B sees: its listing, its page and a document (the control).
  const owner = await as(b);
  const overview = await (await owner.get(site('/portal/fr/'))).text();
  const listing = /data-listing-id="(\d+)"/.exec(overview)?.[1] ?? '';
  expect(listing).not.toBe('');
  const page = await owner.get(site(`/portal/fr/${listing}/`));
  // React separates text parts with empty comments in the HTML.
  const html = (await page.text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`(Référence ${listing})`);
  const documents = [...html.matchAll(new RegExp(`/api/owner/documents/${listing}/([a-z0-9]+)/`, 'g'))].map((m) => m[1] ?? '');
  expect(documents.length).toBeGreaterThan(0);
  const file = await owner.get(site(`/api/owner/documents/${listing}/${documents[0]}/`));
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await owner.dispose();

  // A's own listing, to ask for B's document through it.
  const mine = await as(a);
  const ownListing = /data-listing-id="(\d+)"/.exec(await (await mine.get(site('/portal/nl/'))).text())?.[1] ?? '';
  expect(ownListing).not.toBe(listing);
  await mine.dispose();

  const expired = await sessionOf('proprietaire@kustvastgoed.local');
  expire(expired);
  const tampered = `${b.slice(0, -4)}${b.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  const attempts: Record<string, string | null> = { 'owner A': a, anonymous: null, 'expired session': expired, 'tampered cookie': tampered };

  /**
   * What of B's listing an answer holds (nothing, it must be): its page's markers in the HTML and in
   * React's payload, its reference as the heading shows it, its documents. (The reference alone is in
   * any answer to a URL that names it.)
   */
  const leaks = (raw: string) => {
    const text = raw.replaceAll('<!-- -->', '');
    return [
      ...[
        `data-listing-id="${listing}"`,
        `"data-listing-id\\":${listing}`,
        `Référence ${listing})`,
        `Referentie ${listing})`,
        `Reference ${listing})`,
        `Referenz ${listing})`,
        `/api/owner/documents/${listing}/`,
        ...documents,
      ].filter((needle) => text.includes(needle)),
      ...(text.startsWith('%PDF') ? ['a PDF'] : []),
    ];
  };
  // The check finds what is there: B's own page holds all of it.
  expect(leaks(html).length).toBeGreaterThan(3);

  for (const [who, secret] of Object.entries(attempts)) {
    const context: APIRequestContext = await as(secret);
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      for (const pathname of [`/portal/${lang}/${listing}/`, `/portal/${lang}/`]) {
        const answer = await context.get(site(pathname));
        const text = await answer.text();
        expect(leaks(text), `${who} ${pathname}`).toEqual([]);
        expect(answer.headers()['cache-control'] ?? '', `${who} ${pathname}`).toMatch(/no-store|private/);
        // Without a valid session: sent to the login page (by HTTP, or in the streamed page; the browser check below follows it).
        if (who !== 'owner A') expect(`${answer.url()} ${redirectIn(text)}`, `${who} ${pathname}`).toMatch(/\/(login|connexion|anmelden)\/(\?\S*)?( |$)/);
        else if (pathname.endsWith(`${listing}/`)) expect(text, `${who} ${pathname}`).toMatch(/niet gekoppeld|pas lié|not linked|nicht mit Ihrem Konto/);
      }
    }
    for (const pathname of documents.flatMap((d) => [`/api/owner/documents/${listing}/${d}/`, `/api/owner/documents/${ownListing}/${d}/`])) {
      const answer = await context.get(site(pathname));
      expect(answer.status(), `${who} ${pathname}`).toBe(404);
      expect(leaks((await answer.body()).toString('latin1')), `${who} ${pathname}`).toEqual([]);
    }
    await context.dispose();
  }

  // In a browser: without a valid session, B's listing page ends on the login page.
  await browserPage.goto(site('/nl/login/'));
  await declineCookies(browserPage);
  for (const [who, secret] of Object.entries(attempts)) {
    if (who === 'owner A') continue;
    await browserPage.context().clearCookies({ name: COOKIE });
    if (secret !== null) await browserPage.context().addCookies([{ name: COOKIE, value: secret, url: site('/') }]);
    await browserPage.goto(site(`/portal/nl/${listing}/`));
    // The login page, which comes back to this page after a login, and says so when a session ended.
    await expect(browserPage, who).toHaveURL(new RegExp(`/nl/login/\\?next=%2Fportal%2Fnl%2F${listing}%2F${secret === null ? '$' : '&expired=1$'}`));
    await expect(browserPage.locator(`[data-listing-id="${listing}"]`)).toHaveCount(0);
    await expect(browserPage.getByRole('status').filter({ hasText: 'Uw sessie is afgelopen' }), who).toHaveCount(secret === null ? 0 : 1);
  }

  // Logged in from there, the visitor is on the page they asked for, not the overview.
  await browserPage.context().clearCookies({ name: COOKIE });
  await browserPage.goto(site(`/portal/fr/${listing}/`));
  await expect(browserPage).toHaveURL(new RegExp(`/fr/connexion/\\?next=%2Fportal%2Ffr%2F${listing}%2F$`));
  await browserPage.getByLabel('Adresse e-mail').fill('proprietaire@kustvastgoed.local');
  await browserPage.getByLabel('Mot de passe').fill(PASSWORD);
  await browserPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(browserPage).toHaveURL(site(`/portal/fr/${listing}/`));
  await expect(browserPage.locator(`main[data-listing-id="${listing}"]`)).toHaveCount(1);
});
