import { fillTemplate, type Locale } from '@coast/domain/i18n';
import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { nl, type Texts } from './texts/nl';

export type { Texts };
export type TextKey = keyof Texts;

/** Every language's interface texts, bundled with the site (spec: translations are bundled, not fetched). */
const TEXTS: Readonly<Record<Locale, Texts>> = { nl, fr, en, de };

/** The texts of a language. */
export function texts(locale: Locale): Texts {
  return TEXTS[locale];
}

/** One text with its {0}, {1} placeholders filled. */
export function t(locale: Locale, key: TextKey, ...values: ReadonlyArray<string | number>): string {
  return values.length ? fillTemplate(TEXTS[locale][key], ...values) : TEXTS[locale][key];
}

/** Language names in their own language, for the switcher (the same in every interface language). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' };
