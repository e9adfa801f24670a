'use client';

import { useEffect, useState } from 'react';
import { ANSWER_PATH, type SearchAnswer } from './answer-types';

/** Wait after the last keystroke before asking (a word typed at speed is one request). */
export const DEBOUNCE_MS = 150;
/** Answers kept in the page, so typing back and forth asks nothing twice. */
const KEPT_ANSWERS = 50;

/** Answers of this page view, by language and query (module level: shared by every render). */
const kept = new Map<string, SearchAnswer>();
function keep(key: string, answer: SearchAnswer) {
  kept.delete(key);
  kept.set(key, answer);
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
}

export interface AnswerState {
  /** The answer to show: the current query's, else the last one received while the next is on its way. */
  readonly answer: SearchAnswer | null;
  /** Whether `answer` is the current query's. */
  readonly current: boolean;
  /** The current query could not be answered (network, server). */
  readonly failed: boolean;
}

/**
 * The search endpoint's answer for a query while the panel is open: asked DEBOUNCE_MS after the last
 * change (at once for the empty query), the request of a superseded query aborted, and an answer
 * that arrives for anything but the current query dropped, so a slow early answer never replaces a
 * later one.
 */
export function useSearchAnswer(lang: string, query: string, enabled: boolean): AnswerState {
  const key = `${lang}\n${query.trim()}`;
  const [received, setReceived] = useState<{ key: string; answer: SearchAnswer | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!enabled || kept.has(key)) return;
    const controller = new AbortController();
    const q = key.slice(key.indexOf('\n') + 1);
    const timer = setTimeout(
      async () => {
        try {
          const response = await fetch(`${ANSWER_PATH}?${new URLSearchParams({ q, lang })}`, { signal: controller.signal });
          if (!response.ok) throw new Error(`search answer: ${response.status}`);
          const answer = (await response.json()) as SearchAnswer;
          keep(key, answer);
          if (!controller.signal.aborted) setReceived({ key, answer, failed: false });
        } catch {
          if (!controller.signal.aborted) setReceived((last) => ({ key, answer: last?.answer ?? null, failed: true }));
        }
      },
      q === '' ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, lang, enabled]);

  const answer = kept.get(key);
  if (answer) return { answer, current: true, failed: false };
  if (received?.key === key) return { answer: received.answer, current: !received.failed, failed: received.failed };
  return { answer: received?.answer ?? null, current: false, failed: false };
}
