import Image from 'next/image';
import { mediaUrl } from '@/cms/media';
import type { Media } from '@/cms/types';

export { IMAGE_SIZES } from './image-sizes';

interface Props {
  readonly media: Media;
  readonly sizes: string;
  /** Fill the positioned parent (which fixes the aspect ratio: no layout shift). Else width/height of the file. */
  readonly fill?: boolean;
  /** Above the fold (the logo): loaded early instead of lazily. */
  readonly preload?: boolean;
  /** The page's largest paint (the banner, a listing's first photo): preloaded, and fetched before the other images. */
  readonly largest?: boolean;
  readonly alt?: string;
  readonly className?: string;
}

/**
 * An image of the CMS media library through next/image: webp at the configured widths, lazy below the
 * fold, with its dimensions reserved. SVGs (the logo) are served as they are.
 */
export function CmsImage({ media, sizes, fill = false, preload = false, largest = false, alt, className }: Props) {
  // Props left out rather than undefined or false: each is written into the page's flight data per image.
  const common = {
    src: mediaUrl(media.url),
    alt: alt ?? media.alternativeText,
    sizes,
    ...(className ? { className } : {}),
    ...(media.mime === 'image/svg+xml' ? { unoptimized: true } : {}),
    ...(largest ? { preload: true, fetchPriority: 'high' as const } : preload ? { preload: true } : { loading: 'lazy' as const }),
  };
  if (fill) return <Image {...common} fill />;
  return <Image {...common} width={media.width ?? 1360} height={media.height ?? 907} />;
}
