import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';

/** Strapi's own errors, whose messages are written for API clients (names from @strapi/utils errors). */
const STRAPI_ERRORS: Record<string, string> = {
  ForbiddenError: 'FORBIDDEN',
  UnauthorizedError: 'FORBIDDEN',
  PolicyError: 'FORBIDDEN',
  ValidationError: 'BAD_USER_INPUT',
  YupValidationError: 'BAD_USER_INPUT',
  PaginationError: 'BAD_USER_INPUT',
  NotFoundError: 'NOT_FOUND',
  RateLimitError: 'RATE_LIMITED',
  PayloadTooLargeError: 'BAD_USER_INPUT',
  ApplicationError: 'BAD_REQUEST',
};

/** graphql-js appends "Did you mean ...?" to unknown names: a way to list a schema with introspection off. */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean .*$/s, '');

/**
 * What an API client sees of an error: a message and a code. Never the database's error, a query, a
 * host or a stack (Strapi's own formatter puts `extensions.error` with the driver's message on every
 * error), and no field suggestions. Unexpected errors are logged whole and answered as a bare 500.
 */
export function formatPublicError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error) as { name?: string; message?: string } | undefined;
  const name = original?.name ?? '';
  const shape = (message: string, code: string): GraphQLFormattedError => ({
    message: withoutSuggestions(message),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code },
  });
  if (STRAPI_ERRORS[name]) return shape(original?.message ?? 'Bad request', STRAPI_ERRORS[name]);
  if (original instanceof GraphQLError || !original || original === error) {
    const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'BAD_REQUEST';
    if (code !== 'INTERNAL_SERVER_ERROR') return shape(formatted.message, code);
  }
  (globalThis as { strapi?: { log: { error: (e: unknown) => void } } }).strapi?.log.error(original ?? error);
  return shape('Internal Server Error', 'INTERNAL_SERVER_ERROR');
}

/** Codes of errors that are the client's own, with the HTTP status REST answers them with. */
const CLIENT_ERRORS: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  QUERY_TOO_EXPENSIVE: 400,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

/**
 * Apollo answers 200 when a resolver refuses its arguments (Strapi's ValidationError: a filter value
 * that does not fit its field, a sort through a relation) or its client (a mutation without the right).
 * Malformed or refused input is a 4xx, as in REST: the first client error's status.
 */
export const clientErrorStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || (response.http.status ?? 200) !== 200) return;
        const status = (response.body.singleResult.errors ?? []).map((e) => CLIENT_ERRORS[String(e.extensions?.code)]).find(Boolean);
        if (status) response.http.status = status;
      },
    };
  },
};
