import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { pictureInputs } from './image-path';

export interface PictureInput {
  readonly src: string;
  readonly alt: string;
  readonly sizes: string;
  readonly className?: string;
  /** An SVG: served as it is, not through the optimiser. */
  readonly unoptimized?: boolean;
  /** The picture's own size; without it, it fills its positioned parent. */
  readonly width?: number;
  readonly height?: number;
  /** Above the fold (the logo): loaded early instead of lazily. */
  readonly preload?: boolean;
  /** The page's largest paint: preloaded, and fetched before the other images. */
  readonly largest?: boolean;
}

/**
 * next/image's attributes for a plain <img> (getImageProps): webp at the configured widths through its
 * optimiser (a library file by its short address, ./image-path.ts), lazy unless preloaded. Used by the server's CmsImage and by client templates (the cards),
 * neither of which ships the Image component's client code. A preloaded picture is hinted in the head,
 * as next/image does, so the browser fetches it before the body is parsed.
 */
export function pictureAttributes({ width, height, preload = false, largest = false, className, unoptimized, src, ...rest }: PictureInput) {
  const input = {
    ...rest,
    ...(unoptimized ? { src, unoptimized: true } : pictureInputs(src)),
    // Left out rather than undefined or false: on the server each is written into the page's flight data.
    ...(className ? { className } : {}),
    ...(largest ? { preload: true, fetchPriority: 'high' as const } : preload ? { preload: true } : { loading: 'lazy' as const }),
  };
  const { props } = width && height ? getImageProps({ ...input, width, height }) : getImageProps({ ...input, fill: true });
  if (largest || preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: largest ? 'high' : undefined });
  }
  // next/image hides a picture's alternative text while it loads; an empty one has nothing to hide.
  if (!props.alt && props.style?.color === 'transparent' && Object.keys(props.style).length === 1) {
    const { style: _hidden, ...rest } = props;
    return rest;
  }
  return props;
}
