/** Typed documents and types for the site's GraphQL reads; all generated from operations/. */
export * from './generated/graphql';
