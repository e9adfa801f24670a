import { readSearchSource, searchSourceStamp } from '@/cms/search-source';
import { buildSearchIndexes, type SearchIndexes } from './listing-index';

interface Built {
  readonly stamp: string;
  readonly indexes: SearchIndexes;
}

/** After a failed build, the next one waits this long (the CMS is down or overloaded: no retry per request). */
const RETRY_AFTER_MS = 10_000;

/** The index this process answers from, the rebuild under way (one at a time), the last failure. */
let current: Built | null = null;
let rebuilding: Promise<Built> | null = null;
let failedAt = 0;

async function rebuild(stamp: string): Promise<Built> {
  const started = performance.now();
  const indexes = buildSearchIndexes(await readSearchSource());
  current = { stamp, indexes };
  // One line per build (they follow listing changes): how big and how long, for operations.
  console.log(`[search-index] built: ${indexes.size} listings in ${Math.round(performance.now() - started)} ms`);
  return current;
}

/**
 * The search index of the published listings, types and towns, kept in this process. Each call checks
 * the source's stamp (one cached read, expired by the CMS webhook with the listings' tags); when it
 * changed, one rebuild starts and, meanwhile, the previous index keeps answering (as Next serves a
 * stale page while it renders the new one), so a burst of webhooks during an import costs a rebuild
 * or two, never a slow answer. Only the first calls of a process wait for the first build; after a
 * failed build the next waits RETRY_AFTER_MS while an index exists.
 */
export async function currentSearchIndexes(): Promise<SearchIndexes> {
  const stamp = await searchSourceStamp();
  if (current?.stamp === stamp) return current.indexes;
  if (!rebuilding && current && Date.now() - failedAt < RETRY_AFTER_MS) return current.indexes;
  if (!rebuilding) {
    rebuilding = rebuild(stamp);
    rebuilding
      .catch((error: unknown) => {
        failedAt = Date.now();
        console.error('[search-index] rebuild failed:', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        rebuilding = null;
      });
  }
  // A failed rebuild keeps the old index; a later call tries again.
  if (current) return current.indexes;
  return (await rebuilding).indexes;
}
