import type { Locale } from '@coast/domain';
import type { LanguageSettings } from './locales';
import { homePath, type PathTable } from './path-table';

/** The same screen in every enabled language: the language switcher's targets and the hreflang links. */
export type Alternates = Partial<Record<Locale, string>>;

/** Screens that exist in every language under a computed path (listings). */
export function computedAlternates(settings: LanguageSettings, pathFor: (locale: Locale) => string): Alternates {
  return Object.fromEntries(settings.enabled.map((l) => [l, pathFor(l)]));
}

/** Screens with no counterpart (page not found): each language's home page. */
export function homeAlternates(table: PathTable, settings: LanguageSettings): Alternates {
  return computedAlternates(settings, (l) => homePath(table, l));
}
