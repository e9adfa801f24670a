import { mediaUrl, pictureSource } from '@/cms/media';
import type { Media } from '@/cms/types';
import { Picture } from './picture';

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
 * An image of the CMS media library through next/image's optimiser: webp at the configured widths, lazy
 * below the fold, with its dimensions reserved. SVGs (the logo) are served as they are. A plain <img> with
 * next/image's attributes (picture-attributes.ts, through the small client template picture.tsx): the
 * same markup without the Image component's client code, which every page fetched.
 */
export function CmsImage({ media, sizes, fill = false, preload = false, largest = false, alt, className }: Props) {
  // Absent inputs left out rather than undefined or false: each would be written into the page's flight data.
  const svg = media.mime === 'image/svg+xml';
  return (
    <Picture
      src={svg ? mediaUrl(media.url) : pictureSource(media.url)}
      alt={alt ?? media.alternativeText}
      sizes={sizes}
      {...(className ? { className } : {})}
      {...(svg ? { unoptimized: true } : {})}
      {...(largest ? { largest } : preload ? { preload } : {})}
      {...(fill ? {} : { width: media.width ?? 1360, height: media.height ?? 907 })}
    />
  );
}
