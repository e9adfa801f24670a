import type { Locale } from '@coast/domain';
import { listMapListings } from '@/cms/map-points';
import type { ListingFilter } from '@/cms/listings';
import type { MapTiles } from '@/cms/types';
import { listQueryString, type ListQuery } from '@/routing/list-query';
import type { PathTable } from '@/routing/path-table';
import { toMapPoint } from './map-point';
import { ResultsMap } from './results-map';
import { mapTexts } from './texts';

interface Props {
  readonly filter: ListingFilter;
  /** The list's path and query, for "search in this area". */
  readonly pagePath: string;
  readonly query: ListQuery;
  readonly tiles: MapTiles;
  readonly table: PathTable;
  readonly locale: Locale;
}

/** A list's map view: the same filters as its list, every matching listing with a public position. */
export async function MapSection({ filter, pagePath, query, tiles, table, locale }: Props) {
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
        key={listQueryString(query)}
        points={points}
        pagePath={pagePath}
        query={query}
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
          searchArea: text.searchArea,
        }}
      />
    </div>
  );
}
