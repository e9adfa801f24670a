import { fillTemplate, type Locale } from '@coast/domain/i18n';

/**
 * A feature's own interface texts, kept beside the feature (search, forms, consent...) instead of in
 * the shared files, in all four languages. The Dutch texts give the keys; TypeScript refuses a language
 * that lacks one or adds one.
 *
 *   export const searchTexts = defineTexts({ nl: { noMatch: 'Geen resultaat voor {0}' }, fr: {...}, en: {...}, de: {...} });
 *   searchTexts(locale, 'noMatch', query)
 */
export function defineTexts<const K extends string>(all: { nl: Record<K, string> } & Record<Exclude<Locale, 'nl'>, Record<K, string>>) {
  const text = (locale: Locale, key: K, ...values: ReadonlyArray<string | number>): string =>
    values.length ? fillTemplate(all[locale][key], ...values) : all[locale][key];
  /** Every text of one language, for a client island that needs them as props. */
  text.all = (locale: Locale): Readonly<Record<K, string>> => all[locale];
  return text;
}
