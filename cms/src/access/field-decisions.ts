import { STAFF_ONLY_TYPES } from './private-types';
import { PRIVATE_FIELDS } from './private-fields';
import { PUBLIC_FIELDS, SYSTEM_FIELDS } from './public-fields';

/** Attributes Strapi adds itself: the admin users who edited (private by Strapi) and the language links. */
const STRAPI_MANAGED = new Set<string>([...SYSTEM_FIELDS, 'createdBy', 'updatedBy', 'locale', 'localizations']);

/**
 * Every attribute of our content types (`api::…`, staff-only ones aside: closed whole) and of every
 * component that is in neither PUBLIC_FIELDS nor PRIVATE_FIELDS, as `uid.field`; a type or component
 * missing from both is reported whole. Empty when every field has its decision.
 */
export function undecidedFields(models: Readonly<Record<string, { attributes: Record<string, unknown> }>>): string[] {
  const staffOnly = new Set<string>(STAFF_ONLY_TYPES);
  const undecided: string[] = [];
  for (const [uid, model] of Object.entries(models)) {
    const ours = uid.startsWith('api::') || !uid.includes('::');
    if (!ours || staffOnly.has(uid)) continue;
    const decided = new Set([...(PUBLIC_FIELDS[uid] ?? []), ...(PRIVATE_FIELDS[uid] ?? [])]);
    for (const name of Object.keys(model.attributes)) {
      if (!decided.has(name) && !STRAPI_MANAGED.has(name)) undecided.push(`${uid}.${name}`);
    }
  }
  return undecided;
}

/** Stops the CMS on start while a field has no decision, naming each and where to decide it. */
export function assertFieldDecisions(models: Readonly<Record<string, { attributes: Record<string, unknown> }>>) {
  const undecided = undecidedFields(models);
  if (undecided.length === 0) return;
  throw new Error(
    `These fields are neither public nor private: ${undecided.join(', ')}. ` +
      'Add each to PUBLIC_FIELDS (cms/src/access/public-fields.ts) or PRIVATE_FIELDS (cms/src/access/private-fields.ts); ' +
      "a module kind's to the fields of its folder, cms/src/modules/{kind}/index.ts.",
  );
}
