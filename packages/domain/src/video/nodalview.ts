import { isOnDomain, pathSegments } from './parse-url';
import type { TourEmbed } from './types';

/** A Nodalview tour token; long enough that site pages ('/fr', '/pricing') never match. */
const TOKEN = /^[A-Za-z0-9_-]{12,}$/;

/**
 * Nodalview virtual tours (a Belgian service common in agency feeds): nodalview.com/{token} and
 * nodalview.com/s/{token}, also on app.nodalview.com. The tour page itself is embeddable.
 */
export function parseNodalviewUrl(url: URL): TourEmbed | null {
  if (!isOnDomain(url, 'nodalview.com')) return null;
  const segments = pathSegments(url);
  const token = segments.length === 1 ? segments[0] : segments.length === 2 && segments[0] === 's' ? segments[1] : null;
  if (!token || !TOKEN.test(token)) return null;
  const host = url.hostname.toLowerCase() === 'app.nodalview.com' ? 'app.nodalview.com' : 'nodalview.com';
  const embedUrl = `https://${host}/${segments.length === 2 ? 's/' : ''}${token}`;
  return { kind: 'tour', provider: 'nodalview', id: token, url: embedUrl, embedUrl };
}
