'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { PositionArea } from '@coast/domain';
import type { MapTiles } from '@/cms/types';
import { listQuerySuffix, readBounds, type ListQuery } from '@/routing/list-query';
import type { MapLabels } from './leaflet-map';
import { MapFrame, type MapFrameLabels } from './map-frame';
import type { MapPoint } from './map-point';

interface Props {
  readonly points: readonly MapPoint[];
  readonly tiles: MapTiles;
  readonly labels: MapLabels & MapFrameLabels & { readonly searchArea: string };
  /** The list's path and query: "search in this area" keeps every filter and sets the area. */
  readonly pagePath: string;
  readonly query: ListQuery;
}

/** The visible area as bounds= reads it: within the globe, six decimals (list-query.ts rounds it). */
function areaParam(visible: PositionArea): PositionArea | null {
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v)).toFixed(6);
  return readBounds([clamp(visible.south, 90), clamp(visible.west, 180), clamp(visible.north, 90), clamp(visible.east, 180)].join(','));
}

/**
 * The results map island. Its code (Leaflet, supercluster: about 45 KB) is fetched only here, on the
 * list's map view; the markers come from the page (public positions only). Once the visitor moves or
 * zooms the map, "search in this area" narrows the list to the visible area (bounds= in the URL), the
 * other filters kept; the map then opens on that area.
 */
export function ResultsMap({ points, tiles, labels, pagePath, query }: Props) {
  const router = useRouter();
  const [visible, setVisible] = useState<PositionArea | null>(null);
  const area = query.bounds;
  const mount = useCallback(
    (element: HTMLElement) => import('./leaflet-map').then(({ mountMap }) => mountMap(element, points, labels, { area, onMove: setVisible })),
    [points, labels, area],
  );
  const wanted = visible ? areaParam(visible) : null;
  const search = wanted ? (
    <button
      type="button"
      className="button results-map__search-area"
      onClick={() => router.push(`${pagePath}${listQuerySuffix({ ...query, bounds: wanted, page: 1 })}`, { scroll: false })}
    >
      {labels.searchArea}
    </button>
  ) : null;
  return <MapFrame mount={mount} tiles={tiles} labels={labels} canvas={{ 'data-point-count': points.length }} overlay={search} />;
}
