import { parseFacebookUrl } from './facebook';
import { parseVideoFileUrl } from './file';
import { parseKuulaUrl } from './kuula';
import { parseMatterportUrl } from './matterport';
import { parseNodalviewUrl } from './nodalview';
import { parseWebUrl } from './parse-url';
import type { MediaEmbed, YoutubeThumbnailQuality } from './types';
import { parseVimeoUrl } from './vimeo';
import { parseYoutubeUrl } from './youtube';

const PARSERS: ReadonlyArray<(url: URL) => MediaEmbed | null> = [
  parseYoutubeUrl,
  parseVimeoUrl,
  parseFacebookUrl,
  parseMatterportUrl,
  parseKuulaUrl,
  parseNodalviewUrl,
  parseVideoFileUrl,
];

/**
 * What a listing's video or virtual-tour address turns into for embedding: a known host (YouTube,
 * Vimeo, Facebook, Matterport, Kuula, Nodalview) or a video file by extension. Anything else, and
 * anything that is not a valid http(s) address, gives null (show no player).
 */
export function parseMediaUrl(input: string | null | undefined): MediaEmbed | null {
  const url = parseWebUrl(input);
  if (!url) return null;
  for (const parse of PARSERS) {
    const embed = parse(url);
    if (embed) return embed;
  }
  return null;
}

/** Whether an address is a video or tour this site can show. */
export function isEmbeddableMediaUrl(input: string | null | undefined): boolean {
  return parseMediaUrl(input) !== null;
}

/** The thumbnail of an embed in a quality; only YouTube provides them, others give null. */
export function thumbnailUrl(embed: MediaEmbed | null | undefined, quality: YoutubeThumbnailQuality = 'high'): string | null {
  return embed?.provider === 'youtube' ? embed.thumbnails[quality] : null;
}
