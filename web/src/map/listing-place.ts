import type { PositionArea } from '@coast/domain';

/**
 * Where a listing is shown on its page's map: its point when the address is shown, else only the
 * ~300 m cell it lies in (from the public centre, @coast/domain approximateArea). Nothing else of the
 * position reaches the browser.
 */
export type ListingPlace = { readonly kind: 'point'; readonly lat: number; readonly lng: number } | ({ readonly kind: 'area' } & PositionArea);

export interface ListingMapLabels {
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** The marker's or the area's accessible name. */
  readonly place: string;
}
