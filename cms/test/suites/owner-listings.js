/**
 * The owner portal's listing reads: views counted by the beacon, and every read refused unless the
 * listing is the logged-in owner's (another owner, anonymous, a tampered or idle session), with nothing
 * of the other owner's listing in the answer. The counts are not readable through the public API.
 */
const { test, describe, before } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { cms, database } = require('../helpers/context');
const { freshAddress } = require('../helpers/forms');
const { graphql, rest } = require('../helpers/http');

const PASSWORD = 'vier seizoenen aan zee';
const owners = {};

async function call(pathname, { method = 'GET', session } = {}) {
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

async function ownerWithListing(name, listing) {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.be`;
  const user = await cms()
    .strapi.plugin('users-permissions')
    .service('user')
    .add({ username: name, email, password: PASSWORD, provider: 'local', confirmed: true });
  await cms()
    .strapi.db.query('api::property.property')
    .update({ where: { id: listing.id }, data: { owner: user.id } });
  const response = await fetch(`${cms().url}/api/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': freshAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { session: (await response.json()).session, listing };
}

describe(`owner portal listings on ${database}`, () => {
  before(async () => {
    const [a, b] = await cms()
      .strapi.db.query('api::property.property')
      .findMany({ select: ['id', 'externalId', 'title'], orderBy: { externalId: 'asc' }, limit: 2 });
    owners.a = await ownerWithListing('owner-a', a);
    owners.b = await ownerWithListing('owner-b', b);
  });

  test('N beacon views show as N more views today and 30 points', async () => {
    const { session, listing } = owners.a;
    const before = JSON.parse((await call(`/owner/listings/${listing.externalId}`, { session })).text).listing.views;
    for (let i = 0; i < 3; i += 1) assert.equal((await call(`/views/${listing.externalId}`, { method: 'POST' })).status, 204);
    const after = JSON.parse((await call(`/owner/listings/${listing.externalId}`, { session })).text).listing.views;
    assert.equal(after.today, before.today + 3);
    assert.equal(after.total, before.total + 3);
    assert.equal(after.last30.length, 30);
    assert.equal(after.last30.at(-1).views, after.today);
    assert.equal((await call('/views/999999999', { method: 'POST' })).status, 404);
  });

  test("owner A, an anonymous visitor and a tampered session are refused B's listing, with none of its data", async () => {
    const b = owners.b.listing;
    const attempts = {
      'owner A': await call(`/owner/listings/${b.externalId}`, { session: owners.a.session }),
      anonymous: await call(`/owner/listings/${b.externalId}`),
      tampered: await call(`/owner/listings/${b.externalId}`, { session: `${owners.b.session.slice(0, -3)}abc` }),
      'anonymous list': await call('/owner/listings'),
    };
    for (const [who, r] of Object.entries(attempts)) {
      assert.ok([401, 404].includes(r.status), `${who}: ${r.status}`);
      assert.ok(!r.text.includes(String(b.externalId)) && !(b.title && r.text.includes(b.title)), `${who} saw B's listing: ${r.text}`);
    }
    const mine = JSON.parse((await call('/owner/listings', { session: owners.a.session })).text).listings;
    assert.deepEqual(
      mine.map((l) => l.externalId),
      [owners.a.listing.externalId],
    );
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
