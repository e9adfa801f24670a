import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient, type RequestOptions } from 'graphql-request';
import { cmsUrl, siteReadToken } from './env';
import { TAGS, type CacheTag } from './tags';

/**
 * Published reads stay cached until the CMS's webhook expires their tags; this time limit only bounds
 * how long a missed webhook (site down during a publish) can leave a page stale.
 */
const SAFETY_TTL_SECONDS = 3600;

export interface ReadOptions {
  /** What the read contains; a webhook for any of these expires it. */
  readonly tags: readonly CacheTag[];
  /** Drafts: read with the site's API token, never cached. */
  readonly preview?: boolean;
}

/**
 * One GraphQL read. Published reads go through Next's data cache (force-cache) tagged with `tags`, so
 * they stay cached until the CMS's webhook expires a tag; preview reads send the read-only token and
 * skip the cache. Errors are thrown (the page shows the API error screen).
 */
export async function cmsRead<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  { tags, preview = false }: ReadOptions,
): Promise<TResult> {
  const token = siteReadToken();
  if (preview && !token) throw new Error('Preview needs SITE_READ_TOKEN');
  const client = new GraphQLClient(`${cmsUrl()}/graphql`, {
    headers: preview ? { Authorization: `Bearer ${token}` } : {},
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, preview ? { ...init, cache: 'no-store' } : { ...init, cache: 'force-cache', next: { tags: [TAGS.all, ...tags], revalidate: SAFETY_TTL_SECONDS } }),
  });
  return client.request<TResult, TVariables>({ document, variables } as unknown as RequestOptions<TVariables, TResult>);
}
