/**
 * Cookie consent: the dialog's five categories, spelled one way for the CMS
 * (each cookie's category, the texts of each category) and the site (the dialog, the tags, the embeds).
 * Strapi's GraphQL writes '-' as '_' in enum values; web/src/cms turns them back into these ids.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The four a visitor chooses; 'necessary' is always on (its switch is disabled). */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CONSENT_CATEGORIES = CONSENT_CATEGORIES.filter((c): c is OptionalConsentCategory => c !== 'necessary');

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** A category from its GraphQL enum spelling (`social_media`), or null. */
export function consentCategoryFromEnum(value: string | null | undefined): ConsentCategory | null {
  const id = value?.replaceAll('_', '-');
  return isConsentCategory(id) ? id : null;
}

/**
 * The version of the categories above. A stored consent names the revision it was given for; the
 * site asks again when the revision differs. Raise this when the categories change; staff raise the
 * CMS's own number (`revision` of the cookie consent texts) when what a category covers changes.
 */
export const CONSENT_CATEGORIES_VERSION = 1;

/** The revision a consent is stored and checked with: the categories' version and the CMS's revision (1 to 999). */
export function consentRevision(cmsRevision: number | null | undefined): number {
  const staff = Number.isInteger(cmsRevision) && (cmsRevision as number) > 0 ? Math.min(cmsRevision as number, 999) : 1;
  return CONSENT_CATEGORIES_VERSION * 1000 + staff;
}

/**
 * Third-party content a page embeds, and the category that must be accepted before it loads. Videos,
 * virtual tours and map tiles all come from platforms that set their own cookies and learn the
 * visitor's address: they are the 'social media' category (the cookie policy says so), not marketing,
 * so a visitor who declines advertising can still choose to watch a listing's video.
 */
export const EMBED_KINDS = ['video', 'tour', 'map'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];
export const EMBED_CONSENT_CATEGORY: Readonly<Record<EmbedKind, OptionalConsentCategory>> = {
  video: 'social-media',
  tour: 'social-media',
  map: 'social-media',
};
