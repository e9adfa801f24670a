import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { mediaUrl } from '@/cms/media';
import type { Media } from '@/cms/types';

/**
 * On a phone (up to 766 px) of 1.5x density or more, a card or the banner asks for the 600 picture:
 * the spec's widths jump from 600 to 1360, and 100vw makes a 1.75x phone (412 px) take the 1360 one,
 * three times the bytes for a sharpness a card or the dimmed banner does not show. The listing's own
 * photos (wide) keep the full density.
 */
const PHONE_AT_600 = '(max-width: 766px) and (min-resolution: 2.5dppx) 200px, (max-width: 766px) and (min-resolution: 1.5dppx) 300px';

/** `sizes` presets for the spec's widths (400, 600, 1360; list thumbnails 250), matching the CSS layout. */
export const IMAGE_SIZES = {
  card: `${PHONE_AT_600}, (max-width: 766px) 100vw, (max-width: 1279px) 50vw, 400px`,
  thumbnail: '250px',
  wide: '(max-width: 1360px) 100vw, 1360px',
  /** The home banner, full width behind a 55% dark layer and the title. */
  banner: `${PHONE_AT_600}, (max-width: 1360px) 100vw, 1360px`,
  half: '(max-width: 766px) 100vw, 600px',
} as const;

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
 * next/image's attributes (getImageProps): the same markup without the Image component's client code,
 * which every page fetched and hydrated for each picture.
 */
export function CmsImage({ media, sizes, fill = false, preload = false, largest = false, alt, className }: Props) {
  const common = {
    src: mediaUrl(media.url),
    alt: alt ?? media.alternativeText,
    sizes,
    className,
    unoptimized: media.mime === 'image/svg+xml',
    ...(largest ? { preload: true, fetchPriority: 'high' as const } : preload ? { preload: true } : { loading: 'lazy' as const }),
  };
  const { props } = fill ? getImageProps({ ...common, fill: true }) : getImageProps({ ...common, width: media.width ?? 1360, height: media.height ?? 907 });
  if (largest || preload) {
    // As next/image does for a preloaded picture: the browser fetches it from the head, before the body is parsed.
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: largest ? 'high' : undefined });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, alt included
  return <img {...props} />;
}
