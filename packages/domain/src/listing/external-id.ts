/**
 * A listing's id in code is `externalId`, a number: the feed's reference, which the CMS stores under
 * the same name and the visitor reads as the listing's reference. It is text only where it crosses an
 * edge (a URL segment or parameter, a form field, a mail's link): read there, once, with this.
 */
export function parseExternalId(text: string): number | null {
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}
