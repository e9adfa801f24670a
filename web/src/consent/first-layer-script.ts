import { ANSWER_ENTRIES } from './choice';
import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY, isValidStoredEntry, storeAnswerEntry } from './storage';
import { CONSENT_ANSWER_ATTRIBUTE } from './store';
import { CRAWLER_PATTERN, PREVIEW_SEGMENT, RESET_PARAMETER } from './who-is-asked';

/** The first layer's element id (first-layer.tsx renders it, the island and its script find it). */
export const FIRST_LAYER_ID = 'consent-first-layer';
/** Set on the layer by the island once it answers the layer's buttons itself. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** What the visitor clicked before that: 'all', 'necessary' or 'settings'. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * The inline script right after the first layer: shows it before the page's scripts have run, so a new
 * visitor sees the question with the page's first paint (it was the largest, and last, paint of many
 * pages). The page is one cached document for everybody, so the layer is sent hidden and only the
 * browser knows whether a choice is stored; the script judges it with storage.ts's own rule (its source
 * goes in). An answer is stored the moment it is clicked, whether or not the page's scripts have run
 * (storage.ts's storeAnswerEntry, its source goes in too); a click before the island is ready is also
 * noted for it, so it applies the choice.
 */
export function firstLayerScript(): string {
  const reveal = (
    id: string,
    key: string,
    valid: typeof isValidStoredEntry,
    crawler: RegExp,
    reset: string,
    preview: string,
    answer: string,
    early: string,
    ready: string,
    store: typeof storeAnswerEntry,
    entries: typeof ANSWER_ENTRIES,
    lifetimeDays: number,
  ) => {
    const layer = document.getElementById(id);
    if (!layer || crawler.test(navigator.userAgent) || location.pathname.split('/').includes(preview)) return;
    if (!new URLSearchParams(location.search).has(reset)) {
      try {
        if (valid(JSON.parse(localStorage.getItem(key) ?? 'null'), Number(layer.dataset.revision), Date.now())) return;
      } catch {
        // no readable choice: ask
      }
    }
    layer.hidden = false;
    // A click before the island is ready is kept for it (an answer also closes the layer at once). On
    // the window, while capturing: React stops a click on markup it has not hydrated yet at the
    // document, to replay it to its own handlers later, so a listener on the layer would never hear it.
    addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!button || !layer.contains(button)) return;
        const value = button.getAttribute(answer) ?? 'settings';
        if (value === 'all' || value === 'necessary') store(key, entries[value], Number(layer.dataset.revision), lifetimeDays, document.documentElement.lang);
        if (layer.hasAttribute(ready)) return;
        layer.setAttribute(early, value);
        if (value !== 'settings') layer.hidden = true;
      },
      true,
    );
  };
  const text = (value: string) => JSON.stringify(value);
  const args = [
    text(FIRST_LAYER_ID),
    text(CONSENT_STORAGE_KEY),
    `(${isValidStoredEntry.toString()})`,
    CRAWLER_PATTERN.toString(),
    text(RESET_PARAMETER),
    text(PREVIEW_SEGMENT),
  ];
  const clicks = [CONSENT_ANSWER_ATTRIBUTE, EARLY_CLICK_ATTRIBUTE, ISLAND_READY_ATTRIBUTE].map(text);
  const storing = [`(${storeAnswerEntry.toString()})`, JSON.stringify(ANSWER_ENTRIES), String(CONSENT_LIFETIME_DAYS)];
  return `(${reveal.toString()})(${[...args, ...clicks, ...storing].join(',')})`;
}
