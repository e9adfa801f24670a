import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and during hydration, true in the browser afterwards: React's own
 * way to tell them apart (no state set in an effect, no extra render pass).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** The document's language once hydrated (the server's snapshot is the given fallback). */
export function useDocumentLanguage(fallback: string): string {
  return useSyncExternalStore(
    never,
    () => document.documentElement.lang || fallback,
    () => fallback,
  );
}
