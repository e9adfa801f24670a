import L from 'leaflet';
import type { PositionArea } from '@coast/domain';
import Supercluster from 'supercluster';
import 'leaflet/dist/leaflet.css';
import type { MapPoint } from './map-point';
import { mounted, type MountedMap } from './tiles';

export type { MountedMap } from './tiles';

export interface MapLabels {
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** '{0} properties: zoom in' */
  readonly cluster: string;
  readonly approximate: string;
  readonly viewListing: string;
}

/** About the ~300 m cell of a hidden address (@coast/domain APPROXIMATE_POSITION_GRID), in metres. */
const APPROXIMATE_RADIUS_M = 170;
/** The area the agency works in, when no listing has a position. */
const COAST: L.LatLngTuple = [51.17, 2.92];

const fill = (template: string, value: string | number) => template.replace('{0}', String(value));

/** A popup card built from DOM nodes (text never parsed as HTML). */
function popupCard(point: MapPoint, labels: MapLabels): HTMLElement {
  const card = document.createElement('article');
  card.className = 'map-card';
  if (point.thumbnail) {
    const img = document.createElement('img');
    img.src = point.thumbnail;
    img.alt = '';
    img.width = 250;
    img.height = 167;
    img.loading = 'lazy';
    card.append(img);
  }
  const title = document.createElement('h3');
  title.className = 'map-card__title';
  const link = document.createElement('a');
  link.href = point.href;
  link.textContent = point.heading;
  title.append(link);
  const town = document.createElement('p');
  town.textContent = point.town;
  const price = document.createElement('p');
  price.className = 'map-card__price';
  price.textContent = point.price;
  card.append(title, town, price);
  if (point.approximate) {
    const note = document.createElement('p');
    note.className = 'map-card__note';
    note.textContent = labels.approximate;
    card.append(note);
  }
  return card;
}

/**
 * The results map on `element`: markers clustered with supercluster (a cluster's number is how many
 * listings it holds; a click zooms in), a popup card per listing, a hidden address drawn as an area.
 * No tile is fetched until showTiles() is called.
 */
export interface MapView {
  /** The area the list is narrowed to: the map opens on it rather than on its markers. */
  readonly area: PositionArea | null;
  /** Called with the visible area each time the visitor moves or zooms the map. */
  readonly onMove: (visible: PositionArea) => void;
}

export function mountMap(element: HTMLElement, points: readonly MapPoint[], labels: MapLabels, view?: MapView): MountedMap {
  const map = L.map(element, { zoomControl: false, attributionControl: true, maxZoom: 18, minZoom: 3 });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);

  const index = new Supercluster<{ point: MapPoint }>({ radius: 50, maxZoom: 16 });
  index.load(points.map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })));
  const layer = L.layerGroup().addTo(map);

  const draw = () => {
    layer.clearLayers();
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        const marker = L.marker([lat, lng], {
          keyboard: true,
          title: fill(labels.cluster, count),
          icon: L.divIcon({
            className: 'map-cluster',
            html: `<span aria-hidden="true">${count}</span>`,
            iconSize: [40, 40],
          }),
        });
        marker.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), 18)));
        marker.on('add', () => {
          const el = marker.getElement();
          el?.setAttribute('data-count', String(count));
          el?.setAttribute('aria-label', fill(labels.cluster, count));
        });
        layer.addLayer(marker);
        continue;
      }
      const point = (props as { point: MapPoint }).point;
      if (point.approximate) layer.addLayer(L.circle([lat, lng], { radius: APPROXIMATE_RADIUS_M, className: 'map-area', interactive: false }));
      const marker = L.marker([lat, lng], {
        keyboard: true,
        title: `${point.heading}, ${point.town}`,
        icon: L.divIcon({ className: point.approximate ? 'map-marker map-marker--approximate' : 'map-marker', iconSize: [28, 28] }),
      });
      // No auto-pan: a pan redraws the markers, which would close the popup it was made for.
      marker.bindPopup(() => popupCard(point, labels), { maxWidth: 260, minWidth: 220, autoPan: false });
      marker.on('add', () => {
        const el = marker.getElement();
        el?.setAttribute('data-listing-id', String(point.externalId));
        el?.setAttribute('aria-label', `${point.heading}, ${point.town}, ${point.price}`);
      });
      layer.addLayer(marker);
    }
  };
  map.on('moveend', draw);

  if (view?.area) {
    map.fitBounds([
      [view.area.south, view.area.west],
      [view.area.north, view.area.east],
    ]);
  } else if (points.length) {
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple)), { padding: [40, 40], maxZoom: 15 });
  } else {
    map.setView(COAST, 10);
  }
  draw();
  // Listened to after the first view is set: only the visitor's own moves count.
  map.on('moveend', () => {
    const b = map.getBounds();
    view?.onMove({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
  });

  return mounted(map);
}
