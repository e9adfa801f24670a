import { choiceOf, type ConsentChoice } from './choice';

/**
 * Where the choice is kept: the browser's local storage, in vanilla-cookieconsent's own format (the
 * dialog writes it; `cookie.useLocalStorage`). Local storage rather than a cookie: nothing about the
 * choice reaches the server, so every page stays one cached document for everybody (and nginx, which
 * bypasses its cache for some cookies, never sees it). 6 months, then the visitor is asked again.
 */
export const CONSENT_STORAGE_KEY = 'coast.consent';
export const CONSENT_LIFETIME_DAYS = 182;

interface StoredConsent {
  readonly categories?: unknown;
  readonly revision?: unknown;
  readonly consentId?: unknown;
  readonly expirationTime?: unknown;
}

/**
 * The stored choice, read without loading the dialog's library: valid only when it was made for this
 * revision and has not expired (the library's own rules), else null and the dialog asks again.
 */
export function readStoredChoice(revision: number, now = Date.now()): ConsentChoice | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage blocked: no choice can have been kept
  }
  return parseStoredChoice(raw, revision, now);
}

/**
 * Whether a stored entry is a choice made for this revision that has not expired, with its id and its
 * categories (the library's own rules). Self-contained on purpose: the first layer's inline script
 * carries its source (first-layer-script.ts), so the page's first paint and the island judge alike.
 */
export function isValidStoredEntry(stored: unknown, revision: number, now: number): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const { categories, consentId, expirationTime } = stored as StoredConsent;
  if ((stored as StoredConsent).revision !== revision || typeof consentId !== 'string' || !consentId) return false;
  return typeof expirationTime === 'number' && expirationTime > now && Array.isArray(categories);
}

/** The choice in a stored entry, or null when there is none, it is damaged, of another revision or expired. */
export function parseStoredChoice(raw: string | null, revision: number, now: number): ConsentChoice | null {
  let stored: StoredConsent | null;
  try {
    stored = JSON.parse(raw ?? 'null') as StoredConsent | null;
  } catch {
    return null;
  }
  if (!stored || !isValidStoredEntry(stored, revision, now)) return null;
  return choiceOf((stored.categories as unknown[]).filter((c): c is string => typeof c === 'string'));
}

/** Forgets the choice (`?setcookies`): the dialog asks again. */
export function clearStoredChoice(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was stored either
  }
}
