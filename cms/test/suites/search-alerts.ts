/**
 * Registered searches end to end: the form posted as the site forwards it, the double
 * opt-in's mail read from a real SMTP server (the forms' mailbox) and its link used, a feed import
 * (the snapshot with one new matching listing, one that does not match and a price drop) and the one
 * alert it must bring, with RFC 8058's headers; nothing to an unconfirmed registration; the one-click
 * unsubscribe by POST, after which an import mails nothing; the manage link changing the frequency; a
 * changed or expired link refused; the 7-day purge of unconfirmed registrations.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rest } from '../helpers/http';
import { cms, compiled, database, rows, snapshotItems, unitItems, importFeed, feedOf, type FeedItem } from '../helpers/context';
import { freshAddress, solvedCaptcha, waitFor, type OutboxRow } from '../helpers/forms';
import { formsMailbox, type ReceivedMail } from '../helpers/smtp';
import { FORM_MESSAGES } from '@coast/domain';

/** A registered search as stored. */
interface RegistrationRow {
  id: number;
  state: string;
  frequency: string;
  language: string;
  garden: boolean | null;
  facades: number | null;
  minPlot: number | null;
  terrace: boolean | null;
  furnished: boolean | null;
  newBuild: boolean | null;
  submission?: { id: number } | null;
}
/** One stored criterion of a search (a type and a zone). */
interface CriterionRow {
  goal: string;
  webId: number;
  zone: string;
  maxPrice: number | string | null;
  minBedrooms: number | null;
  garden: boolean | null;
  facades: number | null;
  minPlot: number | null;
}
/** What the search-alert routes answer, as these tests read it (null when no JSON: they check the status first). */
interface AlertAnswer {
  lang: string;
  reason: string;
  registration: Record<string, unknown> & { frequency: string; zones: string[]; email?: string };
  towns: { name: string; zip: string }[];
  errors: Record<string, string>;
}
/** The form's messages, each locale's by key. */
const MESSAGES: Record<string, Record<string, string>> = FORM_MESSAGES;

const mailbox = formsMailbox();
// Photos in the alerts come from the media library as mail readers reach it.
process.env.MAIL_MEDIA_URL = 'https://cms.kustvastgoed.test';

const registrations = () => rows<RegistrationRow>('api::search-registration.search-registration');
const criteria = () => rows<CriterionRow>('api::search-criterion.search-criterion');
const alertRows = () => rows<{ listingId: number; reason: string }>('api::search-alert.search-alert');
const outbox = () => rows<OutboxRow>('api::outbox-mail.outbox-mail');
const unique = () => Math.random().toString(36).slice(2, 8);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A listing of the snapshot for sale with its price shown: the searches below look for its kind and town. */
const template = snapshotItems.find((i) => i.Goal === 0 && i.PublishPrice === 1 && i.Status === 1 && i.Price > 100000 && (i.NumberOfBedRooms ?? 0) >= 2)!;

async function register(overrides: Record<string, unknown> = {}, locale = 'nl') {
  const data = {
    title: 'ms',
    firstName: 'Lien',
    lastName: `Claeys-${unique()}`,
    email: `lien.${unique()}@example.be`,
    phone: '0478 12 34 56',
    goal: 'buy',
    propertyTypes: [String(template.WebID)],
    zones: [template.City],
    maxPrice: String(template.Price + 50_000),
    minBedrooms: '2',
    frequency: 'instant',
    consent: true,
    ...overrides,
  };
  const response = await fetch(`${cms().url}/api/forms/demand-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ locale, altcha: await solvedCaptcha(), data }),
  });
  return { status: response.status, json: (await response.json()) as { errors: Record<string, string> }, data };
}

/** The query of a link found in a mail's text, by its path. */
function linkIn(text: string, pathname: string) {
  const found = text.match(new RegExp(`https?://\\S+${pathname.replace(/[/]/g, '\\/')}\\?\\S+`));
  assert.ok(found, `a ${pathname} link in the mail`);
  return new URL(found[0]);
}
const partsOf = (url: URL) => ({ id: url.searchParams.get('id'), exp: url.searchParams.get('exp'), token: url.searchParams.get('token') });
const call = (action: string, body: unknown) => rest<AlertAnswer>(cms().url, `/api/search-alerts/${action}`, { method: 'POST', body });

/** A copy of a snapshot record as another listing (own id and pictures). */
const copyOf = (record: FeedItem, id: number, changes: Record<string, unknown> = {}): FeedItem => ({
  ...record,
  ID: id,
  LargePictureItems: (record.LargePictureItems ?? []).slice(0, 1).map((p, i) => ({ ...p, ID: id * 10 + i })),
  ...changes,
});

describe(`search registrations and alerts on ${database}`, () => {
  const newMatch = copyOf(template, 9_130_001, { CreatedDate: '2026-11-20T10:00:00' });
  const elsewhere = copyOf(template, 9_130_002, { Zip: '8400', City: 'Oostende' });
  const later = copyOf(template, 9_130_003);
  let confirmed: { data: { email: string }; link: URL; mail?: ReceivedMail };
  let unconfirmed: { data: { email: string } };

  before(async () => {
    assert.ok(template, 'a listing for sale with its price in the snapshot');
    await mailbox.start();
  });
  after(async () => {
    // The site's listings as they were (the copies leave the feed, the price is back).
    await importFeed(feedOf(snapshotItems), { force: true });
    await mailbox.stop();
  });

  test('a registration is stored unconfirmed and mails only its confirmation link, with the unsubscribe headers', async () => {
    const a = await register({ language: 'fr' });
    assert.equal(a.status, 201, JSON.stringify(a.json));
    const b = await register();
    assert.equal(b.status, 201);
    await waitFor('both confirmation mails', () => mailbox.to(a.data.email).length === 1 && mailbox.to(b.data.email).length === 1);
    const mail = mailbox.to(a.data.email)[0];
    assert.match(mail.subject, /Confirmez votre recherche/, 'in the language chosen on the form');
    assert.match(mail.text, /Middelkerke|8430/);
    assert.match(mail.rawHeaders['list-unsubscribe'] ?? '', /^<https:\/\/www\.kustvastgoed\.test\/api\/search-alerts\/unsubscribe\/\?lang=fr&/);
    assert.equal(mail.rawHeaders['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    const stored = (await registrations().findOne({ where: { email: a.data.email } }))!;
    assert.equal(stored.state, 'unconfirmed');
    assert.equal(stored.frequency, 'instant');
    assert.equal(stored.language, 'fr');
    // Criteria are rows of their own: one per type and zone, the town in search form.
    const rows = await criteria().findMany({ where: { registrationId: stored.id } });
    assert.deepEqual(
      rows.map((r) => [r.goal, r.webId, r.zone, Number(r.maxPrice), r.minBedrooms]),
      [['sale', template.WebID, 'middelkerke', template.Price + 50_000, 2]],
    );
    // The outbox row holds none of the links' tokens (sealed until sent, then gone); the mail has them all.
    const tokens = ['/api/search-alerts/confirm/', '/api/search-alerts/unsubscribe/', `/search-alerts/fr/`].map((p) =>
      linkIn(mail.text, p).searchParams.get('token'),
    );
    const row = (await outbox().findOne({ where: { toAddress: a.data.email, kind: 'search-confirmation' } }))!;
    assert.equal(row.sealedSecrets, null);
    for (const token of tokens) assert.ok(token && !JSON.stringify([row.body, row.html, row.headers]).includes(token), 'no token in the outbox row');
    confirmed = { data: a.data, link: linkIn(mail.text, '/api/search-alerts/confirm/') };
    unconfirmed = { data: b.data };
  });

  test('the form is checked like the browser: at least one type and one zone, a frequency', async () => {
    const r = await register({ propertyTypes: [], zones: [], frequency: 'hourly' });
    assert.equal(r.status, 400);
    assert.equal(r.json.errors.propertyTypes, 'atLeastOneType');
    assert.equal(r.json.errors.zones, 'atLeastOneZone');
    assert.equal(r.json.errors.frequency, 'invalidOption');
  });

  test('a registration is bounded and plain text: oversize or marked-up ones are refused with a key the site words in four languages, nothing stored', async () => {
    const zones = (n: number) => Array.from({ length: n }, (_, i) => `Zone ${i}`);
    const allTypes = Array.from({ length: 9 }, (_, i) => String(i + 1));
    const refused: [overrides: Record<string, unknown>, field: string, key: string][] = [
      // The probe's 25 KB registration: 3,500 zones (within the 32 KB body) and all 9 types.
      [{ zones: Array.from({ length: 3500 }, (_, i) => String(1000 + i)), propertyTypes: allTypes }, 'zones', 'tooManyZones'],
      [{ zones: zones(21) }, 'zones', 'tooManyZones'],
      [{ propertyTypes: Array.from({ length: 3500 }, () => String(template.WebID)) }, 'propertyTypes', 'invalidOption'],
      [{ zones: ['<img src=x onerror=alert(1)>'] }, 'zones', 'noMarkup'],
      [{ zones: [template.City, '</b>Brugge'] }, 'zones', 'noMarkup'],
      [{ zones: ['Knokke\nHeist'] }, 'zones', 'lineBreak'],
      [{ zones: ['x'.repeat(101)] }, 'zones', 'tooLong'],
      [{ lastName: '<script>alert(1)</script>' }, 'lastName', 'noMarkup'],
      [{ maxPrice: '100000001' }, 'maxPrice', 'max'],
      [{ minPrice: '1e999' }, 'minPrice', 'number'],
      [{ minBedrooms: '21' }, 'minBedrooms', 'max'],
    ];
    for (const [overrides, field, key] of refused) {
      const r = await register(overrides);
      assert.equal(r.status, 400, `${JSON.stringify(overrides).slice(0, 80)}: ${JSON.stringify(r.json)}`);
      assert.equal(r.json.errors[field], key, JSON.stringify(r.json.errors));
      assert.equal(await registrations().count({ where: { email: r.data.email } }), 0, 'nothing stored');
      for (const locale of ['nl', 'fr', 'en', 'de']) assert.ok(MESSAGES[locale][key], `${key} worded in ${locale}`);
    }
    assert.match(FORM_MESSAGES.fr.tooManyZones, /20/);
    // The largest registration allowed is 9 types x 20 zones = 180 criterion rows.
    const largest = await register({ propertyTypes: allTypes, zones: zones(20) });
    assert.equal(largest.status, 201, JSON.stringify(largest.json));
    const stored = await registrations().findOne({ where: { email: largest.data.email } });
    assert.equal(await criteria().count({ where: { registrationId: stored!.id } }), 180);
  });

  test('a changed confirmation link is refused; the true one confirms, once, and the agency hears of it', async () => {
    const parts = partsOf(confirmed.link);
    assert.equal((await call('confirm', { ...parts, token: `${parts.token!.slice(0, -2)}xx` })).status, 403);
    assert.equal((await call('confirm', { ...parts, exp: String(Number(parts.exp) + 1000) })).status, 403, 'a longer life is a changed link');
    assert.equal((await registrations().findOne({ where: { email: confirmed.data.email } }))?.state, 'unconfirmed');
    const ok = await call('confirm', parts);
    assert.equal(ok.status, 200);
    assert.equal(ok.json.lang, 'fr');
    assert.equal((await registrations().findOne({ where: { email: confirmed.data.email } }))?.state, 'confirmed');
    assert.equal((await call('confirm', parts)).status, 200, 'a second click still says yes');
    await waitFor('the agency notification', () => mailbox.messages.some((m) => m.replyTo[0]?.address === confirmed.data.email));
  });

  test('an import with a new matching listing, one elsewhere and a price drop brings exactly one alert, with the headers; nothing to the unconfirmed', async () => {
    const dropped = { ...template, Price: template.Price - 40_000 };
    const items = snapshotItems.map((i) => (i.ID === template.ID ? dropped : i));
    const report = await importFeed(feedOf([...items, newMatch, elsewhere]), { force: true });
    assert.equal(report.failed.length, 0, JSON.stringify(report.failed));
    await waitFor('the alert', () => mailbox.to(confirmed.data.email).length === 2);
    await pause(800);
    assert.equal(mailbox.to(confirmed.data.email).length, 2, 'one alert, no more');
    assert.equal(mailbox.to(unconfirmed.data.email).length, 1, 'the unconfirmed registration got its confirmation only');
    const alert = mailbox.to(confirmed.data.email)[1];
    assert.match(alert.subject, /^2 biens pour votre recherche/);
    assert.ok(alert.text.includes(`/fr/property/${newMatch.ID}/`), 'the new listing');
    assert.ok(alert.text.includes(`/fr/property/${template.ID}/`), 'the price drop');
    assert.ok(!alert.text.includes(`/property/${elsewhere.ID}/`), 'not the listing in another town');
    assert.match(alert.text, /Nouveautés[\s\S]*Baisse de prix/);
    // The old price struck through beside the new one; a photo from the media library; the links.
    assert.match(alert.html, /<s>[^<]*440[^<]*<\/s> <strong>[^<]*400[^<]*<\/strong>/);
    assert.match(alert.html, /<img src="https:\/\/cms\.kustvastgoed\.test\/uploads\//);
    assert.match(
      alert.rawHeaders['list-unsubscribe'] ?? '',
      /^<https:\/\/www\.kustvastgoed\.test\/api\/search-alerts\/unsubscribe\/\?lang=fr&id=\w+&exp=0&token=[\w-]+>$/,
    );
    assert.equal(alert.rawHeaders['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    assert.ok(alert.text.includes('/search-alerts/fr/?'), 'a visible manage link');
    assert.ok(alert.text.includes('/api/search-alerts/unsubscribe/?'), 'a visible unsubscribe link');
    confirmed.mail = alert;

    // The same feed again: nothing new, nothing mailed; the same listing is never announced twice for the same reason.
    await importFeed(feedOf([...items, newMatch, elsewhere]), { force: true });
    const registration = await registrations().findOne({ where: { email: confirmed.data.email } });
    await compiled('src/search-alerts/match').queueAlerts(cms().strapi, [{ externalId: newMatch.ID, kind: 'created', oldPrice: null }]);
    assert.equal(await alertRows().count({ where: { registrationId: registration!.id } }), 2);
    await pause(800);
    assert.equal(mailbox.to(confirmed.data.email).length, 2);
  });

  test('the manage link reads the search and changes its frequency; a changed link is refused, an expired one told so', async () => {
    const manage = partsOf(linkIn(confirmed.mail!.text, '/search-alerts/fr/'));
    const read = await call('manage', manage);
    assert.equal(read.status, 200);
    assert.equal(read.json.registration.frequency, 'instant');
    assert.deepEqual(read.json.registration.zones, [template.City]);
    assert.equal(read.json.registration.email, undefined, 'the person is not in the answer');
    assert.ok(
      read.json.towns.some((t) => t.name === template.City && t.zip === template.Zip),
      'the towns to choose from',
    );
    const saved = await call('manage/save', { ...manage, data: { ...read.json.registration, frequency: 'weekly' } });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    assert.equal((await call('manage', manage)).json.registration.frequency, 'weekly');
    const bad = await call('manage/save', { ...manage, data: { ...read.json.registration, minPrice: '900000', maxPrice: '100000' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors.maxPrice, 'budgetRange');
    assert.equal((await call('manage', { ...manage, token: manage.token!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).status, 403);
    const { signSearchLink } = compiled('src/search-alerts/links');
    const old = signSearchLink('manage', manage.id!, process.env.FORM_LINK_SECRET!, Date.now() - 1000);
    const expired = await call('manage', { id: old.id, exp: String(old.expires), token: old.token });
    assert.equal(expired.status, 410);
    assert.equal(expired.json.reason, 'expired');
    assert.equal(expired.json.lang, 'fr', 'so the site answers in the visitor language');
  });

  test('weekly: an import queues without mailing; the job sends one digest, and no second one in the same week', async () => {
    const report = await importFeed(feedOf([...snapshotItems, newMatch, elsewhere, later]), { force: true });
    assert.equal(report.alerts.queued >= 1, true);
    await pause(800);
    assert.equal(mailbox.to(confirmed.data.email).length, 2, 'no mail at once for a weekly search');
    const { sendDueAlerts } = compiled('src/search-alerts/dispatch');
    const registration = await registrations().findOne({ where: { email: confirmed.data.email } });
    // Its last alert was just now: the week has not passed.
    assert.equal(await sendDueAlerts(cms().strapi), 0);
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60_000 + 1000);
    assert.equal(await sendDueAlerts(cms().strapi, { now: nextWeek }), 1);
    assert.equal(await sendDueAlerts(cms().strapi, { now: new Date(nextWeek.getTime() + 60_000) }), 0);
    await waitFor('the weekly digest', () => mailbox.to(confirmed.data.email).length === 3);
    assert.ok(mailbox.to(confirmed.data.email)[2].text.includes(`/fr/property/${later.ID}/`));
    assert.ok(registration);
  });

  test('one-click unsubscribe by POST stops every mail: the next import mails nothing; the manage link is then gone', async () => {
    const header = confirmed.mail!.rawHeaders['list-unsubscribe'].slice(1, -1);
    const one = await call('unsubscribe', { ...partsOf(new URL(header)), 'List-Unsubscribe': 'One-Click' });
    assert.equal(one.status, 200);
    assert.equal((await registrations().findOne({ where: { email: confirmed.data.email } }))?.state, 'unsubscribed');
    const before = mailbox.to(confirmed.data.email).length;
    const another = copyOf(template, 9_130_004);
    await importFeed(feedOf([...snapshotItems, newMatch, elsewhere, later, another]), { force: true });
    await compiled('src/search-alerts/dispatch').sendDueAlerts(cms().strapi, { now: new Date(Date.now() + 30 * 24 * 60 * 60_000) });
    await pause(1000);
    assert.equal(mailbox.to(confirmed.data.email).length, before, 'no mail after unsubscribing');
    const manage = partsOf(linkIn(confirmed.mail!.text, '/search-alerts/fr/'));
    assert.equal((await call('manage', manage)).status, 410);
    assert.equal((await call('unsubscribe', partsOf(new URL(header)))).status, 200, 'a second click still says yes');
  });

  test('unconfirmed registrations are deleted after 7 days with their request and mails; the manage page deletes a confirmed one', async () => {
    const stale = (await registrations().findOne({ where: { email: unconfirmed.data.email }, populate: { submission: true } }))!;
    const { runSearchAlertJob } = compiled('src/search-alerts/schedule');
    await runSearchAlertJob(cms().strapi, new Date(Date.now() + 6 * 24 * 60 * 60_000));
    assert.ok(await registrations().findOne({ where: { id: stale.id } }), 'kept for 7 days');
    await runSearchAlertJob(cms().strapi, new Date(Date.now() + 7 * 24 * 60 * 60_000 + 60_000));
    assert.equal(await registrations().findOne({ where: { id: stale.id } }), null);
    assert.equal(await rows('api::submission.submission').findOne({ where: { id: stale.submission!.id } }), null);
    assert.equal(await outbox().count({ where: { toAddress: unconfirmed.data.email } }), 0);

    const c = await register({ zones: ['8430'] });
    assert.equal(c.status, 201);
    await waitFor('the confirmation', () => mailbox.to(c.data.email).length === 1);
    const manage = partsOf(linkIn(mailbox.to(c.data.email)[0].text, '/search-alerts/nl/'));
    assert.equal((await call('manage/delete', manage)).status, 200);
    assert.equal(await registrations().findOne({ where: { email: c.data.email } }), null);
    assert.equal((await call('manage', manage)).status, 410);
  });

  test("the list's feature filters are stored with a search and its alerts use the list's rule: a garden, 3 façades, a plot of 300 m²", async () => {
    const r = await register({ garden: true, facades: '3', minPlot: '300', furnished: true });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = (await registrations().findOne({ where: { email: r.data.email } }))!;
    assert.deepEqual(
      [stored.garden, stored.facades, stored.minPlot, stored.terrace, stored.furnished],
      [true, 3, 300, null, null],
      'furnished is for a search to rent',
    );
    const rows = await criteria().findMany({ where: { registrationId: stored.id } });
    assert.deepEqual(
      rows.map((row) => [row.garden, row.facades, row.minPlot]),
      [[true, 3, 300]],
    );
    await registrations().update({ where: { id: stored.id }, data: { state: 'confirmed' } });
    const features = { SurfaceGarden: 250, NumberOfFacades: 3, SurfaceGround: 600 };
    const fits = copyOf(template, 9_130_010, features);
    const noGarden = copyOf(template, 9_130_011, { ...features, SurfaceGarden: 0 });
    const detached = copyOf(template, 9_130_012, { ...features, NumberOfFacades: 4 });
    const smallPlot = copyOf(template, 9_130_013, { ...features, SurfaceGround: 200 });
    await importFeed(feedOf([...snapshotItems, fits, noGarden, detached, smallPlot]), { force: true });
    const alertsOf = () => alertRows().findMany({ where: { registrationId: stored.id } });
    await waitFor('the alert', async () => (await alertsOf()).length > 0);
    await pause(500);
    const alerts = await alertsOf();
    assert.deepEqual(
      alerts.map((a) => a.listingId),
      [fits.ID],
    );
  });

  test('a search for new builds is alerted when a project gets a new unit, not for a used home of the same kind', async () => {
    const unit = unitItems.find((i) => i.Status === 1 && i.City === 'Gistel');
    assert.ok(unit, 'a unit on offer in a Gistel project');
    const r = await register({ newBuild: true, propertyTypes: [String(unit.WebID)], zones: [unit.City], maxPrice: String(unit.Price + 50_000) });
    assert.equal(r.status, 201, JSON.stringify(r.json));
    const stored = (await registrations().findOne({ where: { email: r.data.email } }))!;
    assert.equal(stored.newBuild, true);
    await registrations().update({ where: { id: stored.id }, data: { state: 'confirmed' } });
    // The project's new unit (off-plan: "to build") and a used flat like it, same town, type and price.
    const newUnit = copyOf(unit, 9_130_020, { BoxNr: '3.01' });
    const used = copyOf(unit, 9_130_021, { ConditionID: 1, ProjectID: null });
    await importFeed(feedOf([...snapshotItems, newUnit, used]), { force: true });
    const alertsOf = () => alertRows().findMany({ where: { registrationId: stored.id } });
    await waitFor('the alert', async () => (await alertsOf()).length > 0);
    await pause(500);
    assert.deepEqual(
      (await alertsOf()).map((a) => [a.listingId, a.reason]),
      [[newUnit.ID, 'new']],
    );
    // The copies leave the site altogether: a listing out of the feed still counts in the raw list query.
    await importFeed(feedOf(snapshotItems), { force: true });
    for (const id of [newUnit.ID, used.ID]) {
      const copy = await cms()
        .strapi.documents('api::property.property')
        .findFirst({ filters: { externalId: id } });
      await cms().strapi.documents('api::property.property').delete({ documentId: copy!.documentId });
    }
  });

  test('registrations, criteria and alerts are not public', async () => {
    for (const pathname of ['/api/search-registrations', '/api/search-criteria', '/api/search-alerts']) {
      const r = await rest(cms().url, pathname, { token: cms().siteReadToken });
      assert.ok([403, 404, 405].includes(r.status), `${pathname}: ${r.status}`);
    }
  });
});
