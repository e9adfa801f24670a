import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getNullableType, isListType, type GraphQLField } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

export interface CostLimits {
  /** Highest cost one operation may have (the site's heaviest operation costs about a tenth of it). */
  readonly maxCost: number;
  /** Strapi's list size when none is asked for, and the largest it gives (config/plugins.ts graphql). */
  readonly defaultLimit: number;
  readonly maxLimit: number;
  /** Fields computed by a resolver of ours (counts over the listings), by `Type.field`: their own cost. */
  readonly fieldCosts?: Readonly<Record<string, number>>;
}

type Pagination = { limit?: number; pageSize?: number } | undefined;

/**
 * A list costs its size times what each item costs: `properties(pagination: { limit: 200 })` with a
 * town and its fields costs 200 times that, and every alias and root field is counted again. The size
 * is what the operation asks for (Strapi caps it at maxLimit), the default when it asks for nothing.
 */
export function listSizeEstimator(limits: CostLimits): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    const own = limits.fieldCosts?.[`${type.name}.${field.name}`] ?? 1;
    // Only paginated lists grow with the query: components and dynamic zones hold what editors put in
    // them, and a connection's `nodes` were already multiplied at the connection.
    const paginated = field.args.some((arg) => arg.name === 'pagination');
    const isList = isListType(getNullableType((field as GraphQLField<unknown, unknown>).type));
    if (!paginated || (!isList && !field.name.endsWith('_connection'))) return own + childComplexity;
    const pagination = args.pagination as Pagination;
    const asked = pagination?.limit ?? pagination?.pageSize ?? limits.defaultLimit;
    const size = Math.min(Math.max(Number(asked) || limits.defaultLimit, 1), limits.maxLimit);
    return own + size * childComplexity;
  };
}

/**
 * Refuses an operation whose cost exceeds the limit before anything is resolved (graphql-query-complexity
 * walks the parsed operation with its real variables, fragments and aliases included).
 */
export function operationCostPlugin(limits: CostLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [listSizeEstimator(limits), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > limits.maxCost) {
            throw new GraphQLError(`This query is too expensive (cost ${cost}, at most ${limits.maxCost}): ask for fewer items or fields.`, {
              extensions: { code: 'QUERY_TOO_EXPENSIVE', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
