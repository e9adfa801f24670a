/**
 * New-build projects: staff link listings to a project in the admin; the feed import keeps
 * those links (the feed knows nothing of them); the public API gives a project's address only as its
 * public-address flag allows, and its slug from its name.
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Modules } from '@strapi/strapi';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database, snapshot, snapshotItems, projectRows, unitItems, feedOf, importFeed } from '../helpers/context';

const PROJECT = 'api::project.project';
const PROPERTY = 'api::property.property';
const UNITS = [4512308, snapshotItems.find((item) => item.ID !== 4512308)!.ID];
const STREET = 'Duinenstraat-Verborgen';

/** A listing's project written as the admin writes it (connect, set): Strapi's input types know only the short forms for one related entry. */
const projectWrite = (project: object) => ({ project }) as Modules.Documents.Params.Data.Input<typeof PROPERTY>;
/** A project as the public GraphQL API gives it, with the fields these tests ask for. */
interface Project {
  externalId: number;
  name: string;
  slug: string;
  city: string;
  shownStreet: string | null;
  images: unknown[];
  description: string;
  texts: { language: string; description: string }[];
}

const linkedUnits = async (documentId: string) =>
  (
    await cms()
      .strapi.documents(PROPERTY)
      .findMany({ filters: { project: { documentId } }, fields: ['externalId'] })
  )
    .map((p) => p.externalId)
    .sort();

describe(`new-build projects on ${database}`, () => {
  let project: { documentId: string };

  before(async () => {
    const strapi = cms().strapi;
    project = await strapi.documents(PROJECT).create({
      data: { name: 'Résidence Zeezicht Test', street: STREET, houseNumber: '7', boxNr: '2', zip: '8400', city: 'Oostende', publicAddress: false },
      status: 'published',
    });
    for (const id of UNITS) {
      const listing = (await strapi.documents(PROPERTY).findFirst({ filters: { externalId: id } }))!;
      await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: projectWrite({ connect: [{ documentId: project.documentId }] }) });
    }
  });

  after(async () => {
    const strapi = cms().strapi;
    for (const id of UNITS) {
      const listing = (await strapi.documents(PROPERTY).findFirst({ filters: { externalId: id } }))!;
      await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: projectWrite({ set: [] }) });
    }
    await strapi.documents(PROJECT).delete({ documentId: project.documentId });
  });

  test('the seed brings the committed projects published, with their units linked, sold ones too; a hidden address stays private', async () => {
    const { data, errors } = await graphql<{
      projects: Project[];
      units: { externalId: number; availability: string; street: string | null; project: { externalId: number } }[];
    }>(
      cms().url,
      `
        {
          projects(filters: { externalId: { notNull: true } }, sort: ["name:asc"]) {
            externalId
            name
            slug
            city
            shownStreet
            images {
              url
            }
          }
          units: properties(filters: { project: { externalId: { notNull: true } } }, sort: ["externalId:asc"], pagination: { limit: 100 }) {
            externalId
            availability
            street
            project {
              externalId
            }
          }
        }
      `,
    );
    assert.equal(errors, undefined);
    const expected = [...projectRows].sort((a, b) => a.Name.localeCompare(b.Name));
    assert.deepEqual(
      data.projects.map((p) => [p.externalId, p.name, p.city, p.shownStreet]),
      expected.map((r) => [r.ID, r.Name, r.City, r.PublishAddress ? r.Street : null]),
    );
    assert.ok(
      data.projects.every((p) => p.slug && p.images.length === 4),
      'a slug and the drawn pictures',
    );
    assert.ok(expected.some((r) => !r.PublishAddress) && expected.some((r) => r.PublishAddress), 'one project hides its address, one shows it');
    assert.deepEqual(
      data.units.map((u) => [u.externalId, u.project.externalId, u.availability]),
      unitItems.map((i) => [i.ID, i.ProjectID, i.Status === 2 ? 'sold' : 'for_sale']),
    );
    // A unit of the project with a hidden address hides its street too (the listing's own rule).
    for (const unit of data.units) {
      const row = unitItems.find((i) => i.ID === unit.externalId)!;
      assert.equal(unit.street, row.PublishAddress ? row.Street : null, String(unit.externalId));
    }
  });

  test('the seed gives each committed project its description in French, English and German, public beside the Dutch one', async () => {
    const { data, errors } = await graphql<{ projects: Project[] }>(
      cms().url,
      `
        {
          projects(filters: { externalId: { notNull: true } }, sort: ["externalId:asc"]) {
            externalId
            description
            texts {
              language
              description
            }
          }
        }
      `,
    );
    assert.equal(errors, undefined);
    const rows = [...projectRows].sort((a, b) => a.ID - b.ID);
    assert.deepEqual(
      data.projects.map((p) => [p.externalId, p.description, Object.fromEntries(p.texts.map((t) => [t.language, t.description]))]),
      rows.map((r) => [r.ID, r.Description, Object.fromEntries(r.LanguageTexts.map((t) => [t.Language, t.Description]))]),
    );
    const duinhof = data.projects.find((p) => p.externalId === 88001)!;
    assert.deepEqual(duinhof.texts.map((t) => t.language).sort(), ['de', 'en', 'fr']);
    assert.match(duinhof.texts.find((t) => t.language === 'fr')!.description, /^La Résidence Duinhof compte \*\*douze appartements\*\*/);
    assert.match(duinhof.description, /^Residentie Duinhof telt/);
  });

  test('a project gets its slug from its name; a hidden address is in no public answer, a shown one is', async () => {
    const { url, siteReadToken } = cms();
    const asked = await graphql<{ projects: unknown[] }>(
      url,
      `
        {
          projects(filters: { slug: { eq: "residence-zeezicht-test" } }) {
            name
            zip
            city
            shownStreet
            shownHouseNumber
            shownBoxNr
          }
        }
      `,
    );
    assert.deepEqual(asked.data.projects, [
      { name: 'Résidence Zeezicht Test', zip: '8400', city: 'Oostende', shownStreet: null, shownHouseNumber: null, shownBoxNr: null },
    ]);
    for (const token of [undefined, siteReadToken]) {
      const one = await rest(url, `/api/projects/${project.documentId}`, { token });
      assert.equal(one.status, 200, one.text);
      assert.equal(one.text.includes(STREET), false, 'the private street');
      const guess = await rest<{ data?: unknown[] } | null>(url, `/api/projects?filters[street][$eq]=${STREET}`, { token });
      assert.ok(guess.status === 400 || guess.json?.data?.length === 0, guess.text);
    }
    const street = await graphql(
      url,
      `
        {
          projects {
            street
          }
        }
      `,
    );
    assert.ok(street.errors?.length, 'street is not in the GraphQL schema');

    // Staff switch the address on: street, number and box show.
    await cms()
      .strapi.documents(PROJECT)
      .update({ documentId: project.documentId, data: { publicAddress: true }, status: 'published' });
    const shown = await graphql<{ projects: unknown[] }>(
      url,
      `
        {
          projects(filters: { slug: { eq: "residence-zeezicht-test" } }) {
            shownStreet
            shownHouseNumber
            shownBoxNr
          }
        }
      `,
    );
    assert.deepEqual(shown.data.projects, [{ shownStreet: STREET, shownHouseNumber: '7', shownBoxNr: '2' }]);
    await cms()
      .strapi.documents(PROJECT)
      .update({ documentId: project.documentId, data: { publicAddress: false }, status: 'published' });
  });

  test("the admin's preview opens the project's page below the projects page, in the language asked for", async () => {
    const { sitePathOf } = compiled('src/preview/site-path');
    assert.equal(await sitePathOf(cms().strapi, PROJECT, { documentId: project.documentId, status: 'draft' }), '/nl/projecten/residence-zeezicht-test/');
    assert.equal(await sitePathOf(cms().strapi, PROJECT, { documentId: project.documentId, locale: 'fr' }), '/fr/projets/residence-zeezicht-test/');
  });

  test("a project's units are read as the listings linked to it", async () => {
    const answer = await graphql<{ properties: { externalId: number }[] }>(
      cms().url,
      `{ properties(filters: { project: { documentId: { eq: "${project.documentId}" } } }, sort: ["externalId:asc"]) { externalId availability } }`,
    );
    assert.deepEqual(
      answer.data.properties.map((p) => p.externalId),
      [...UNITS].sort((a, b) => a - b),
    );
  });

  test('listings linked while the project is a draft are its units once it is published', async () => {
    const strapi = cms().strapi;
    const draft = await strapi.documents(PROJECT).create({ data: { name: 'Concept Project Test', city: 'Gistel', zip: '8470' } });
    const id = snapshotItems.find((item) => !UNITS.includes(item.ID))!.ID;
    const listing = (await strapi.documents(PROPERTY).findFirst({ filters: { externalId: id } }))!;
    try {
      await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: projectWrite({ connect: [{ documentId: draft.documentId }] }) });
      const before = await graphql<{ projects: unknown[] }>(
        cms().url,
        `
          {
            projects(filters: { slug: { eq: "concept-project-test" } }) {
              name
            }
          }
        `,
      );
      assert.deepEqual(before.data.projects, [], 'a draft is not public');
      await strapi.documents(PROJECT).publish({ documentId: draft.documentId });
      const units = await graphql<{ properties: unknown[] }>(
        cms().url,
        `{ properties(filters: { project: { documentId: { eq: "${draft.documentId}" } } }) { externalId } }`,
      );
      assert.deepEqual(units.data.properties, [{ externalId: id }]);
    } finally {
      await strapi.documents(PROPERTY).update({ documentId: listing.documentId, data: projectWrite({ set: [] }) });
      await strapi.documents(PROJECT).delete({ documentId: draft.documentId });
    }
  });

  test('the feed import keeps the links staff made: a changed listing, a listing that left the feed and came back, an unchanged one', async () => {
    const [changedId, leavingId] = UNITS;
    const changed = snapshotItems.map((item) => (item.ID === changedId ? { ...item, Price: item.Price + 2500 } : item));
    try {
      await importFeed(feedOf(changed.filter((item) => item.ID !== leavingId)));
      const afterChange = await cms()
        .strapi.documents(PROPERTY)
        .findFirst({ filters: { externalId: changedId }, populate: { project: { fields: ['name'] } } });
      assert.equal(afterChange?.price, snapshotItems.find((item) => item.ID === changedId)!.Price + 2500, 'the import did update the listing');
      assert.equal(afterChange.project?.name, 'Résidence Zeezicht Test');
      const left = await cms()
        .strapi.documents(PROPERTY)
        .findFirst({ filters: { externalId: leavingId }, populate: { project: { fields: ['name'] } } });
      assert.equal(left?.isInFeed, false, 'the import did take the other listing out of the feed');
      assert.equal(left.project?.name, 'Résidence Zeezicht Test');
    } finally {
      await importFeed(snapshot);
    }
    assert.deepEqual(await linkedUnits(project.documentId), [...UNITS].sort());
    await importFeed(snapshot);
    assert.deepEqual(await linkedUnits(project.documentId), [...UNITS].sort());
  });
});
