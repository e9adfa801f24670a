import { IMAGE_WIDTHS, formatPrice, listingHeading, type Locale } from '@coast/domain';
import { optimisedImagePath } from '@/cms/media';
import type { MapListing } from '@/cms/types';
import { townLine } from '@/listings/address';
import { listingPath } from '@/routing/listing-url';
import type { PathTable } from '@/routing/path-table';

/** What the map island gets of a listing: its public position and the popup card's words, nothing more. */
export interface MapPoint {
  readonly externalId: number;
  readonly lat: number;
  readonly lng: number;
  /** The address is hidden: the position is a ~300 m cell's centre, drawn as an area, not a pin. */
  readonly approximate: boolean;
  readonly href: string;
  readonly heading: string;
  readonly town: string;
  readonly price: string;
  /** The optimiser's address of a 250-wide thumbnail, or null. */
  readonly thumbnail: string | null;
}

export function toMapPoint(listing: MapListing, table: PathTable, locale: Locale): MapPoint {
  const thumb = listing.thumbnail;
  return {
    externalId: listing.externalId,
    lat: listing.latitude,
    lng: listing.longitude,
    approximate: !listing.publishAddress,
    href: listingPath(table, listing, locale),
    heading: listingHeading(listing, locale),
    town: townLine(listing),
    price: formatPrice(listing, locale),
    thumbnail: thumb ? optimisedImagePath(thumb.url, IMAGE_WIDTHS.listingThumbnail) : null,
  };
}
