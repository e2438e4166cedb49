// The runtime configuration the shell serves at /runtime-config.json.
// Remote manifest URLs, tile templates and external links live here, not in the build, so a
// deployment moves a remote or self-hosts tiles by changing environment variables only.

/**
 * Real public defaults for the five external links of the sidebar and for "Contact Support"
 * (see shell/README.md for why each). LINK_<KEY>_URL overrides one, e.g. LINK_SUPPORT_URL.
 */
export const DEFAULT_LINKS = {
  school: 'https://ns.com/',
  rainfall: 'https://publicinfobanjir.water.gov.my/',
  weather: 'https://www.windy.com/1.336/103.591',
  stormwaterTool: 'https://www.epa.gov/water-research/storm-water-management-model-swmm',
  expert: 'https://www.iwmi.org/',
  // Forest City lies in the Iskandar Puteri City Council's area; the council takes public
  // reports about local drainage, roads and other infrastructure. A deployment with its own
  // helpdesk sets LINK_SUPPORT_URL (an https: or mailto: address).
  support: 'https://www.mbip.gov.my/',
};

/** Real public tile services by default; TILE_* variables point them elsewhere. */
export const DEFAULT_TILES = {
  street: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    maxZoom: 19,
    attribution: '© OpenStreetMap contributors',
  },
  satellite: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 18,
    attribution: 'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
  },
  reference: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Transportation/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 18,
    attribution: 'Transportation reference © Esri',
  },
  terrain: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer/tile/{z}/{y}/{x}',
    maxZoom: 19,
    attribution: 'Tiles © Esri — Esri, HERE, Garmin, FAO, NOAA, USGS, OpenStreetMap contributors',
  },
};

/**
 * @param {{ remotes: {key: string, port: number}[] }} parts
 * @param {Record<string, string|undefined>} env
 */
export function buildRuntimeConfig(parts, env = process.env) {
  const host = env.REMOTE_HOST || 'localhost';
  const remotes = Object.fromEntries(
    parts.remotes.map((r) => {
      const override = env[`REMOTE_${r.key.toUpperCase()}_URL`];
      return [r.key, { manifest: override || `http://${host}:${r.port}/mf-manifest.json` }];
    }),
  );
  const tiles = Object.fromEntries(Object.entries(DEFAULT_TILES).map(([k, v]) => [k, { ...v, url: env[`TILE_${k.toUpperCase()}_URL`] || v.url }]));
  const links = Object.fromEntries(Object.entries(DEFAULT_LINKS).map(([k, v]) => [k, env[`LINK_${k.toUpperCase()}_URL`] || v]));
  const timeout = Number(env.REMOTE_TIMEOUT_MS);
  return { version: '2.1.0', apiBase: '/api', remotes, ...(timeout > 0 ? { remoteTimeoutMs: timeout } : {}), tiles, links };
}
