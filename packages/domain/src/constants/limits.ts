/** The spec's list sizes and timings, so the web and the CMS agree on them. */
export const LIST_LIMITS = {
  /** New properties on the home page. */
  homeNewListings: 4,
  /** Items of the services (category news) view. */
  servicesItems: 9,
  /** Members of the team view. */
  teamMembers: 4,
} as const;

export const IMAGE_WIDTHS = {
  placeholder: 100,
  /** The spec's 400, 600 and 1360, and 828 for a phone's full-width photo (412-414 px at 1.75-2x). */
  responsive: [400, 600, 828, 1360] as const,
  listingThumbnail: 250,
} as const;

export const UI_TIMINGS = {
  /** Scroll after which the header becomes fixed and the logo shrinks. */
  headerFixedAfterPx: 30,
  /** Scroll under which it grows back: well under the above, so a page left near it never flips to and fro. */
  headerReleasedBelowPx: 10,
  /** Scroll after which the scroll-to-top button shows. */
  scrollTopAfterPx: 10,
  scrollTopAnimationMs: 500,
  scrollDebounceMs: 100,
  sliderAutoplayMs: 3000,
  sliderSpeedMs: 500,
  /** Delay before a message is posted to the embedded map frame. */
  mapMessageDelayMs: 50,
  /** Time analytics consent waits for an update. */
  analyticsConsentWaitMs: 500,
} as const;

/** Loading a language retries up to 5 times, starting at 350 ms and doubling. */
export const LANGUAGE_LOAD_RETRY = { maxRetries: 5, initialDelayMs: 350 } as const;

/** Delay before retry `attempt` (1-based): 350, 700, 1400, 2800, 5600 ms; null past the last retry. */
export function languageLoadRetryDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > LANGUAGE_LOAD_RETRY.maxRetries) return null;
  return LANGUAGE_LOAD_RETRY.initialDelayMs * 2 ** (attempt - 1);
}

/**
 * The largest id the CMS can hold or be asked for (a GraphQL Int and a database integer are 32-bit):
 * a larger number in a URL or a search names nothing, so it is treated as not found, never sent on.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A whole number from 1 to MAX_RECORD_ID, from text (a URL segment, a search) or null. */
export function recordId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
