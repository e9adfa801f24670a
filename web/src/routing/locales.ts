import { isLocale, LOCALES, type Locale } from '@coast/domain';
import type { LanguageConfiguration } from '@/cms/types';

/** Which languages the site shows and which one a path without a language code gets (site configuration). */
export interface LanguageSettings {
  readonly enabled: readonly Locale[];
  readonly defaultLocale: Locale;
}

/** From the configuration's `languages` ({code, use}) and `defaultLanguage`; the default is always enabled. */
export function languageSettings(config: LanguageConfiguration): LanguageSettings {
  const defaultLocale = config.defaultLanguage;
  const used = new Set(config.languages.filter((l) => l.use).map((l) => l.code));
  const enabled = LOCALES.filter((code) => used.has(code) || code === defaultLocale);
  return { enabled, defaultLocale };
}

/**
 * The language of a path: its first segment when that is an enabled language code ('/fr/a-vendre/'),
 * otherwise the default language ('/for-sale/', '/'). A 'preview' segment is skipped.
 */
export function localeOfPath(path: string, settings: LanguageSettings): { locale: Locale; explicit: boolean } {
  const first = path.split('/').filter((s) => s && s !== 'preview')[0];
  if (first && isLocale(first) && settings.enabled.includes(first)) return { locale: first, explicit: true };
  return { locale: settings.defaultLocale, explicit: false };
}
