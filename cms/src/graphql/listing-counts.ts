import type { Core } from '@strapi/strapi';
import type createExtension from '@strapi/plugin-graphql/dist/server/src/services/extension/extension';

/** The graphql plugin's extension service, as the plugin types it. */
type GraphqlExtension = ReturnType<typeof createExtension>;

type Goal = 'sale' | 'rent';
const PROPERTY = 'api::property.property';
/** Counts read like the listings themselves: whoever may list properties may count them. */
const READ_PROPERTIES = { auth: { scope: [`${PROPERTY}.find`] } };

/** A listing counts while it is in the feed: for sale, for rent, sold or rented (not after it left). */
function countListings(strapi: Core.Strapi, filters: Record<string, unknown>) {
  return strapi.documents(PROPERTY).count({ filters: { isInFeed: true, ...filters } });
}

/**
 * Derived counts of the spec (countSaleProperty, countRentProperty, city counts, totals for the search
 * block, citysSale / citysRent) as GraphQL fields, computed from the listings so they can never drift.
 */
export function registerListingCounts(strapi: Core.Strapi) {
  const extension = strapi.plugin('graphql').service<GraphqlExtension>('extension');
  extension.use(({ nexus }) => ({
    types: [
      nexus.enumType({ name: 'ListingGoal', members: ['SALE', 'RENT', 'ALL'] }),
      nexus.objectType({
        name: 'ListingTotals',
        definition(t) {
          t.nonNull.int('forSale');
          t.nonNull.int('forRent');
          t.nonNull.int('total');
        },
      }),
      nexus.extendType({
        type: 'PropertyType',
        definition(t) {
          const byGoal = (goal: Goal) => (parent: { webId: number }) => countListings(strapi, { webId: parent.webId, goal });
          t.nonNull.int('countSaleProperty', { resolve: byGoal('sale') });
          t.nonNull.int('countRentProperty', { resolve: byGoal('rent') });
        },
      }),
      nexus.extendType({
        type: 'City',
        definition(t) {
          const byGoal = (goal?: Goal) => (parent: { documentId: string }) =>
            countListings(strapi, { city: { documentId: parent.documentId }, ...(goal ? { goal } : {}) });
          t.nonNull.int('propertyCount', { resolve: byGoal() });
          t.nonNull.int('saleCount', { resolve: byGoal('sale') });
          t.nonNull.int('rentCount', { resolve: byGoal('rent') });
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.field('listingTotals', {
            type: 'ListingTotals',
            async resolve() {
              const [forSale, forRent, total] = await Promise.all([
                countListings(strapi, { goal: 'sale' }),
                countListings(strapi, { goal: 'rent' }),
                countListings(strapi, {}),
              ]);
              return { forSale, forRent, total };
            },
          });
          t.nonNull.list.nonNull.field('citiesWithListings', {
            type: 'City',
            description: 'Towns with at least one listing of the goal (citys, citysSale, citysRent), by name.',
            args: { goal: nexus.arg({ type: 'ListingGoal', default: 'ALL' }) },
            async resolve(_: unknown, { goal }: { goal: 'SALE' | 'RENT' | 'ALL' }) {
              const filter: Record<string, unknown> = { isInFeed: true };
              if (goal !== 'ALL') filter.goal = goal.toLowerCase();
              return strapi.documents('api::city.city').findMany({
                filters: { properties: filter },
                sort: [{ name: 'asc' }, { zip: 'asc' }],
                limit: 500,
              });
            },
          });
        },
      }),
    ],
    resolversConfig: {
      'PropertyType.countSaleProperty': READ_PROPERTIES,
      'PropertyType.countRentProperty': READ_PROPERTIES,
      'City.propertyCount': READ_PROPERTIES,
      'City.saleCount': READ_PROPERTIES,
      'City.rentCount': READ_PROPERTIES,
      'Query.listingTotals': READ_PROPERTIES,
      'Query.citiesWithListings': { auth: { scope: ['api::city.city.find'] } },
    },
  }));
}
