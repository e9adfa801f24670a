import { slugSegment } from './slugify';

export interface PropertySlugInput {
  /** TypeDescription, e.g. 'Ruim appartement met zeezicht'. */
  readonly typeDescription?: string | null;
  /** MainTypeName, e.g. 'Appartement': used when there is no description. */
  readonly mainTypeName?: string | null;
  readonly city?: string | null;
}

/** Longest slug; long descriptions make unreadable URLs. */
export const PROPERTY_SLUG_MAX_LENGTH = 60;

/**
 * The {slug} segment of a listing's Dutch URL (/nl/te-koop/{city}/{slug}/{id}/): the type description,
 * or else the main type and city, slugified and cut at a hyphen to at most 60 characters. The id in
 * the URL identifies the listing, so the slug only has to read well. Never empty: 'pand' at worst.
 */
export function propertySlug(input: PropertySlugInput): string {
  const fromDescription = slugSegment(input.typeDescription);
  const base = fromDescription || slugSegment([input.mainTypeName, input.city].filter(Boolean).join(' ')) || 'pand';
  if (base.length <= PROPERTY_SLUG_MAX_LENGTH) return base;
  const cut = base.slice(0, PROPERTY_SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : base.slice(0, PROPERTY_SLUG_MAX_LENGTH)).replace(/-+$/, '');
}
