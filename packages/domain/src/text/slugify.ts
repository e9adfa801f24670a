import { foldText } from './fold';

/** A name as one URL segment: lowercase, accents stripped, runs of other characters as one hyphen. */
export function slugSegment(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return foldText(text)
    .replace(/['’`]/g, '') // "l'immo" → "limmo", not "l-immo"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An article or category path part: lowercase, accent-stripped, hyphenated, ending
 * in '/': 'Ú Verkoopt!' → 'u-verkoopt/'. A name with no letters or digits gives '' (not '/', which
 * would point at the home page).
 */
export function slugify(text: string | null | undefined): string {
  const segment = slugSegment(text);
  return segment === '' ? '' : `${segment}/`;
}
