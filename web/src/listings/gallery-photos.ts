import { mediaUrl, pictureSource } from '@/cms/media';
import type { Media } from '@/cms/types';

/** A gallery photo as the browser's template needs it: its source, and whether it skips the optimiser (an SVG). */
export type GalleryPhoto = string | { readonly src: string; readonly unoptimized: true };

/**
 * The gallery's photos as their sources only: the template makes each picture (and its alternative
 * text from the heading and the counter's words), so a listing's flight data carries one short address per
 * photo instead of a whole element with its sizes, text and key.
 */
export function galleryPhotos(photos: readonly Media[]): GalleryPhoto[] {
  return photos.map((photo) => (photo.mime === 'image/svg+xml' ? { src: mediaUrl(photo.url), unoptimized: true } : pictureSource(photo.url)));
}
