'use client';

import { useCallback } from 'react';
import type { MapTiles } from '@/cms/types';
import type { ListingMapLabels, ListingPlace } from './listing-place';
import { MapFrame, type MapFrameLabels } from './map-frame';

interface Props {
  readonly place: ListingPlace;
  readonly tiles: MapTiles;
  readonly labels: ListingMapLabels & MapFrameLabels;
}

/** The listing page's map island: Leaflet (about 40 KB) is fetched only by it, the tiles only with consent. */
export function ListingMap({ place, tiles, labels }: Props) {
  const mount = useCallback(
    (element: HTMLElement) => import('./listing-leaflet-map').then(({ mountListingMap }) => mountListingMap(element, place, labels)),
    [place, labels],
  );
  return <MapFrame whenNear mount={mount} tiles={tiles} labels={labels} canvas={{ className: 'listing-map__canvas', 'data-place': place.kind }} />;
}
