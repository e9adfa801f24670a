import { choiceOf, type AnswerEntry, type ConsentChoice } from './choice';

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

/**
 * Stores an answer at once, in the dialog library's own format (so the library, loaded later or never,
 * reads it as the visitor's choice). Self-contained on purpose: the first layer's inline script carries
 * its source, so a click before the page's scripts have run is kept the moment it is made.
 */
export function storeAnswerEntry(key: string, answer: AnswerEntry, revision: number, lifetimeDays: number, language: string): boolean {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const consentId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const now = new Date();
  const entry = {
    categories: answer.categories,
    revision,
    data: answer.data,
    consentTimestamp: now.toISOString(),
    consentId,
    services: Object.fromEntries(answer.categories.map((category) => [category, []])),
    languageCode: language,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + lifetimeDays * 24 * 3600 * 1000,
  };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
    return true;
  } catch {
    // storage blocked: the choice lasts this page only
    return false;
  }
}

/** Forgets the choice (`?setcookies`): the dialog asks again. */
export function clearStoredChoice(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was stored either
  }
}
