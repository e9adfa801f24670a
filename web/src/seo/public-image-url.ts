import { IMAGE_WIDTHS } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { mediaUrl, optimisedImagePath } from '@/cms/media';

/**
 * A media-library picture as the public fetches it (Open Graph, structured data): a photo through the
 * site's image optimiser (the CMS itself may be reachable only from the site's servers), at the widest
 * responsive width, by its short address (cms/media.ts). The optimiser refuses SVG, so an SVG (the logo)
 * is given as the page itself loads it.
 */
export function publicImageUrl(url: string): string {
  if (/\.svg(?:[?#]|$)/i.test(url)) return mediaUrl(url);
  const width = Math.max(...IMAGE_WIDTHS.responsive);
  return `${siteUrl()}${optimisedImagePath(url, width)}`;
}
