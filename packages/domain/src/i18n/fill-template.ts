/**
 * Replaces the numbered placeholders {0}, {1}, ... of a bundled text. Placeholders without a value stay
 * as written, so a missing argument is visible rather than silently blank.
 */
export function fillTemplate(template: string, ...values: ReadonlyArray<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
