import { isLocale, type Locale } from '@coast/domain';
import type { MediaFragment } from '@coast/graphql';
import type { Media } from './types';

/** Helpers that turn the GraphQL answers' nulls into the app types' values (cms/types.ts). */

/** The items of a GraphQL list, without its null entries (a list that is itself null is empty). */
export function present<T>(items: ReadonlyArray<T | null> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null);
}

/** A text, '' when the CMS has none. */
export const text = (value: string | null | undefined): string => value ?? '';

/** A colour staff set, as a hex code ('#c8102e'); anything else is no colour (it would go into a style attribute). */
export const colour = (value: string | null | undefined): string => (value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : '');

export function toMedia(media: MediaFragment): Media;
export function toMedia(media: MediaFragment | null | undefined): Media | null;
export function toMedia(media: MediaFragment | null | undefined): Media | null {
  if (!media) return null;
  return {
    documentId: media.documentId,
    url: media.url,
    width: media.width,
    height: media.height,
    alternativeText: text(media.alternativeText),
    mime: media.mime,
  };
}

export const toMediaList = (items: ReadonlyArray<MediaFragment | null> | null | undefined): Media[] => present(items).map((media) => toMedia(media));

/** The slugs of an entry's other language versions, by language (versions without a slug left out). */
export function slugsByLocale(localizations: ReadonlyArray<{ locale: string | null; slug: string | null } | null>): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {};
  for (const l of present(localizations)) if (isLocale(l.locale) && l.slug) slugs[l.locale] = l.slug;
  return slugs;
}

/** Compile-time check that two types are the same (e.g. a GraphQL enumeration and its domain vocabulary). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
