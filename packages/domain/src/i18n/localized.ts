import type { Locale } from './locales';

/** One value per site language; the type forces every language to be filled in. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;

/** Picks the value of a language (typed, so no fallback is needed). */
export function localize<T>(table: Localized<T>, locale: Locale): T {
  return table[locale];
}
