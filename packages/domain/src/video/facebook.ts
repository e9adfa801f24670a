import { isOnDomain, pathSegments, withHttps } from './parse-url';
import type { FacebookEmbed } from './types';

/**
 * Facebook videos: /{page}/videos/{id}, /watch/?v={id}, /video.php?v={id}, /reel/{id}, and fb.watch
 * short links. Facebook's embed is its video plugin, which takes the video's address.
 */
export function parseFacebookUrl(url: URL): FacebookEmbed | null {
  const segments = pathSegments(url);
  let id: string | null | undefined = null;
  if (isOnDomain(url, 'fb.watch')) {
    id = segments[0];
    if (!id || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  } else if (isOnDomain(url, 'facebook.com')) {
    const [first, second] = segments;
    if ((first === 'watch' || first === 'video.php') && segments.length === 1) id = url.searchParams.get('v');
    else if (first === 'reel') id = second;
    else {
      const videos = segments.indexOf('videos');
      if (videos >= 1) id = segments.slice(videos + 1).find((segment) => /^\d+$/.test(segment));
    }
    if (!id || !/^\d+$/.test(id)) return null;
  } else {
    return null;
  }
  const href = withHttps(url);
  return {
    kind: 'video',
    provider: 'facebook',
    id,
    url: href,
    embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`,
  };
}
