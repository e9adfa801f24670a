import { IMAGE_WIDTHS } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { mediaUrl } from '@/cms/media';

/**
 * A media-library picture as the public fetches it: through the site's image optimiser (the CMS itself
 * may be reachable only from the site's servers), at the widest responsive width.
 */
export function publicImageUrl(url: string): string {
  const width = IMAGE_WIDTHS.responsive[IMAGE_WIDTHS.responsive.length - 1];
  return `${siteUrl()}/_next/image?url=${encodeURIComponent(mediaUrl(url))}&w=${width}&q=75`;
}
