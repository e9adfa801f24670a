import { isOnDomain, pathSegments } from './parse-url';
import type { TourEmbed } from './types';

/** Kuula 360° tours: kuula.co/share/ID and kuula.co/share/collection/ID. */
export function parseKuulaUrl(url: URL): TourEmbed | null {
  if (!isOnDomain(url, 'kuula.co')) return null;
  const segments = pathSegments(url);
  if (segments[0] !== 'share') return null;
  const isCollection = segments[1] === 'collection';
  const id = isCollection ? segments[2] : segments[1];
  if (!id || !/^[A-Za-z0-9_-]{3,}$/.test(id) || segments.length !== (isCollection ? 3 : 2)) return null;
  const embedUrl = `https://kuula.co/share/${isCollection ? 'collection/' : ''}${id}`;
  return { kind: 'tour', provider: 'kuula', id, url: embedUrl, embedUrl };
}
