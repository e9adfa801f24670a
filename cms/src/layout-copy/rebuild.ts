import { isTranslation, type Attribute, type Data, type SchemaOf } from './schema';

/** What one language's rebuild found: entries that had no counterpart there and carry the source's texts. */
export type Untranslated = { field: string; position: number; component: string }[];

const entries = (value: unknown): Data[] => (Array.isArray(value) ? value.filter((v): v is Data => typeof v === 'object' && v !== null) : []);
const asData = (value: unknown): Data | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : undefined);
const idOf = (value: unknown): unknown => asData(value)?.id ?? null;
const documentIdOf = (value: unknown): unknown => asData(value)?.documentId ?? null;

/**
 * What makes an entry the "same" module or link in two languages without a shared id: its kind and its
 * structural choices (link targets, enumerations, structural texts). Changed choices fall back to kind
 * and order (see pairEntries).
 */
function identity(schemaOf: SchemaOf, uid: string, entry: Data): string {
  const parts: unknown[] = [uid];
  for (const [name, attribute] of Object.entries(schemaOf(uid))) {
    if (attribute.type === 'relation') parts.push(Array.isArray(entry[name]) ? entries(entry[name]).map(documentIdOf) : documentIdOf(entry[name]));
    else if (attribute.type === 'enumeration' || (attribute.type === 'string' && !isTranslation(uid, name, attribute))) parts.push(entry[name] ?? null);
  }
  return JSON.stringify(parts);
}

/**
 * Pairs each source entry with the target language's entry it corresponds to: first the same kind with the
 * same structural choices, then the remaining ones of the same kind in their order (the n-th article
 * with the n-th article left). An entry without a pair is new in that language.
 */
export function pairEntries(schemaOf: SchemaOf, kindOf: (entry: Data) => string, sources: Data[], targets: Data[]): (Data | undefined)[] {
  const free = new Set(targets.keys());
  const take = (accept: (target: Data) => boolean): Data | undefined => {
    const index = [...free].find((i) => accept(targets[i]));
    if (index === undefined) return undefined;
    free.delete(index);
    return targets[index];
  };
  const exact = sources.map((source) => {
    const key = identity(schemaOf, kindOf(source), source);
    return take((target) => kindOf(target) === kindOf(source) && identity(schemaOf, kindOf(target), target) === key);
  });
  return exact.map((found, index) => found ?? take((target) => kindOf(target) === kindOf(sources[index])));
}

type Context = { schemaOf: SchemaOf; untranslated: Untranslated; field: string };

/** One component entry: the source's structure with the target's texts (the source's when it has none). */
export function rebuildEntry(context: Context, uid: string, source: Data, target: Data | undefined): Data {
  const out: Data = {};
  // Only top-level entries are reported: a new entry's nested lists are new with it.
  const nested = { ...context, untranslated: [] };
  for (const [name, attribute] of Object.entries(context.schemaOf(uid))) {
    out[name] = rebuildField(nested, uid, name, attribute, source, target);
  }
  return out;
}

function rebuildField(context: Context, uid: string, name: string, attribute: Attribute, source: Data, target: Data | undefined): unknown {
  const value = source[name];
  if (isTranslation(uid, name, attribute)) return target ? (target[name] ?? null) : (value ?? null);
  if (attribute.type === 'component' && attribute.component) {
    const component = attribute.component;
    if (attribute.repeatable) return rebuildList(context, () => component, entries(value), entries(target?.[name]), null);
    const inner = asData(value);
    return inner ? rebuildEntry(context, component, inner, asData(target?.[name])) : null;
  }
  if (attribute.type === 'media') return attribute.multiple ? entries(value).map(idOf) : idOf(value);
  if (attribute.type === 'relation') return Array.isArray(value) ? entries(value).map(documentIdOf) : documentIdOf(value);
  return value ?? null;
}

/**
 * A list of entries (a repeatable component, or a dynamic zone when `dynamicZone` names it): the source's
 * entries in the source's order, each with its counterpart's texts. Entries of a top-level list that
 * find no counterpart are recorded as untranslated.
 */
export function rebuildList(context: Context, kindOf: (entry: Data) => string, sources: Data[], targets: Data[], dynamicZone: string | null): Data[] {
  const pairs = pairEntries(context.schemaOf, kindOf, sources, targets);
  return sources.map((source, position) => {
    const uid = kindOf(source);
    const target = pairs[position];
    const hasTexts = Object.entries(context.schemaOf(uid)).some(([name, attribute]) => isTranslation(uid, name, attribute) && source[name]);
    if (!target && hasTexts) context.untranslated.push({ field: context.field, position: position + 1, component: uid });
    const rebuilt = rebuildEntry(context, uid, source, target);
    return dynamicZone ? { __component: uid, ...rebuilt } : rebuilt;
  });
}

/**
 * The structural fields of a document in one language rebuilt from the source language: every localized
 * component and dynamic zone, in the source's order and settings, with this language's texts.
 */
export function rebuildStructure(schemaOf: SchemaOf, contentType: string, source: Data, target: Data | undefined) {
  const data: Data = {};
  const untranslated: Untranslated = [];
  for (const [field, attribute] of Object.entries(schemaOf(contentType))) {
    if (attribute.pluginOptions?.i18n?.localized !== true) continue;
    const context = { schemaOf, untranslated, field };
    if (attribute.type === 'dynamiczone') {
      data[field] = rebuildList(context, (entry) => String(entry.__component), entries(source[field]), entries(target?.[field]), field);
    } else if (attribute.type === 'component' && attribute.component) {
      data[field] = rebuildField(context, contentType, field, attribute, source, target);
    }
  }
  return { data, untranslated };
}
