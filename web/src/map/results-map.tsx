'use client';

import { useCallback } from 'react';
import type { MapTiles } from '@/cms/types';
import type { MapLabels } from './leaflet-map';
import { MapFrame, type MapFrameLabels } from './map-frame';
import type { MapPoint } from './map-point';

interface Props {
  readonly points: readonly MapPoint[];
  readonly tiles: MapTiles;
  readonly labels: MapLabels & MapFrameLabels;
}

/**
 * The results map island. Its code (Leaflet, supercluster: about 45 KB) is fetched only here, on the
 * list's map view; the markers come from the page (public positions only).
 */
export function ResultsMap({ points, tiles, labels }: Props) {
  const mount = useCallback((element: HTMLElement) => import('./leaflet-map').then(({ mountMap }) => mountMap(element, points, labels)), [points, labels]);
  return <MapFrame mount={mount} tiles={tiles} labels={labels} canvas={{ 'data-point-count': points.length }} />;
}
