import { describeFieldValue, fieldLabel, type Locale } from '@coast/domain';

/**
 * Fields a mail does not list: the listing has its own line, the consent and the honeypot say nothing, a
 * booking's rent flag and ticks are written out as the statements themselves (forms/appointment.ts).
 */
const NOT_LISTED = new Set(['consent', 'website', 'propertyId', 'pagePath', 'rentalListing', 'confirmations']);

/**
 * A request's fields as plain-text lines 'Label: value' in a language, in the form's order; a nested
 * address (a valuation's property) line by line; several lines of remarks indented under their label.
 */
export function detailsText(fields: Readonly<Record<string, unknown>>, locale: Locale): string {
  const lines: string[] = [];
  const add = (name: string, value: unknown) => {
    if (NOT_LISTED.has(name)) return;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      // A named group (an offer's buyer A and B) gets its name as a heading; an address just its lines.
      const heading = fieldLabel(name, locale);
      if (heading !== name) lines.push('', `${heading}:`);
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) add(inner, innerValue);
      return;
    }
    const text = describeFieldValue(name, value, locale);
    if (!text) return;
    const [first, ...rest] = text.split('\n');
    lines.push(`${fieldLabel(name, locale)}: ${first}`, ...rest.map((line) => `    ${line}`));
  };
  for (const [name, value] of Object.entries(fields)) add(name, value);
  return lines.join('\n');
}
