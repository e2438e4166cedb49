// Tile services used when no `tiles` prop is given (the map mounted alone). The same defaults as
// the shell's runtime configuration (shell/server/runtime-config.mjs), copied because a remote
// never imports the shell.
import type { TileConfig } from '../../contract';

export const DEFAULT_TILES: TileConfig = {
  street: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    maxZoom: 19,
    attribution: '© OpenStreetMap contributors',
    attributionUrl: 'https://www.openstreetmap.org/copyright',
  },
  satellite: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 18,
    attribution: 'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
    attributionUrl: 'https://www.esri.com/en-us/legal/terms/full-master-agreement',
  },
  reference: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Transportation/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 18,
    attribution: 'Transportation reference © Esri',
    attributionUrl: 'https://www.esri.com/en-us/legal/terms/full-master-agreement',
  },
  terrain: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 19,
    attribution: 'Tiles © Esri — Esri, HERE, Garmin, FAO, NOAA, USGS, OpenStreetMap contributors',
    attributionUrl: 'https://www.esri.com/en-us/legal/terms/full-master-agreement',
  },
};

/**
 * The shell's configuration carries url, maxZoom and attribution; a link the configuration does
 * not give comes from the default of the same provider slot when the URL's host is the same.
 */
export function resolveTiles(tiles: Partial<TileConfig> | undefined): TileConfig {
  const out = { ...DEFAULT_TILES };
  for (const key of Object.keys(DEFAULT_TILES) as (keyof TileConfig)[]) {
    const given = tiles?.[key];
    if (!given?.url) continue;
    const fallback = DEFAULT_TILES[key];
    const sameHost = hostOf(given.url) === hostOf(fallback.url);
    out[key] = {
      url: given.url,
      maxZoom: given.maxZoom ?? fallback.maxZoom,
      attribution: given.attribution ?? fallback.attribution,
      ...((given.attributionUrl ?? (sameHost ? fallback.attributionUrl : undefined)) ? { attributionUrl: given.attributionUrl ?? fallback.attributionUrl } : {}),
    };
  }
  return out;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * Every base layer from one self-hosted tile server laid out as `<base>/street/{z}/{x}/{y}.png`,
 * `<base>/{satellite,reference,terrain}/{z}/{y}/{x}.png` (the layout of the shell's TILE_* test
 * settings): the standalone page's `?tiles=` and the custom element's `tiles` attribute. Undefined
 * for a base that is not an http(s) URL.
 */
export function tileServer(raw: string, relativeTo?: string): TileConfig | undefined {
  let base: string;
  try {
    const url = new URL(raw, relativeTo);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    base = url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  // Same providers' data, so the same attribution texts; the link to the public service is dropped
  // (resolveTiles keeps it only for the provider's own host).
  const at = (slot: keyof TileConfig, path: string) => ({ url: `${base}/${slot}/${path}`, maxZoom: DEFAULT_TILES[slot].maxZoom, attribution: DEFAULT_TILES[slot].attribution });
  return {
    street: at('street', '{z}/{x}/{y}.png'),
    satellite: at('satellite', '{z}/{y}/{x}.png'),
    reference: at('reference', '{z}/{y}/{x}.png'),
    terrain: at('terrain', '{z}/{y}/{x}.png'),
  };
}
