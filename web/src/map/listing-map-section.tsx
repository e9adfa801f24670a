import { approximateArea, DEFAULT_MAP_TILES, type Locale } from '@coast/domain';
import { getSiteConfiguration } from '@/cms/site';
import type { ListingDetail } from '@/cms/types';
import { placeLine, streetLine } from '@/listings/address';
import { mediaTexts } from '@/listings/media-texts';
import { ListingMap } from './listing-map';
import type { ListingPlace } from './listing-place';
import { mapTexts } from './texts';

/** The map's input: the public position, or for a hidden address only its cell (never a point). */
function listingPlace(listing: ListingDetail): ListingPlace | null {
  const { latitude: lat, longitude: lng } = listing;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return listing.publishAddress ? { kind: 'point', lat, lng } : { kind: 'area', ...approximateArea(lat, lng) };
}

/** A listing's location on its page; nothing when the listing has no position. */
export async function ListingMapSection({ listing, locale }: { listing: ListingDetail; locale: Locale }) {
  const place = listingPlace(listing);
  if (!place) return null;
  const config = await getSiteConfiguration(locale);
  const map = mapTexts.all(locale);
  const text = mediaTexts.all(locale);
  const street = streetLine(listing, locale);
  const where = [street, placeLine(listing, locale)].filter(Boolean).join(', ');
  return (
    <section className="listing-map" aria-labelledby="listing-map-title">
      <h2 id="listing-map-title">{text.mapTitle}</h2>
      {place.kind === 'area' ? <p className="listing-map__note">{text.mapArea}</p> : null}
      <ListingMap
        place={place}
        tiles={config?.mapTiles ?? DEFAULT_MAP_TILES}
        labels={{
          region: text.mapRegion,
          loading: map.loading,
          zoomIn: map.zoomIn,
          zoomOut: map.zoomOut,
          place: place.kind === 'point' ? mediaTexts(locale, 'mapMarker', where) : text.mapArea,
          tilesOff: map.tilesOff,
          tilesOn: map.tilesOn,
          tilesAlways: map.tilesAlways,
        }}
      />
    </section>
  );
}
