import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { cacheLife, cacheTag } from 'next/cache';
import { cmsUrl, siteReadToken } from './env';
import { recordCmsFailure } from './health';
import { TAGS, type CacheTag } from './tags';

/**
 * Every CMS call gives up after this long (CMS_TIMEOUT_MS), so a stalled CMS turns into the error
 * screen instead of a hanging page.
 */
const TIMEOUT_MS = Number(process.env.CMS_TIMEOUT_MS) > 0 ? Number(process.env.CMS_TIMEOUT_MS) : 3_000;

interface ReadOptions {
  /** What the read contains; a webhook for any of these expires it (and every page built from it). */
  readonly tags: readonly CacheTag[];
  /** Drafts: read with the site's API token, never cached. */
  readonly preview?: boolean;
}

const printed = new WeakMap<object, string>();
function queryText(document: object): string {
  let text = printed.get(document);
  if (!text) printed.set(document, (text = print(document as Parameters<typeof print>[0])));
  return text;
}

/** Answers worth one more try: the CMS busy or briefly away (a refused connection, 429, 502-504). */
const isTransient = (error: unknown) => {
  const status = error instanceof ClientError ? error.response.status : null;
  return status === null ? !(error instanceof ClientError) : status === 429 || (status >= 502 && status <= 504);
};
const RETRY_DELAY_MS = 300;

async function request<T>(query: string, variables: Record<string, unknown>, token?: string, timeoutMs = TIMEOUT_MS): Promise<T> {
  const client = new GraphQLClient(`${cmsUrl()}/graphql`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    // Every document holds one operation, so the CMS needs no name; without it the client does not parse the text again per read.
    excludeOperationName: true,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }),
  });
  try {
    return await client.request<T>(query, variables);
  } catch (error) {
    // One more try after a short pause for a hiccup, not for a timeout (the page would wait twice).
    if (isTransient(error) && !(error instanceof Error && error.name === 'TimeoutError')) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      try {
        return await client.request<T>(query, variables);
      } catch {
        // fall through: the first error is the one reported
      }
    }
    recordCmsFailure();
    throw error;
  }
}

/**
 * The token for a published read: the site's reads are then not counted in the CMS's per-address limit
 * for visitors. The token may read drafts, so a published read that asks for them is a bug, refused here.
 */
function publishedReadToken(query: string, variables: Record<string, unknown>): string | undefined {
  const status = variables.status;
  if (status !== undefined && status !== 'PUBLISHED') throw new Error(`A published read asked for status ${String(status)}`);
  if (status === undefined && /\bDRAFT\b/.test(query)) throw new Error('A published read whose query defaults to drafts');
  return siteReadToken();
}

/**
 * A published read, with the site's token (see publishedReadToken), cached in Next's 'use cache' store under its query and variables, tagged so the
 * CMS webhook expires it (and, through the tags, every cached page that used it). The time limits
 * only bound what a missed webhook can leave stale: after an hour it is refreshed in the background,
 * and while the CMS is down the last answer keeps being served (up to a week).
 */
async function publishedRead<T>(query: string, variables: Record<string, unknown>, tags: readonly CacheTag[]): Promise<T> {
  'use cache';
  cacheTag(TAGS.all, ...tags);
  cacheLife({ stale: 300, revalidate: 3600, expire: 7 * 24 * 3600 });
  return request<T>(query, variables, publishedReadToken(query, variables));
}

/** One GraphQL read: published (cached, tagged) or, for preview, drafts with the read-only token, uncached. */
export async function cmsRead<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  { tags, preview = false }: ReadOptions,
): Promise<TResult> {
  if (!preview) return publishedRead<TResult>(queryText(document), variables, tags);
  const token = siteReadToken();
  if (!token) throw new Error('Preview needs SITE_READ_TOKEN');
  return request<TResult>(queryText(document), variables, token);
}

/** A bulk read's page (200 listings with their thumbnails) may take longer than a page's read; no visitor waits for it. */
const BULK_TIMEOUT_MS = Math.max(TIMEOUT_MS, 30_000);

/**
 * A published read that is not cached, for bulk reads whose result is kept elsewhere (the search
 * index), with a longer timeout. Sent with the site's token when it is set, so hundreds of pages are
 * not counted by the CMS's per-address rate limit; without a status argument the token reads
 * published content only.
 */
export async function cmsReadUncached<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return request<TResult>(queryText(document), variables, siteReadToken() || undefined, BULK_TIMEOUT_MS);
}
