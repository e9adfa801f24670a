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

/**
 * How many items one paginated list may return, whatever form its pagination takes. Strapi reads
 * `limit: -1` as "everything, up to maxLimit", `limit: 0` as 1 and a pageSize below 1 as 1; every
 * size that is not a whole number from 1 to maxLimit (negative, zero, a string, a float, NaN) is
 * costed as the largest page, so no spelling of "all" is cheaper than asking for maxLimit.
 */
export function listSize(pagination: unknown, limits: Pick<CostLimits, 'defaultLimit' | 'maxLimit'>): number {
  const asked = pagination && typeof pagination === 'object' ? (pagination as Record<string, unknown>) : {};
  const size = asked.limit ?? asked.pageSize;
  if (size === undefined || size === null) return Math.min(limits.defaultLimit, limits.maxLimit);
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 ? Math.min(size, limits.maxLimit) : limits.maxLimit;
}

/**
 * A list costs its size times what each item costs: `properties(pagination: { limit: 200 })` with a
 * town and its fields costs 200 times that, and every alias and root field is counted again.
 */
export function listSizeEstimator(limits: CostLimits): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    const own = limits.fieldCosts?.[`${type.name}.${field.name}`] ?? 1;
    // Only paginated lists grow with the query: components and dynamic zones hold what editors put in
    // them, and a connection's `nodes` were already multiplied at the connection.
    const paginated = field.args.some((arg) => arg.name === 'pagination');
    const isList = isListType(getNullableType((field as GraphQLField<unknown, unknown>).type));
    if (!paginated || (!isList && !field.name.endsWith('_connection'))) return own + childComplexity;
    return own + listSize(args.pagination, limits) * childComplexity;
  };
}

const refused = (message: string, code = 'QUERY_TOO_EXPENSIVE') => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Refuses an operation whose cost exceeds the limit before anything is resolved (graphql-query-complexity
 * walks the parsed operation with its real variables, defaults, fragments and aliases included). Variables
 * that do not fit their types are the client's error (400), as execution would say.
 */
export function operationCostPlugin(limits: CostLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName ?? undefined,
              variables: request.variables ?? {},
              estimators: [listSizeEstimator(limits), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            if (!(error instanceof GraphQLError)) throw error;
            throw error.message.includes('maximum allowed number of nodes')
              ? refused('This query is too large: ask for fewer items or fields.')
              : refused(error.message, 'BAD_USER_INPUT');
          }
          if (cost > limits.maxCost) {
            throw refused(`This query is too expensive (cost ${cost}, at most ${limits.maxCost}): ask for fewer items or fields.`);
          }
        },
      };
    },
  };
}
