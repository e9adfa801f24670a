import { CONSENT_STORAGE_KEY, isValidStoredEntry } from './storage';
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
 * goes in). A visitor who clicks before the island is ready is not ignored: the click is noted for it.
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
        if (!button || !layer.contains(button) || layer.hasAttribute(ready)) return;
        const value = button.getAttribute(answer) ?? 'settings';
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
  return `(${reveal.toString()})(${[...args, ...clicks].join(',')})`;
}
