import type { Locale } from './locales';

/** One value per site language; the type forces every language to be filled in. */
export type Localized<T = string> = Readonly<Record<Locale, T>>;
