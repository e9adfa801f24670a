/**
 * The feed cannot wipe the site: an import that would mark too many of the listings now in the feed as
 * gone (or a feed with no listing at all) is refused before anything is written, unless forced.
 */

/** Share of the listings in the feed one import may retire (mark no longer in the feed) unforced. */
export const DEFAULT_MAX_RETIRE_SHARE = 0.2;
export const MAX_RETIRE_SHARE_VARIABLE = 'FEED_MAX_RETIRE_SHARE';

export interface RetireGuardInput {
  /** Records in the feed file (malformed ones included). */
  received: number;
  /** Listings marked in the feed on the site before this import. */
  inFeed: number;
  /** Of those, the ones whose id the feed no longer carries. */
  toRetire: number;
  maxRetireShare: number;
  force: boolean;
  /** A batch of changes (a CRM sync after the first): holding no listing means nothing changed, not an empty feed. */
  incremental?: boolean;
}

/** Why an import was refused, with its figures; nothing was written when this is thrown. */
export class FeedImportRefused extends Error {
  readonly code = 'FEED_IMPORT_REFUSED';
  constructor(
    message: string,
    readonly figures: { received: number; inFeed: number; toRetire: number; maxRetireShare: number; limit: number },
  ) {
    super(message);
    this.name = 'FeedImportRefused';
  }
}

/** The share from the importer option, else FEED_MAX_RETIRE_SHARE, else 20%; a share is from 0 to 1. */
export function maxRetireShareOf(option: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = env[MAX_RETIRE_SHARE_VARIABLE]?.trim();
  const [value, source] =
    option !== undefined
      ? [option, 'the maxRetireShare option']
      : fromEnv
        ? [Number(fromEnv), MAX_RETIRE_SHARE_VARIABLE]
        : [DEFAULT_MAX_RETIRE_SHARE, 'default'];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${source} must be a share from 0 to 1 (0.2 is 20%), got ${JSON.stringify(option !== undefined ? option : fromEnv)}`);
  }
  return value;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const FORCE = 'If the feed is right, import it anyway with `pnpm import:feed <file> --force` (importer option `force: true`)';
const RAISE = `or raise the limit with ${MAX_RETIRE_SHARE_VARIABLE}, a share from 0 to 1 (importer option \`maxRetireShare\`)`;
const RETIRED = 'they would be marked no longer in the feed and unavailable';

/**
 * Refuses (throws FeedImportRefused) an import that would retire more than the allowed share of the
 * listings now in the feed, or that brings an empty feed; returns a warning when forced past either.
 * Only reads its figures, which the importer counts from the feed's ids before any write.
 *
 * Decision: when the site has no listing in the feed yet (first import, or every listing already
 * retired), there is nothing to wipe, so nothing is refused, an empty feed included: the first start
 * seeds through this importer and must never be stopped by it.
 */
export function checkRetireGuard({ received, inFeed, toRetire, maxRetireShare, force, incremental = false }: RetireGuardInput): string | null {
  if (inFeed === 0) return null;
  // 0.2 * 150 allows 30; the epsilon keeps 0.29 * 100 (28.999999999999996 in floating point) at 29.
  const limit = Math.floor(maxRetireShare * inFeed + 1e-9);
  const figures = { received, inFeed, toRetire, maxRetireShare, limit };
  const limitText = `limit is ${percent(maxRetireShare)}, at most ${plural(limit, 'listing')}`;
  if (received === 0 && !incremental) {
    if (force) return `Feed import forced: the feed holds no listings and retires all ${inFeed} listings that were in the feed.`;
    throw new FeedImportRefused(
      `Feed import refused: the feed holds no listings (GetPropertyListJsonResult.Items is empty) and would retire all ${inFeed} ` +
        `listings now in the feed (${RETIRED}). Nothing was changed. ${FORCE}.`,
      figures,
    );
  }
  if (toRetire <= limit) return null;
  const what = (verb: string) =>
    `the feed holds ${plural(received, 'record')} and ${verb} ${toRetire} of the ${inFeed} listings now in the feed (${percent(toRetire / inFeed)})`;
  if (force) return `Feed import forced: ${what('retires')}; the ${limitText}.`;
  throw new FeedImportRefused(`Feed import refused: ${what('would retire')}; ${RETIRED}. The ${limitText}. Nothing was changed. ${FORCE}, ${RAISE}.`, figures);
}
