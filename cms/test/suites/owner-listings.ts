/**
 * The owner portal's listing reads: views counted by the beacon, and every read refused unless the
 * listing is the logged-in owner's (another owner, anonymous, a tampered or idle session), with nothing
 * of the other owner's listing in the answer. The counts are not readable through the public API.
 */
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { cms, compiled, database, rows } from '../helpers/context';
import { freshAddress } from '../helpers/forms';
import { graphql, parsedJson, rest } from '../helpers/http';

const PASSWORD = 'vier seizoenen aan zee';

/** A listing of the seed, as these tests read it. */
interface ListingRow {
  id: number;
  documentId: string;
  externalId: number;
  title: string | null;
}
/** What the portal's listing reads answer. */
interface OwnerRead {
  listing: { title: string; views: { today: number; total: number; last30: { views: number }[] } };
  listings: { externalId: number; title: string }[];
}
interface Owner {
  session: string;
  listing: ListingRow;
}
const owners: { a?: Owner; b?: Owner } = {};
const properties = () => rows<ListingRow>('api::property.property');
/** A portal answer read as JSON. */
const read = (r: { text: string }) => parsedJson<OwnerRead>(r.text);

async function call(pathname: string, { method = 'GET', session }: { method?: string; session?: string } = {}) {
  const response = await fetch(`${cms().url}/api${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session !== undefined ? { 'x-owner-session': session } : {}),
      authorization: `Bearer ${cms().siteReadToken}`,
      'x-coast-client-ip': freshAddress(),
    },
  });
  return { status: response.status, text: await response.text() };
}

async function ownerWithListing(name: string, listing: ListingRow): Promise<Owner> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.be`;
  const user: { id: number } = await cms()
    .strapi.plugin('users-permissions')
    .service('user')
    .add({ username: name, email, password: PASSWORD, provider: 'local', confirmed: true });
  await properties().update({ where: { id: listing.id }, data: { owner: user.id } });
  const response = await fetch(`${cms().url}/api/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { session: ((await response.json()) as { session: string }).session, listing };
}

describe(`owner portal listings on ${database}`, () => {
  before(async () => {
    const [a, b] = await properties().findMany({ select: ['id', 'externalId', 'title'], orderBy: { externalId: 'asc' }, limit: 2 });
    owners.a = await ownerWithListing('owner-a', a);
    owners.b = await ownerWithListing('owner-b', b);
  });

  test('N beacon views show as N more views today and 30 points', async () => {
    const { session, listing } = owners.a!;
    const before = read(await call(`/owner/listings/${listing.externalId}`, { session })).listing.views;
    for (let i = 0; i < 3; i += 1) assert.equal((await call(`/views/${listing.externalId}`, { method: 'POST' })).status, 204);
    const after = read(await call(`/owner/listings/${listing.externalId}`, { session })).listing.views;
    assert.equal(after.today, before.today + 3);
    assert.equal(after.total, before.total + 3);
    assert.equal(after.last30.length, 30);
    assert.equal(after.last30.at(-1)?.views, after.today);
    assert.equal((await call('/views/999999999', { method: 'POST' })).status, 404);
  });

  test("owner A, an anonymous visitor and a tampered session are refused B's listing, with none of its data", async () => {
    const b = owners.b!.listing;
    const attempts = {
      'owner A': await call(`/owner/listings/${b.externalId}`, { session: owners.a!.session }),
      anonymous: await call(`/owner/listings/${b.externalId}`),
      tampered: await call(`/owner/listings/${b.externalId}`, { session: `${owners.b!.session.slice(0, -3)}abc` }),
      'anonymous list': await call('/owner/listings'),
    };
    for (const [who, r] of Object.entries(attempts)) {
      assert.ok([401, 404].includes(r.status), `${who}: ${r.status}`);
      assert.ok(!r.text.includes(String(b.externalId)) && !(b.title && r.text.includes(b.title)), `${who} saw B's listing: ${r.text}`);
    }
    const mine = read(await call('/owner/listings', { session: owners.a!.session })).listings;
    assert.deepEqual(
      mine.map((l) => l.externalId),
      [owners.a!.listing.externalId],
    );
  });

  test('views count people: once per visitor and 30 minutes, at most 3 visitors per address and listing, only through the site', async () => {
    const { session, listing } = owners.a!;
    const today = async () => read(await call(`/owner/listings/${listing.externalId}`, { session })).listing.views.today;
    const beacon = (address: string, agent: string, headers: Record<string, string> = {}) =>
      fetch(`${cms().url}/api/views/${listing.externalId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': address, 'x-coast-client-agent': agent, ...headers },
      }).then((r) => r.status);
    const start = await today();
    const home = freshAddress();
    // One visitor reloading ten times, with the same or another Origin: one view.
    for (let i = 0; i < 10; i += 1) assert.equal(await beacon(home, 'Firefox 140', i % 2 ? { origin: 'https://evil.example' } : {}), 204);
    assert.equal(await today(), start + 1);
    // Agents rotated from one address: at most 3 visitors there.
    for (let i = 0; i < 10; i += 1) assert.equal(await beacon(home, `Agent ${i}`), 204);
    assert.equal(await today(), start + 3);
    // Two more people elsewhere: two more views.
    assert.equal(await beacon(freshAddress(), 'Firefox 140'), 204);
    assert.equal(await beacon(freshAddress(), 'Firefox 140'), 204);
    assert.equal(await today(), start + 5);
    // From outside the site (no token): refused, whatever address or agent it states.
    for (const headers of [
      {} as Record<string, string>,
      { 'x-coast-client-ip': freshAddress() },
      { 'x-forwarded-for': freshAddress(), 'user-agent': 'Other' },
      { authorization: 'Bearer wrong' },
    ]) {
      const r = await fetch(`${cms().url}/api/views/${listing.externalId}`, { method: 'POST', headers });
      assert.equal(r.status, 403);
    }
    assert.equal(await today(), start + 5);

    // The clock of the rule (the compiled CMS's own): a visitor counts again after 30 minutes; one address counts at most 60 views in all.
    const { isNewView, VIEW_WINDOW_MS, PER_ADDRESS } = compiled('src/views/visitor-rule');
    const now = Date.now() + 365 * 24 * 3_600_000;
    assert.equal(isNewView(1, '192.0.2.1', 'A', 'k', now), true);
    assert.equal(isNewView(1, '192.0.2.1', 'A', 'k', now + VIEW_WINDOW_MS - 1), false);
    assert.equal(isNewView(1, '192.0.2.1', 'A', 'k', now + VIEW_WINDOW_MS), true);
    const crawl = Array.from({ length: PER_ADDRESS + 5 }, (_, i) => isNewView(100 + i, '192.0.2.2', 'Crawler', 'k', now)).filter(Boolean).length;
    assert.equal(crawl, PER_ADDRESS);
    // An IPv6 host takes any address of its /64 at will: its /64 is one place, whichever spelling.
    const { addressGroup, PER_ADDRESS_PER_LISTING } = compiled('src/views/visitor-rule');
    assert.equal(addressGroup('2001:db8:0:1::7'), '2001:db8:0:1::/64');
    assert.equal(addressGroup('2001:0DB8:0000:0001:ffff:1:2:3'), '2001:db8:0:1::/64');
    assert.equal(addressGroup('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressGroup('192.0.2.9'), '192.0.2.9');
    const rotated = Array.from({ length: 20 }, (_, i) => isNewView(7, `2001:db8:0:5::${i + 1}`, `Agent ${i}`, 'k', now)).filter(Boolean).length;
    assert.equal(rotated, PER_ADDRESS_PER_LISTING);
  });

  test("the owner's own visits do not count; another owner's or a tampered session's do", async () => {
    const { session, listing } = owners.a!;
    const today = async () => read(await call(`/owner/listings/${listing.externalId}`, { session })).listing.views.today;
    const beacon = (headers: Record<string, string>) =>
      fetch(`${cms().url}/api/views/${listing.externalId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress(), 'x-coast-client-agent': 'Safari 19', ...headers },
      }).then((r) => r.status);
    const start = await today();
    // The owner, from three places (home, phone, office), reloading: no view.
    for (let i = 0; i < 3; i += 1) assert.equal(await beacon({ 'x-owner-session': session }), 204);
    assert.equal(await today(), start);
    // Owner B looking at A's listing, or a tampered session: people like any other.
    assert.equal(await beacon({ 'x-owner-session': owners.b!.session }), 204);
    assert.equal(await beacon({ 'x-owner-session': `${session.slice(0, -3)}abc` }), 204);
    assert.equal(await today(), start + 2);
  });

  test("a listing's title in the owner's language when the CRM gave one, else the Dutch one", async () => {
    const { session, listing } = owners.a!;
    const row = (await properties().findOne({ where: { id: listing.id }, select: ['documentId', 'title'] }))!;
    await cms()
      .strapi.documents('api::property.property')
      .update({ documentId: row.documentId, data: { texts: [{ language: 'fr', title: 'Villa au bord de la mer' }] } });
    const titles = async (locale: string) => {
      const list = read(await call(`/owner/listings?locale=${locale}`, { session })).listings;
      const one = read(await call(`/owner/listings/${listing.externalId}?locale=${locale}`, { session })).listing;
      return [list[0].title, one.title];
    };
    assert.deepEqual(await titles('fr'), ['Villa au bord de la mer', 'Villa au bord de la mer']);
    assert.deepEqual(await titles('de'), [row.title, row.title]);
    assert.deepEqual(await titles('nl'), [row.title, row.title]);
  });

  test('views, sessions and owners are not readable through the public API', async () => {
    for (const path of ['/api/listing-views', '/api/owner-sessions']) assert.equal((await rest(cms().url, path)).status, 404, path);
    for (const query of [
      '{ listingViews { count } }',
      '{ ownerSessions { documentId } }',
      '{ properties { owner { email } } }',
      '{ usersPermissionsUsers { email } }',
    ]) {
      const r = await graphql(cms().url, query);
      assert.ok(r.errors?.length, `${query}: ${JSON.stringify(r)}`);
    }
  });
});
