/** A control character (NUL included): no page or filter has one, and the CMS refuses a NUL. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a (decoded) text holds a control character. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** Whether every percent-escape of a path decodes (to UTF-8) to no control character: `%FF`, `%C3%28`, a lone `%` or `%00` do not. */
export function isWellFormedPath(pathname: string): boolean {
  try {
    return !CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** A query's values without control characters (`?city=%00` filters on nothing rather than failing the page). */
export function withoutControlCharacters(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [name, value] of params) clean.append(name.replace(new RegExp(CONTROL.source, 'g'), ''), value.replace(new RegExp(CONTROL.source, 'g'), ''));
  return clean;
}

/**
 * A malformed path made well formed by escaping the `%` of every segment that does not decode
 * (`/nl/te-koop/%FF/` → `/nl/te-koop/%25FF/`): the same words, now a path that names no page, so the
 * site answers its 404 page in the path's language instead of failing to decode it.
 */
export function wellFormedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (isWellFormedPath(segment) ? segment : segment.replace(/%/g, '%25')))
    .join('/');
}
