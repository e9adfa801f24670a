import type { Locale } from '@coast/domain';
import { listMapListings } from '@/cms/map-points';
import type { ListingFilter } from '@/cms/properties';
import type { MapTiles } from '@/cms/types';
import type { PathTable } from '@/routing/path-table';
import { toMapPoint } from './map-point';
import { ResultsMap } from './results-map';
import { mapTexts } from './texts';

interface Props {
  readonly filter: ListingFilter;
  readonly tiles: MapTiles;
  readonly table: PathTable;
  readonly locale: Locale;
}

/** A list's map view: the same filters as its list, every matching listing with a public position. */
export async function MapSection({ filter, tiles, table, locale }: Props) {
  const { listings, total, withoutPosition, capped } = await listMapListings(filter);
  const points = listings.map((listing) => toMapPoint(listing, table, locale));
  const text = mapTexts.all(locale);
  return (
    <div className="results-map-section">
      <p className="results-map__notes" role="status">
        {points.length ? mapTexts(locale, 'count', points.length) : text.none}
        {withoutPosition ? ` ${mapTexts(locale, 'withoutPosition', withoutPosition)}` : ''}
        {capped ? ` ${mapTexts(locale, 'capped', points.length, total)}` : ''}
      </p>
      <ResultsMap
        points={points}
        tiles={tiles}
        labels={{
          region: text.region,
          loading: text.loading,
          zoomIn: text.zoomIn,
          zoomOut: text.zoomOut,
          cluster: text.cluster,
          approximate: text.approximate,
          viewListing: text.viewListing,
          tilesOff: text.tilesOff,
          tilesOn: text.tilesOn,
          tilesAlways: text.tilesAlways,
        }}
      />
    </div>
  );
}
