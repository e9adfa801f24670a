export { LOCALES, DEFAULT_LOCALE, isLocale, toLocale } from './locales';
export type { Locale } from './locales';
export type { Localized } from './localized';
export { fillTemplate } from './fill-template';
export { formatNumber } from './format-number';
