import { feedValue } from '../listing/feed-values';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { slugSegment } from './slugify';

export interface ListingSlugInput {
  /** TypeDescription, e.g. 'Ruim appartement met zeezicht'. */
  readonly typeDescription?: string | null;
  /** MainTypeName, e.g. 'Appartement': used when there is no description. */
  readonly mainTypeName?: string | null;
  readonly city?: string | null;
}

/** Longest slug; long descriptions make unreadable URLs. */
export const LISTING_SLUG_MAX_LENGTH = 60;

/** The slug's words in the feed's own language: the description, else the main type and city. */
function feedWords(input: ListingSlugInput): string {
  return slugSegment(input.typeDescription) || slugSegment([input.mainTypeName, input.city].filter(Boolean).join(' '));
}

/**
 * The slug's words in another language: the type the translation table knows in that language (the
 * description's, else the main type's with the city), as the listing's heading names it; the feed's
 * words when the table knows neither.
 */
function localWords(input: ListingSlugInput, locale: Locale): string {
  const description = feedValue(input.typeDescription, locale);
  if (description?.lang === locale) return slugSegment(description.text);
  const main = feedValue(input.mainTypeName, locale);
  if (main?.lang === locale) return slugSegment([main.text, input.city].filter(Boolean).join(' '));
  return feedWords(input);
}

/**
 * The {slug} segment of a listing's URL in a language (/nl/te-koop/{city}/{slug}/{id}/): in Dutch the
 * feed's type description, or else the main type and city; in French, English and German the same
 * type in that language ('handelspand' is 'commerce' under /fr/). Slugified and cut at a hyphen to at
 * most 60 characters. The id in the URL identifies the listing, so the slug only has to read well.
 * Never empty: 'pand' at worst.
 */
export function listingSlug(input: ListingSlugInput, locale: Locale = DEFAULT_LOCALE): string {
  const base = (locale === DEFAULT_LOCALE ? feedWords(input) : localWords(input, locale)) || 'pand';
  if (base.length <= LISTING_SLUG_MAX_LENGTH) return base;
  const cut = base.slice(0, LISTING_SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : base.slice(0, LISTING_SLUG_MAX_LENGTH)).replace(/-+$/, '');
}
