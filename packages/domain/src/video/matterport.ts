import { isOnDomain, pathSegments } from './parse-url';
import type { TourEmbed } from './types';

/** Matterport 3D tours: my.matterport.com/show/?m=ID (the id is alphanumeric). */
export function parseMatterportUrl(url: URL): TourEmbed | null {
  if (!isOnDomain(url, 'matterport.com')) return null;
  const segments = pathSegments(url);
  if (segments.length !== 1 || segments[0] !== 'show') return null;
  const id = url.searchParams.get('m');
  if (!id || !/^[A-Za-z0-9]{5,}$/.test(id)) return null;
  const embedUrl = `https://my.matterport.com/show/?m=${id}`;
  return { kind: 'tour', provider: 'matterport', id, url: embedUrl, embedUrl };
}
