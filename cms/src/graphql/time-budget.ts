import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/** Clients whose reads are not bounded in time: the site's server and staff tokens (API tokens). */
const TRUSTED_STRATEGIES = new Set(['api-token', 'content-api-token']);

type StrapiContext = { state?: { auth?: { strategy?: { name?: string } } } };

/**
 * A wall-clock bound per public GraphQL request: once `budgetMs` has passed since the operation
 * started, no further field is resolved (each one answers an error at once), so a query that got past
 * the cost limit still cannot hold the CMS for long. The answer is a 400 saying so. The site's own
 * reads (with its token) are not bounded: they are cached and their cost is known.
 */
export function timeBudgetPlugin({ budgetMs }: { budgetMs: number }): ApolloServerPlugin<StrapiContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (TRUSTED_STRATEGIES.has(contextValue.state?.auth?.strategy?.name ?? '')) return {};
      const deadline = Date.now() + budgetMs;
      return {
        async executionDidStart() {
          return {
            willResolveField() {
              if (Date.now() > deadline) {
                throw new GraphQLError(`This query took more than ${budgetMs} ms of the CMS's time: ask for fewer items or fields.`, {
                  extensions: { code: 'QUERY_TOO_EXPENSIVE', http: { status: 400 } },
                });
              }
            },
          };
        },
      };
    },
  };
}
