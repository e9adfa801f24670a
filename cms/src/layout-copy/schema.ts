/** The slice of Strapi's attribute schema the layout copy reads. */
export type Attribute = {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  pluginOptions?: { i18n?: { localized?: boolean } };
};

export type Attributes = Record<string, Attribute>;

/** A component's or content type's attributes by uid. */
export type SchemaOf = (uid: string) => Attributes;

/** A document or component entry as the document service reads and writes it. */
export type Data = Record<string, unknown>;

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks']);

/**
 * Text-typed fields that are structure, not language: a link's address (the site localizes it), an icon
 * name, a colour, a CSS class, a video address, a cookie's technical name. Every other text field is a
 * translation and stays per language, so a new text field is never overwritten by default.
 */
const STRUCTURAL_TEXTS: Record<string, readonly string[]> = {
  'shared.link': ['url', 'icon', 'color'],
  'shared.module-layout': ['cssClass', 'backgroundColor'],
  'shared.home-banner': ['videoUrl'],
  'consent.cookie': ['name'],
};

/** Whether a component's field holds a per-language text (kept in each language by the copy). */
export function isTranslation(componentUid: string, name: string, attribute: Attribute): boolean {
  return TEXT_TYPES.has(attribute.type) && !(STRUCTURAL_TEXTS[componentUid] ?? []).includes(name);
}

type Populate = true | { populate?: Record<string, Populate>; on?: Record<string, Populate>; fields?: string[] };

/** The populate that reads every nested component, dynamic zone entry, media and relation of a schema's attributes. */
export function populateOf(schemaOf: SchemaOf, attributes: Attributes): Record<string, Populate> {
  const populate: Record<string, Populate> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'component' && attribute.component) populate[name] = nested(schemaOf, attribute.component);
    else if (attribute.type === 'dynamiczone')
      populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((uid) => [uid, nested(schemaOf, uid)])) };
    else if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'relation') populate[name] = { fields: ['documentId'] };
  }
  return populate;
}

function nested(schemaOf: SchemaOf, uid: string): Populate {
  const inner = populateOf(schemaOf, schemaOf(uid));
  return Object.keys(inner).length > 0 ? { populate: inner } : true;
}
