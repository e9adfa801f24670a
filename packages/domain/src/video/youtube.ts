import { isOnDomain, pathSegments, withHttps } from './parse-url';
import type { YoutubeEmbed, YoutubeThumbnailQuality } from './types';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** low/medium/high → YouTube's default (120×90), mqdefault (320×180), hqdefault (480×360). */
const THUMBNAIL_FILES: Readonly<Record<YoutubeThumbnailQuality, string>> = {
  low: 'default',
  medium: 'mqdefault',
  high: 'hqdefault',
};

export function youtubeThumbnailUrl(id: string, quality: YoutubeThumbnailQuality = 'high'): string {
  return `https://i.ytimg.com/vi/${id}/${THUMBNAIL_FILES[quality]}.jpg`;
}

/**
 * YouTube: watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID (also /v/ and /live/), on youtube.com, its
 * subdomains and youtube-nocookie.com. The id must be 11 characters. The embed uses
 * youtube-nocookie.com: no tracking cookies before the visitor consents to marketing cookies.
 */
export function parseYoutubeUrl(url: URL): YoutubeEmbed | null {
  const segments = pathSegments(url);
  let id: string | null | undefined = null;
  let short = false;
  if (isOnDomain(url, 'youtu.be')) {
    id = segments[0];
  } else if (isOnDomain(url, 'youtube.com') || isOnDomain(url, 'youtube-nocookie.com')) {
    const [first, second] = segments;
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'v' || first === 'live') {
      id = second;
      short = first === 'shorts';
    }
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    kind: 'video',
    provider: 'youtube',
    id,
    url: withHttps(url),
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    short,
    thumbnails: {
      low: youtubeThumbnailUrl(id, 'low'),
      medium: youtubeThumbnailUrl(id, 'medium'),
      high: youtubeThumbnailUrl(id, 'high'),
    },
  };
}
