/** The site languages. Order is the order of the language switcher. */
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

/** Dutch: the agency is in Flanders and the listing feed is written in Dutch. */
export const DEFAULT_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads a locale from loose input ('nl', 'NL', 'nl-BE', 'fr_BE'); anything unknown gives the fallback,
 * so a bad cookie or header never breaks a page.
 */
export function toLocale(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (typeof value !== 'string') return fallback;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : fallback;
}
