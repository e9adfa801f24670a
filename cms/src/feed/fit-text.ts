import type { Core, Struct, UID } from '@strapi/strapi';

/** Strapi refuses a `string` attribute longer than its `maxLength`, 255 characters when none is set. */
export const SHORT_TEXT_MAX = 255;

/** Cuts a text to at most `max` characters, the last one an ellipsis, never inside a surrogate pair. */
export function cutText(value: string, max = SHORT_TEXT_MAX): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}

/**
 * Fits feed data to the short-text (`string`) attributes of a model, components included: a longer value
 * is cut rather than refused, and each cut is returned as a sentence for the import report. Long-text
 * fields are `text` attributes and are stored whole; only values that must stay short (codes, names,
 * numbers as text) reach this.
 */
export function fitShortTexts<T extends Record<string, unknown>>(strapi: Core.Strapi, uid: UID.Schema, data: T, at = ''): { data: T; cuts: string[] } {
  const model: Struct.Schema | undefined = strapi.getModel(uid);
  const attributes: Struct.SchemaAttributes = model?.attributes ?? {};
  const cuts: string[] = [];
  const fitted: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    const attribute = attributes[key];
    if (!attribute) continue;
    if (attribute.type === 'string' && typeof value === 'string') {
      const max = typeof attribute.maxLength === 'number' && Number.isInteger(attribute.maxLength) ? attribute.maxLength : SHORT_TEXT_MAX;
      if (value.length <= max) continue;
      fitted[key] = cutText(value, max);
      cuts.push(`${at}${key} has ${value.length} characters, stored cut to ${max}`);
    } else if (attribute.type === 'component' && value && typeof value === 'object') {
      const fitOne = (item: Record<string, unknown>, path: string) => {
        const result = fitShortTexts(strapi, attribute.component, item, path);
        cuts.push(...result.cuts);
        return result.data;
      };
      fitted[key] = Array.isArray(value)
        ? value.map((item, i) => fitOne(item as Record<string, unknown>, `${at}${key}[${i}].`))
        : fitOne(value as Record<string, unknown>, `${at}${key}.`);
    }
  }
  return { data: fitted as T, cuts };
}
