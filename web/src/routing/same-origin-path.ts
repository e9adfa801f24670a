/**
 * A redirect target taken from a request (?to=, ?path=) as a path on this site, or null: it is resolved
 * against the site's own origin the way a browser would resolve it, so `/\evil.example`, `/%09/evil.example`
 * or `//evil.example` (which browsers read as another host) are refused, not passed on.
 */
export function sameOriginPath(target: string | null | undefined, requestUrl: string): string | null {
  if (!target || !target.startsWith('/')) return null;
  const origin = new URL(requestUrl).origin;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
