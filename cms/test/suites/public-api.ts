/**
 * The public API shows only what a visitor of the site may see: an allow list of fields per type
 * (src/access/public-fields.ts), hidden prices and addresses, drafts reached through relations.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database } from '../helpers/context';

// PublishAddress 0 in the snapshot (Zeedijk 9, Moerdijkvaart 37) and the units of the project whose address is hidden.
const HIDDEN_ADDRESS = [4512121, 4512125, 8800201, 8800202, 8800203, 8800204];
const HIDDEN_PRICE = [4512171, 4512333]; // PublishPrice 0: 304,000 and 530,000
const GRAPHQL_EXTRAS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);
// Counts computed by src/graphql/listing-counts.ts (not stored fields).
const COMPUTED: Record<string, string[]> = { City: ['propertyCount', 'saleCount', 'rentCount'], PropertyType: ['countSaleProperty', 'countRentProperty'] };

/** A listing as the public REST API and GraphQL give it, with the fields these tests ask for. */
interface Listing {
  externalId: number;
  price: number | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  latitude: number | null;
  longitude: number | null;
}

const accessModule = () => compiled('src/access/public-fields');
const typeName = (uid: string) => {
  const pascal = (s: string) =>
    s
      .split(/[-_]/)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('');
  if (uid === 'plugin::upload.file') return 'UploadFile';
  if (uid.startsWith('api::')) return pascal(uid.split('.')[1]);
  const [category, name] = uid.split('.');
  return `Component${pascal(category)}${pascal(name)}`;
};

describe(`public API surface on ${database}`, () => {
  test('GraphQL exposes exactly the allow-listed fields of every type (the committed schema, checked against the server by codegen:check)', () => {
    const schema = buildSchema(fs.readFileSync(require.resolve('@coast/graphql/schema.graphql'), 'utf8'));
    const { PUBLIC_FIELDS } = accessModule();
    for (const [uid, allowed] of Object.entries(PUBLIC_FIELDS)) {
      const type = schema.getType(typeName(uid));
      assert.ok(type && isObjectType(type), `${typeName(uid)} in the schema`);
      const computed = COMPUTED[typeName(uid)] ?? [];
      const exposed = Object.keys(type.getFields()).filter((f) => !f.endsWith('_connection') && !GRAPHQL_EXTRAS.has(f) && !computed.includes(f));
      assert.deepEqual(exposed.sort(), allowed.filter((f) => !GRAPHQL_EXTRAS.has(f)).sort(), uid);
    }
    // Filters cannot name a private field either (they would let a hidden value be guessed).
    const filterType = schema.getType('PropertyFiltersInput');
    assert.ok(isInputObjectType(filterType));
    const filters = Object.keys(filterType.getFields());
    for (const field of ['feedPrice', 'feedStreet', 'feedLatitude', 'owner', 'sourceHash', 'feedStatus']) assert.equal(filters.includes(field), false, field);
  });

  test('every field of our types and components is decided public or private, and a new one without a decision is named', () => {
    const { undecidedFields } = compiled('src/access/field-decisions');
    const { strapi } = cms();
    const models: Parameters<typeof undecidedFields>[0] = { ...strapi.contentTypes, ...strapi.components };
    assert.deepEqual(undecidedFields(models), []);
    // A module kind added without a decision, and a field added to a listed type: both named, so start refuses them.
    const withNew = {
      ...models,
      'modules.new-kind': { attributes: { title: { type: 'string' }, secret: { type: 'string' } } },
      'api::property.property': { attributes: { ...models['api::property.property'].attributes, ownerNote: { type: 'text' } } },
    };
    assert.deepEqual(undecidedFields(withNew).sort(), ['api::property.property.ownerNote', 'modules.new-kind.secret', 'modules.new-kind.title']);
    // Every listed private field still exists (a renamed field would leave a stale decision behind).
    const { PRIVATE_FIELDS } = compiled('src/access/private-fields');
    for (const [uid, fields] of Object.entries(PRIVATE_FIELDS)) for (const field of fields) assert.ok(models[uid]?.attributes[field], `${uid}.${field} exists`);
  });

  test('REST answers carry only allow-listed fields, relations and media included', async () => {
    const { PUBLIC_FIELDS, SYSTEM_FIELDS } = accessModule();
    const paths: Record<string, string> = {
      'api::property.property': '/api/properties',
      'api::city.city': '/api/cities',
      'api::article.article': '/api/articles',
      'api::category.category': '/api/categories',
      'api::team-member.team-member': '/api/team-members',
      'api::menu-page.menu-page': '/api/menu-pages',
    };
    for (const [uid, pathname] of Object.entries(paths)) {
      const r = await rest<{ data: Record<string, unknown>[] }>(cms().url, `${pathname}?populate=*&pagination[pageSize]=5`);
      assert.equal(r.status, 200, pathname);
      assert.ok(r.json.data.length > 0, pathname);
      const open = new Set([...PUBLIC_FIELDS[uid], ...SYSTEM_FIELDS]);
      for (const entry of r.json.data) for (const key of Object.keys(entry)) assert.ok(open.has(key), `${pathname}: ${key} is not in the allow list`);
    }
    const photos = await rest<{ data: { photos: Record<string, unknown>[] }[] }>(cms().url, '/api/properties?populate[photos]=true&pagination[pageSize]=1');
    const fileOpen = new Set([...PUBLIC_FIELDS['plugin::upload.file'], ...SYSTEM_FIELDS]);
    for (const key of Object.keys(photos.json.data[0].photos[0])) assert.ok(fileOpen.has(key), `media: ${key}`);
    // A town no longer lists its listings: the loop listing -> town -> listings cannot be built.
    const loop = await rest(cms().url, '/api/cities?populate[properties]=true');
    assert.equal(loop.status, 400);
  });
});

describe(`hidden price and address on ${database}`, () => {
  test('REST: a hidden address has no street, number or box, and only an approximate position', async () => {
    const r = await rest<{ data: Listing[] }>(
      cms().url,
      '/api/properties?filters[publishAddress][$eq]=false&fields[0]=externalId&fields[1]=street&fields[2]=houseNumber&fields[3]=boxNr&fields[4]=latitude&fields[5]=longitude',
    );
    assert.equal(r.status, 200);
    assert.deepEqual(r.json.data.map((p) => p.externalId).sort(), HIDDEN_ADDRESS);
    for (const p of r.json.data) {
      assert.deepEqual([p.street, p.houseNumber, p.boxNr], [null, null, null]);
      assert.notEqual(p.latitude, null);
    }
    const zeedijk = r.json.data.find((p) => p.externalId === 4512121)!;
    assert.notEqual(zeedijk.latitude, 51.218284);
    assert.ok(Math.abs(zeedijk.latitude! - 51.218284) <= 0.0015 && Math.abs(zeedijk.longitude! - 2.939335) <= 0.0015, 'near, not at, the house');
  });

  test('REST: a hidden price is null and cannot be filtered or sorted on; the real fields are refused', async () => {
    const r = await rest<{ data: Listing[] }>(cms().url, '/api/properties?filters[publishPrice][$eq]=false&fields[0]=externalId&fields[1]=price');
    assert.deepEqual(
      r.json.data.map((p) => [p.externalId, p.price]).sort(),
      HIDDEN_PRICE.map((id) => [id, null]),
    );
    const byPrice = await rest<{ data: Listing[] }>(cms().url, '/api/properties?filters[price][$eq]=304000');
    assert.equal(
      byPrice.json.data.some((p) => p.externalId === 4512171),
      false,
    );
    for (const query of [
      'filters[feedPrice][$eq]=304000',
      'fields[0]=feedPrice',
      'sort=feedPrice:asc',
      'filters[feedStreet][$startsWith]=Z',
      'filters[owner][email][$contains]=a',
    ]) {
      const refused = await rest(cms().url, `/api/properties?${query}`);
      assert.equal(refused.status, 400, query);
    }
    const byStreet = await rest<{ data: Listing[] }>(cms().url, '/api/properties?filters[street][$eq]=Zeedijk');
    assert.equal(
      byStreet.json.data.some((p) => HIDDEN_ADDRESS.includes(p.externalId)),
      false,
    );
  });

  test('GraphQL: the same, fields and filters', async () => {
    const { data, errors } = await graphql<{ properties: Listing[]; hidden: Listing[] }>(
      cms().url,
      `
        {
          properties(filters: { publishAddress: { eq: false } }) {
            externalId
            street
            houseNumber
            boxNr
            latitude
            longitude
          }
          hidden: properties(filters: { publishPrice: { eq: false } }) {
            externalId
            price
          }
        }
      `,
    );
    assert.equal(errors, undefined);
    for (const p of data.properties) assert.deepEqual([p.street, p.houseNumber, p.boxNr], [null, null, null]);
    assert.equal(
      data.properties.some((p) => p.latitude === 51.218284),
      false,
    );
    assert.deepEqual(
      data.hidden.map((p) => p.price),
      [null, null],
    );
    for (const query of [
      '{ properties { feedPrice } }',
      '{ properties(filters: { feedStreet: { eq: "Zeedijk" } }) { externalId } }',
      '{ properties(sort: ["feedPrice:asc"]) { externalId } }',
    ]) {
      const refused = await graphql(cms().url, query);
      assert.ok(refused.errors?.length, query);
      const again = await graphql(cms().url, query.replace('feedPrice', 'price').replace('feedStreet', 'street'));
      assert.equal(again.errors, undefined, 'the public field works');
    }
  });

  test('staff changing a publish flag re-derives the public fields from the stored feed values', async () => {
    const documents = cms().strapi.documents('api::property.property');
    const [listing] = await documents.findMany({ filters: { externalId: 4512171 }, fields: ['documentId'] });
    await documents.update({ documentId: listing.documentId, data: { publishPrice: true } });
    const shown = await graphql<{ properties: Listing[] }>(
      cms().url,
      `
        {
          properties(filters: { externalId: { eq: 4512171 } }) {
            price
          }
        }
      `,
    );
    assert.equal(shown.data.properties[0].price, 304000);
    await documents.update({ documentId: listing.documentId, data: { publishPrice: false } });
    const hidden = await graphql<{ properties: Listing[] }>(
      cms().url,
      `
        {
          properties(filters: { externalId: { eq: 4512171 } }) {
            price
          }
        }
      `,
    );
    assert.equal(hidden.data.properties[0].price, null);
  });

  test('only recognised advert documents are public; any other feed document is neither listed nor readable', async () => {
    const documents = cms().strapi.documents('api::property.property');
    const [listing] = await documents.findMany({ filters: { externalId: 4512352 }, fields: ['documentId', 'feedDocuments'] });
    const cdn = 'https://documents.omnicasa-cdn.example/kustvastgoed-gistel/4512352';
    try {
      await documents.update({
        documentId: listing.documentId,
        data: {
          feedDocuments: [
            { name: 'EPC-certificaat', url: `${cdn}/epc-4512352.pdf`, size: 1234567 },
            { name: 'Eigendomsakte', url: `${cdn}/akte-4512352.pdf` },
            { name: 'Bodemattest', url: `http://insecure.example/bodem.pdf` },
          ],
        },
      });
      const shown = await graphql<{ properties: { documents: unknown[] }[] }>(
        cms().url,
        '{ properties(filters: { externalId: { eq: 4512352 } }) { documents { name url size } } }',
      );
      assert.deepEqual(shown.data.properties[0].documents, [{ name: 'EPC-certificaat', url: `${cdn}/epc-4512352.pdf`, size: 1234567 }]);
      const { text: body } = await rest(cms().url, '/api/properties?filters[externalId][$eq]=4512352&populate=documents');
      assert.doesNotMatch(body, /akte-4512352|Eigendomsakte|insecure\.example/);
      const refused = await graphql(cms().url, '{ properties(filters: { externalId: { eq: 4512352 } }) { feedDocuments } }');
      assert.ok(refused.errors?.length, 'feedDocuments is private');
    } finally {
      await documents.update({ documentId: listing.documentId, data: { feedDocuments: listing.feedDocuments } });
    }
  });
});

describe(`drafts through relations on ${database}`, () => {
  test('a listing filtered on a draft-only project does not match until the project is published', async () => {
    const projects = cms().strapi.documents('api::project.project');
    const listings = cms().strapi.documents('api::property.property');
    const project = await projects.create({ data: { name: 'Geheim Project Zeezicht', externalId: 990001 } });
    const [listing] = await listings.findMany({ filters: { externalId: 4512308 }, fields: ['documentId'] });
    await listings.update({ documentId: listing.documentId, data: { project: project.documentId } });
    try {
      const q = '/api/properties?filters[project][name][$startsWith]=Geheim&fields[0]=externalId';
      assert.deepEqual((await rest<{ data: Listing[] }>(cms().url, q)).json.data, []);
      const gql = await graphql<{ properties: Listing[] }>(
        cms().url,
        `
          {
            properties(filters: { project: { name: { startsWith: "Geheim" } } }) {
              externalId
            }
          }
        `,
      );
      assert.deepEqual(gql.data.properties, []);
      const populated = await rest<{ data: { project: unknown }[] }>(cms().url, '/api/properties?filters[externalId][$eq]=4512308&populate[project]=true');
      assert.equal(populated.json.data[0].project, null, 'a draft project is not populated either');

      await projects.publish({ documentId: project.documentId });
      assert.deepEqual(
        (await rest<{ data: Listing[] }>(cms().url, q)).json.data.map((p) => p.externalId),
        [4512308],
      );
    } finally {
      await listings.update({ documentId: listing.documentId, data: { project: null } });
      await projects.delete({ documentId: project.documentId });
    }
  });
});
