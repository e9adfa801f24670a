/** How often a target is percent-decoded to look for a hidden slash, backslash or control character. */
const DECODE_ROUNDS = 3;
/** Whitespace and control characters: browsers drop tabs and newlines from URLs, so `/\t/x` is `//x`. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** The target and its percent-decodings (stops at the first that is not valid percent-encoding). */
function decodings(target: string): string[] {
  const forms = [target];
  let current = target;
  for (let round = 0; round < DECODE_ROUNDS && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
    forms.push(current);
  }
  return forms;
}

/** Whether a path, once a browser or a proxy reads it, could name another host (`//`, `/\`, a leading control character). */
const looksLikeAnotherHost = (path: string) => /^[/\\][/\\]/.test(path) || !path.startsWith('/');

/**
 * The site's one rule for a redirect target taken from a request (?to=, ?path=, ...): a path on this
 * site, or null. Refused: anything that is not a plain absolute path (schemes, `//host`, `/\host`),
 * whitespace or a control character in the target, a backslash or control character in its path or in
 * any of the path's percent-decodings (browsers and
 * proxies read them as slashes or drop them), and a path that only becomes `//host` once resolved
 * (`/.//host`, `/a/..//host`). What is kept is the resolved path, query and fragment.
 */
export function sameOriginPath(target: string | null | undefined, requestUrl: string): string | null {
  if (!target) return null;
  if (CONTROL_OR_SPACE.test(target)) return null;
  for (const form of decodings(target)) {
    const path = form.split(/[?#]/, 1)[0] ?? '';
    if (looksLikeAnotherHost(path) || path.includes('\\') || CONTROL_OR_SPACE.test(path)) return null;
  }
  const origin = new URL(requestUrl).origin;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  for (const form of decodings(resolved.pathname)) if (looksLikeAnotherHost(form)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
