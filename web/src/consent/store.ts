import type { ConsentChoice } from './choice';

/**
 * The visitor's choice in this page, shared by the consent island and the embed gates (one module, so
 * one value per page). Null: no choice yet (or not read yet).
 */
let current: ConsentChoice | null = null;
const listeners = new Set<() => void>();

export const consentStore = {
  get: (): ConsentChoice | null => current,
  set(choice: ConsentChoice): void {
    current = choice;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Null on the server: a cached page never depends on a choice. */
  getServerSnapshot: (): ConsentChoice | null => null,
};

/** Asks the island to accept one category (an embed's "always allow"); the island owns the dialog. */
export const ACCEPT_CATEGORY_EVENT = 'coast:consent-accept';
/** Asks the island to open the settings (the first layer's button, the footer's link, the cookie policy's button). */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-consent-settings';
/** Marks the first layer's answers (value 'all' or 'necessary'); the island stores the one clicked. */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer';
export type ConsentAnswer = 'all' | 'necessary';
