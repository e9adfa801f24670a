/**
 * Parses an address typed by an editor or found in the feed. 'www.youtube.com/…' and '//youtu.be/…'
 * get https added; only http and https count. Anything else: null.
 */
export function parseWebUrl(input: string | null | undefined): URL | null {
  if (typeof input !== 'string') return null;
  let text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#:]|$)/i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname === '') return null;
  return url;
}

/** Whether a host is a domain or one of its subdomains ('m.youtube.com' is on 'youtube.com'). */
export function isOnDomain(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** The non-empty segments of a path. */
export function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

/** The same address over https: embeds on an https page must be https. */
export function withHttps(url: URL): string {
  const copy = new URL(url.href);
  copy.protocol = 'https:';
  return copy.href;
}
