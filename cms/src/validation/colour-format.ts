import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { both } from '../pages/address-rules';

const COLOUR_FIELD = 'plugin::color-picker.color';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const COLOUR_PROBLEM = both(
  'Not a valid colour: pick it, or type # and 6 (or 3) hexadecimal digits, e.g. #C8102E. Leave it empty for none.',
  'Geen geldige kleur: kies ze, of typ # en 6 (of 3) hexadecimale cijfers, bv. #C8102E. Laat het leeg voor geen kleur.',
);

type Attributes = Readonly<Record<string, { type?: string; customField?: string; component?: string; repeatable?: boolean }>>;
type Path = readonly (string | number)[];

/** The path of the first colour of the wrong shape in an entry's data (its components and zones included), or null. */
export function badColourPath(strapi: Core.Strapi, attributes: Attributes, data: unknown, path: Path = []): Path | null {
  if (!data || typeof data !== 'object') return null;
  const values = data as Record<string, unknown>;
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = values[name];
    if (attribute.customField === COLOUR_FIELD && typeof value === 'string' && value !== '' && !HEX.test(value)) return [...path, name];
    const inside = (component: string | undefined, item: unknown, at: Path) =>
      component && strapi.components[component as keyof typeof strapi.components]
        ? badColourPath(strapi, strapi.components[component as keyof typeof strapi.components].attributes as Attributes, item, at)
        : null;
    if (attribute.type === 'component') {
      const found = Array.isArray(value)
        ? value.map((item, i) => inside(attribute.component, item, [...path, name, i])).find(Boolean)
        : inside(attribute.component, value, [...path, name]);
      if (found) return found;
    }
    if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      const found = value.map((item, i) => inside((item as { __component?: string })?.__component, item, [...path, name, i])).find(Boolean);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A colour typed in the wrong shape is refused on save with a message saying what is allowed, under the
 * field in the admin (the schema has no regex: its refusal read "The value does not match the regex").
 */
export function refuseBadColours(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    // Duplicating in the admin saves through clone, with the form's data.
    if (ctx.action !== 'create' && ctx.action !== 'update' && ctx.action !== 'clone') return next();
    const model = strapi.contentTypes[ctx.uid as keyof typeof strapi.contentTypes];
    const data = (ctx.params as { data?: unknown }).data;
    const path = model ? badColourPath(strapi, model.attributes as Attributes, data) : null;
    if (path) throw new errors.ValidationError(COLOUR_PROBLEM, { errors: [{ path, message: COLOUR_PROBLEM, name: 'ValidationError', value: null }] });
    return next();
  });
}
