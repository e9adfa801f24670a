/**
 * The figures Belgian portals show beside the basics (condition, lift, floor, cadastral income,
 * furnished, pets, available from) land from the feed in public fields; the price per m² is stored
 * nowhere, so a hidden price cannot come back through it.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from '../helpers/http';
import { cms, database, snapshotItems, type FeedItem } from '../helpers/context';

const CONDITIONS = [null, 'used', 'new', 'toBuild', 'toRenovate', 'renovated', 'toRestore', 'restored', 'toDemolish', 'toRefresh'];
const AVAILABLE = [null, 'atDeed', 'afterWorks', 'byAgreement', 'atSaleAgreement', 'immediately', 'subjectToLease', 'atDate'];
const FIELDS = 'externalId price publishPrice condition hasLift floor cadastralIncome furnished petsAllowed availableFrom availableDate';

/** The figures as the site reads them. */
interface Figures {
  condition: string | null;
  hasLift: boolean | null;
  floor: number | null;
  cadastralIncome: number | null;
  furnished: boolean | null;
  petsAllowed: boolean | null;
  availableFrom: string | null;
  availableDate: string | null;
}
/** A listing as FIELDS ask for it (the cadastral income a Decimal: a string or a number). */
type Listing = Omit<Figures, 'cadastralIncome'> & {
  externalId: number | string;
  price: number | null;
  publishPrice: boolean;
  cadastralIncome: number | string | null;
  surfaceLiving?: number | null;
};

/** What the import should have made of a feed record. */
const expected = (item: FeedItem): Figures => ({
  condition: CONDITIONS[item.ConditionID ?? 0] ?? null,
  hasLift: item.HasLift,
  floor: item.Floor,
  cadastralIncome: item.CadastralIncome,
  furnished: item.HasFurnished,
  petsAllowed: item.PetsAllowed,
  availableFrom: AVAILABLE[item.FreeAvailable ?? 0] ?? null,
  // The day of the feed's date (the CRM may send it with a midnight time: 2027-09-30T00:00:00).
  availableDate: item.FreeAvailableDate?.slice(0, 10) ?? null,
});

describe(`listing figures on ${database}`, () => {
  test('condition, lift, floor, cadastral income, furnished, pets and move-in are imported and public', async () => {
    const { data, errors } = await graphql<{ properties: Listing[] }>(cms().url, `{ properties(pagination: { limit: 200 }) { ${FIELDS} } }`);
    assert.equal(errors, undefined, JSON.stringify(errors));
    const byId = new Map(data.properties.map((p) => [Number(p.externalId), p]));
    const inFeed = snapshotItems.filter((i) => byId.has(i.ID));
    assert.ok(inFeed.length > 100);
    for (const item of inFeed) {
      const p: Record<string, unknown> = { ...byId.get(item.ID) };
      const got: Record<string, unknown> = { ...expected(item) };
      for (const key of Object.keys(got)) got[key] = key === 'cadastralIncome' && p[key] !== null ? Number(p[key]) : p[key];
      assert.deepEqual(got, expected(item), `listing ${item.ID}`);
    }
    // The snapshot fills them on most listings and leaves some empty.
    const filled = (key: keyof Figures) => inFeed.filter((i) => expected(i)[key] !== null).length;
    assert.ok(filled('condition') > 80 && filled('condition') < inFeed.length);
    assert.ok(filled('cadastralIncome') > 80 && filled('floor') > 20 && filled('availableDate') > 3);
  });

  test('a hidden price stays hidden: no price per m² is stored or queryable, the other figures stay', async () => {
    const hidden = snapshotItems.filter((i) => i.PublishPrice === 0 && i.Goal === 0);
    assert.ok(hidden.length >= 1);
    const { data, errors } = await graphql<{ properties: Listing[] }>(
      cms().url,
      `query ($ids: [Int]) { properties(filters: { externalId: { in: $ids } }) { ${FIELDS} surfaceLiving } }`,
      {
        ids: hidden.map((i) => i.ID),
      },
    );
    assert.equal(errors, undefined, JSON.stringify(errors));
    for (const p of data.properties) {
      assert.equal(p.price, null);
      assert.ok(p.surfaceLiving, 'the living area is public: with a public price per m² the price would follow');
    }
    const asked = await graphql(
      cms().url,
      `
        {
          properties(pagination: { limit: 1 }) {
            pricePerSquareMetre
          }
        }
      `,
    );
    assert.ok(asked.errors?.length, 'there is no price per m² field to read');
    const sorted = await graphql(
      cms().url,
      `
        {
          properties(sort: ["pricePerSquareMetre:asc"], pagination: { limit: 1 }) {
            externalId
          }
        }
      `,
    );
    assert.ok(sorted.errors?.length, 'nor one to sort on');
  });
});
