import { IMAGE_WIDTHS } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { mediaUrl } from '@/cms/media';

/**
 * A media-library picture as the public fetches it (Open Graph, structured data): a photo through the
 * site's image optimiser (the CMS itself may be reachable only from the site's servers), at the widest
 * responsive width, at the optimiser's own address (with the trailing slash the site's URLs have, so no
 * redirect). The optimiser refuses SVG, so an SVG (the logo) is given as the page itself loads it.
 */
export function publicImageUrl(url: string): string {
  if (/\.svg(?:[?#]|$)/i.test(url)) return mediaUrl(url);
  const width = IMAGE_WIDTHS.responsive[IMAGE_WIDTHS.responsive.length - 1];
  return `${siteUrl()}/_next/image/?url=${encodeURIComponent(mediaUrl(url))}&w=${width}&q=75`;
}
