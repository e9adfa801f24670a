import L from 'leaflet';
import type { MapTiles } from '@/cms/types';

/** A map on the page: the tile background is added only once the visitor allowed the tile provider. */
export interface MountedMap {
  showTiles(tiles: MapTiles): void;
  destroy(): void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site configuration's tile background with its credit (a link when it has an http(s) address). */
export function addTiles(map: L.Map, tiles: MapTiles): void {
  const credit = /^https?:\/\//.test(tiles.attributionUrl)
    ? `<a href="${encodeURI(tiles.attributionUrl)}">${escapeHtml(tiles.attribution)}</a>`
    : escapeHtml(tiles.attribution);
  L.tileLayer(tiles.url, { attribution: credit, maxZoom: 19, crossOrigin: true }).addTo(map);
}

/** The MountedMap of a Leaflet map: tiles once, then never again. */
export function mounted(map: L.Map): MountedMap {
  let tilesShown = false;
  return {
    showTiles(tiles) {
      if (tilesShown) return;
      tilesShown = true;
      addTiles(map, tiles);
    },
    destroy() {
      map.remove();
    },
  };
}
