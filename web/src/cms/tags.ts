/**
 * Cache tags of the site's CMS reads. Every published read carries ALL plus the tags of the content it
 * contains; the revalidate route turns a CMS webhook (its `model`) into the tags to expire.
 */
export const TAGS = {
  all: 'cms',
  siteConfiguration: 'site-configuration',
  cookieConsent: 'cookie-consent',
  menuPage: 'menu-page',
  article: 'article',
  category: 'category',
  teamMember: 'team-member',
  testimonial: 'testimonial',
  property: 'property',
  propertyType: 'property-type',
  city: 'city',
  project: 'project',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/** Content types whose changes touch only their own reads; anything else (media, users...) expires all. */
const MODEL_TAGS: Readonly<Record<string, readonly CacheTag[]>> = {
  'site-configuration': [TAGS.siteConfiguration],
  'cookie-consent': [TAGS.cookieConsent],
  'menu-page': [TAGS.menuPage],
  article: [TAGS.article],
  category: [TAGS.category],
  'team-member': [TAGS.teamMember],
  testimonial: [TAGS.testimonial],
  property: [TAGS.property],
  'property-type': [TAGS.propertyType],
  city: [TAGS.city],
  project: [TAGS.project],
  // What staff record for owners (portal only, read per request): no cached page shows it.
  'listing-viewing': [],
  'listing-communication': [],
  'listing-publication': [],
  'owner-document': [],
};

/** The tags a CMS change expires, from the webhook's `model` (e.g. 'menu-page') or `uid` ('api::menu-page.menu-page'). */
export function tagsForModel(model: unknown, uid?: unknown): readonly CacheTag[] {
  const fromUid = typeof uid === 'string' ? /^api::([a-z0-9-]+)\./.exec(uid)?.[1] : undefined;
  const key = typeof model === 'string' && MODEL_TAGS[model] ? model : fromUid;
  return (key && MODEL_TAGS[key]) || [TAGS.all];
}

const ALL_TAGS = new Set<string>(Object.values(TAGS));

/** The known cache tags among the given values (the revalidate route's follow-ups name them). */
export function knownTags(values: unknown): readonly CacheTag[] {
  return Array.isArray(values) ? [...new Set(values.filter((v): v is CacheTag => typeof v === 'string' && ALL_TAGS.has(v)))] : [];
}
