import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ListingMapLabels, ListingPlace } from './listing-place';
import { mounted, type MountedMap } from './tiles';

/** Close enough to see the street, far enough to see the neighbourhood. */
const POINT_ZOOM = 16;

/**
 * One listing's map: a marker at its position, or, for a hidden address, the cell it lies in drawn as a
 * dashed area with no marker at all. No tile is fetched until showTiles() is called.
 */
export function mountListingMap(element: HTMLElement, place: ListingPlace, labels: ListingMapLabels): MountedMap {
  // The page scrolls past the map: the wheel does not zoom it (the buttons and keyboard do).
  const map = L.map(element, { zoomControl: false, attributionControl: true, maxZoom: 18, minZoom: 3, scrollWheelZoom: false });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);

  if (place.kind === 'point') {
    const marker = L.marker([place.lat, place.lng], {
      keyboard: false,
      interactive: false,
      icon: L.divIcon({ className: 'map-marker', iconSize: [28, 28] }),
    });
    marker.on('add', () => {
      const el = marker.getElement();
      el?.setAttribute('role', 'img');
      el?.setAttribute('aria-label', labels.place);
    });
    marker.addTo(map);
    map.setView([place.lat, place.lng], POINT_ZOOM);
  } else {
    const bounds = L.latLngBounds([place.south, place.west], [place.north, place.east]);
    const area = L.rectangle(bounds, { className: 'map-area', interactive: false });
    area.on('add', () => {
      const el = area.getElement();
      el?.setAttribute('role', 'img');
      el?.setAttribute('aria-label', labels.place);
    });
    area.addTo(map);
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: POINT_ZOOM });
  }
  return mounted(map);
}
