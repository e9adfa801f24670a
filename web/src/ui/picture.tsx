'use client';

import { pictureAttributes, type PictureInput } from './picture-attributes';

/**
 * A picture as a client template: the page's flight data carries its few inputs (address, text,
 * sizes) while the HTML gets next/image's full attributes (a srcset of four optimiser addresses), which
 * would otherwise be written into the flight data too, for every photo of a gallery.
 */
export function Picture(props: PictureInput) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (picture-attributes.ts), alt included
  return <img {...pictureAttributes(props)} />;
}
