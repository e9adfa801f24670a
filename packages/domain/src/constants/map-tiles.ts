/**
 * The results map's background when staff have set none (site configuration, "Map"): OpenStreetMap's
 * standard raster tiles, free with attribution for a site of this traffic (tile usage policy:
 * https://operations.osmfoundation.org/policies/tiles/). Staff can point the map at another provider.
 */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
} as const;
