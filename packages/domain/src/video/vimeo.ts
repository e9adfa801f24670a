import { isOnDomain, pathSegments, withHttps } from './parse-url';
import type { VimeoEmbed } from './types';

/**
 * Vimeo: vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/x/ID, /groups/x/videos/ID,
 * /showcase/x/video/ID and player.vimeo.com/video/ID. The id is numeric; an unlisted video's hash
 * (path or ?h=) is passed on, or the player refuses it.
 */
export function parseVimeoUrl(url: URL): VimeoEmbed | null {
  if (!isOnDomain(url, 'vimeo.com')) return null;
  const segments = pathSegments(url);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return null;
  const id = segments[index] as string;
  const isPlayer = url.hostname.toLowerCase() === 'player.vimeo.com';
  const before = segments.slice(0, index);
  const knownPrefix =
    (isPlayer && before.length === 1 && before[0] === 'video') ||
    (!isPlayer &&
      (before.length === 0 ||
        (before.length === 2 && before[0] === 'channels') ||
        (before.length === 3 && ['groups', 'album', 'showcase'].includes(before[0] as string)) ||
        (before.length === 2 && before[0] === 'manage')));
  if (!knownPrefix) return null;
  const pathHash = before.length === 0 ? segments[index + 1] : undefined;
  const hash = url.searchParams.get('h') ?? (pathHash && /^[a-f0-9]{6,}$/i.test(pathHash) ? pathHash : null);
  return {
    kind: 'video',
    provider: 'vimeo',
    id,
    url: withHttps(url),
    embedUrl: `https://player.vimeo.com/video/${id}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`,
  };
}
