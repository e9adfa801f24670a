/**
 * A listing's agent: staff put a team member in charge of a listing (`manager`); the public
 * API gives that person's work details (name, role, photo, work phone and e-mail) and never the private
 * ones (`privatePhone`, `internalNotes`), and the feed import leaves the link alone.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Modules } from '@strapi/strapi';
import { graphql, rest } from '../helpers/http';
import { cms, database, snapshot, snapshotItems, feedOf, importFeed } from '../helpers/context';

const MEMBER = 'api::team-member.team-member';
const PROPERTY = 'api::property.property';
const LISTING = 4512308;
/** A listing's manager written as the admin writes it (connect, set): Strapi's input types know only the short forms for one related entry. */
const managerWrite = (manager: object) => ({ manager }) as Modules.Documents.Params.Data.Input<typeof PROPERTY>;
/** A team member as the public API gives it. */
type Member = { name: string; phone: string; role: string; documentId: string; email: string };
const PRIVATE = { privatePhone: '0499 11 22 33', internalNotes: 'Met verlof in augustus; spreekt Duits.' };

describe(`a listing's agent on ${database}`, () => {
  let member: { documentId: string };
  let listing: { documentId: string };

  before(async () => {
    const strapi = cms().strapi;
    member = await strapi.documents(MEMBER).create({
      locale: 'nl',
      status: 'published',
      data: {
        key: 'test-agent',
        name: 'Test Makelaar',
        role: 'Makelaar',
        email: 'test.makelaar@kustvastgoed.test',
        phone: '059 12 34 56',
        sort: 99,
        ...PRIVATE,
      },
    });
    await strapi
      .documents(MEMBER)
      .update({ documentId: member.documentId, locale: 'fr', status: 'published', data: { name: 'Test Makelaar', role: 'Agent immobilier' } });
    await strapi.documents(MEMBER).publish({ documentId: member.documentId, locale: 'fr' });
    listing = (await strapi.documents(PROPERTY).findFirst({ filters: { externalId: LISTING } }))!;
    await strapi
      .documents(PROPERTY)
      .update({ documentId: listing.documentId, data: managerWrite({ connect: [{ documentId: member.documentId, locale: 'nl' }] }) });
  });

  after(async () => {
    const strapi = cms().strapi;
    await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: managerWrite({ set: [] }) });
    await strapi.documents(MEMBER).delete({ documentId: member.documentId, locale: '*' });
  });

  test("a team member's private fields are in no public answer: REST, GraphQL, the site's token, through the listing", async () => {
    const { url, siteReadToken } = cms();
    for (const token of [undefined, siteReadToken]) {
      const one = await rest<{ data: Member }>(url, `/api/team-members/${member.documentId}?locale=nl&populate=*`, { token });
      assert.equal(one.status, 200, one.text);
      assert.equal(one.json.data.name, 'Test Makelaar');
      assert.equal(one.json.data.phone, '059 12 34 56');
      for (const field of Object.keys(PRIVATE)) assert.equal(field in one.json.data, false, field);
      for (const value of Object.values(PRIVATE)) assert.equal(one.text.includes(value), false, value);
      const list = await rest(url, '/api/team-members?locale=nl&pagination[pageSize]=100', { token });
      for (const value of Object.values(PRIVATE)) assert.equal(list.text.includes(value), false, value);
      // Nor can a filter guess them.
      const guess = await rest<{ data?: unknown[] } | null>(
        url,
        `/api/team-members?locale=nl&filters[privatePhone][$eq]=${encodeURIComponent(PRIVATE.privatePhone)}`,
        { token },
      );
      assert.ok(guess.status === 400 || guess.json?.data?.length === 0, guess.text);
      // Nor the listing's relation, populated.
      const viaListing = await rest<{ data: { manager: Member }[] }>(url, `/api/properties?filters[externalId][$eq]=${LISTING}&populate=manager`, { token });
      assert.equal(viaListing.status, 200, viaListing.text);
      assert.equal(viaListing.json.data[0].manager.name, 'Test Makelaar');
      for (const value of Object.values(PRIVATE)) assert.equal(viaListing.text.includes(value), false, value);
    }
    for (const field of Object.keys(PRIVATE)) {
      const asked = await graphql(url, `{ teamMember(documentId: "${member.documentId}", locale: "nl") { name ${field} } }`);
      assert.ok(asked.errors?.length, `${field} is not in the GraphQL schema`);
      const viaListing = await graphql(url, `{ properties(filters: { externalId: { eq: ${LISTING} } }) { manager { ${field} } } }`);
      assert.ok(viaListing.errors?.length, `${field} through the listing`);
    }
  });

  test('the listing names its agent; the person is read in the page language by document id', async () => {
    const { url } = cms();
    const link = await graphql<{ properties: { manager: Member }[] }>(
      url,
      `{ properties(filters: { externalId: { eq: ${LISTING} } }) { manager { documentId name email phone } } }`,
    );
    assert.deepEqual(link.data.properties[0].manager, {
      documentId: member.documentId,
      name: 'Test Makelaar',
      email: 'test.makelaar@kustvastgoed.test',
      phone: '059 12 34 56',
    });
    const fr = await graphql<{ teamMember: Member }>(url, `{ teamMember(documentId: "${member.documentId}", locale: "fr") { name role } }`);
    assert.deepEqual(fr.data.teamMember, { name: 'Test Makelaar', role: 'Agent immobilier' });
  });

  test('the feed import leaves the agent alone, also when the listing changed in the feed', async () => {
    const changed = snapshotItems.map((item) => (item.ID === LISTING ? { ...item, Price: item.Price + 1000 } : item));
    try {
      await importFeed(feedOf(changed));
      const after = await cms()
        .strapi.documents(PROPERTY)
        .findFirst({ filters: { externalId: LISTING }, populate: { manager: { fields: ['name'] } } });
      assert.equal(after?.price, snapshotItems.find((item) => item.ID === LISTING)!.Price + 1000, 'the import did update the listing');
      assert.equal(after.manager?.name, 'Test Makelaar');
    } finally {
      await importFeed(snapshot);
    }
  });
});
