import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { Localized } from '../i18n/localized';
import { feedValue, type FeedText } from './feed-values';

/** 'Ref.' before a listing's id, in every language. */
export const REFERENCE_PREFIX: Localized = { nl: 'Ref.', fr: 'Réf.', en: 'Ref.', de: 'Ref.' };

/** What a listing's heading is made of (its card, page, photos, title, structured data, brochure). */
export interface ListingHeadingInput {
  readonly externalId: number;
  readonly typeDescription?: string | null;
  readonly mainTypeName?: string | null;
  readonly title?: string | null;
  /** The language the feed wrote the listing in ('nl'). */
  readonly language?: string | null;
}

const feedLanguageOf = (language: string | null | undefined): Locale =>
  language === 'fr' || language === 'en' || language === 'de' || language === 'nl' ? language : DEFAULT_LOCALE;

/**
 * A listing's heading, one rule everywhere: its precise type ('Halfopen woning'), else its broad type
 * ('Huis'), as its URL's slug; else its title; else 'Ref. 4512308'. In another language than the
 * feed's, a type the translation table knows wins over one it does not (a German page says 'Wohnung'
 * rather than an untranslated free text); only when neither type is known is the Dutch text shown, and
 * `lang` says so.
 */
export function listingHeadingText(p: ListingHeadingInput, locale: Locale): FeedText {
  const feedLanguage = feedLanguageOf(p.language);
  const types = [feedValue(p.typeDescription, locale, feedLanguage), feedValue(p.mainTypeName, locale, feedLanguage)].filter((t): t is FeedText => t !== null);
  const inPageLanguage = types.find((t) => t.lang === locale);
  if (inPageLanguage) return inPageLanguage;
  if (types[0]) return types[0];
  const title = p.title?.trim();
  if (title) return { text: title, lang: feedLanguage };
  return { text: `${REFERENCE_PREFIX[locale]} ${p.externalId}`, lang: locale };
}

/** The heading's text only (titles, alt texts, structured data). */
export function listingHeading(p: ListingHeadingInput, locale: Locale): string {
  return listingHeadingText(p, locale).text;
}
