/** Whether every percent-escape of a path decodes (to UTF-8): `%FF`, `%C3%28` or a lone `%` do not. */
export function isWellFormedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
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
