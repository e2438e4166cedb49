// The runtime configuration the shell serves at /runtime-config.json.
// Remote manifest URLs, tile templates and external links live here, not in the build, so a
// deployment moves a remote or self-hosts tiles by changing environment variables only. Its shape
// is RuntimeConfigSchema (runtime-config-schema.mjs), which the page checks too.
import { LINK_KEYS, TILE_KEYS } from './runtime-config-schema.mjs';

/**
 * Real public defaults for the five external links of the sidebar and for "Contact Support"
 * (see shell/README.md for why each). LINK_<KEY>_URL overrides one, e.g. LINK_SUPPORT_URL.
 * @type {Record<(typeof LINK_KEYS)[number], string>}
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

/**
 * Real public tile services by default; TILE_* variables point them elsewhere.
 * @type {Record<(typeof TILE_KEYS)[number], { url: string, maxZoom: number, attribution: string }>}
 */
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
 * @returns {import('./runtime-config-schema.mjs').RuntimeConfig}
 */
export function buildRuntimeConfig(parts, env = process.env) {
  const host = env.REMOTE_HOST || 'localhost';
  const remotes = Object.fromEntries(
    parts.remotes.map((r) => {
      const override = env[`REMOTE_${r.key.toUpperCase()}_URL`];
      return [r.key, { manifest: override || `http://${host}:${r.port}/mf-manifest.json` }];
    }),
  );
  const tiles = Object.fromEntries(TILE_KEYS.map((k) => [k, { ...DEFAULT_TILES[k], url: env[`TILE_${k.toUpperCase()}_URL`] || DEFAULT_TILES[k].url }]));
  const links = Object.fromEntries(LINK_KEYS.map((k) => [k, env[`LINK_${k.toUpperCase()}_URL`] || DEFAULT_LINKS[k]]));
  const timeout = Number(env.REMOTE_TIMEOUT_MS);
  // SERVICE_WORKER=off: pages register no service worker and remove one a visitor already has
  // (the switch to pull it without a new build; docs/deploying.md "Offline").
  const serviceWorker = env.SERVICE_WORKER === 'off' ? { serviceWorker: false } : {};
  return /** @type {import('./runtime-config-schema.mjs').RuntimeConfig} */ ({
    version: '2.1.0',
    apiBase: '/api',
    remotes,
    ...(timeout > 0 ? { remoteTimeoutMs: timeout } : {}),
    ...serviceWorker,
    tiles,
    links,
  });
}

// ---------------------------------------------------------------------------------------------
// Releases without restarts (docs/releasing.md): the deployment's runtime configuration document,
// re-read when it changes, names each remote's manifest (a version's URL: pinning and rollback are
// one edit), an optional canary with its share of visitors, and the previews testers may ask for.
//
//   RUNTIME_CONFIG_FILE=/etc/forest-city/runtime-config.json   (re-read when its mtime changes)
//   RUNTIME_CONFIG_URL=https://config.example.org/runtime-config.json  (re-fetched every
//     RUNTIME_CONFIG_REFRESH_MS, default 5000; an unreachable or invalid answer keeps the last good one)
//
// {
//   "remoteTimeoutMs": 10000,
//   "remotes": {
//     "report": {
//       "manifest": "https://cdn.example.org/mfe-report/1.4.0/mf-manifest.json",
//       "canary": { "manifest": "https://cdn.example.org/mfe-report/1.5.0/mf-manifest.json", "share": 10 },
//       "previews": { "1.6.0-rc.1": "https://cdn.example.org/mfe-report/1.6.0-rc.1/mf-manifest.json" }
//     }
//   },
//   "previewOrigins": ["https://qa.example.org"]   (optional: only pages opened from these get previews)
// }

/** Cookie holding a browser's canary bucket (0-99): the same browser gets the same release. */
export const CANARY_COOKIE = 'fc_canary';

const isHttpUrl = (u) => typeof u === 'string' && /^https?:\/\/[^/]/i.test(u);

/**
 * Checks a runtime configuration document; throws an Error naming the first problem.
 * @param {any} doc
 * @param {string[]} remoteKeys
 */
export function validateConfigDocument(doc, remoteKeys) {
  const fail = (msg) => {
    throw new Error(`runtime configuration: ${msg}`);
  };
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) fail('the document is not a JSON object');
  if (doc.remoteTimeoutMs !== undefined && !(Number.isInteger(doc.remoteTimeoutMs) && doc.remoteTimeoutMs > 0)) fail('remoteTimeoutMs is not a positive integer');
  if (doc.previewOrigins !== undefined) {
    if (!Array.isArray(doc.previewOrigins)) fail('previewOrigins is not a list of origins');
    for (const o of doc.previewOrigins) if (!isHttpUrl(o) || new URL(o).origin !== o) fail(`previewOrigins: "${o}" is not an http(s) origin (scheme, host and port only)`);
  }
  for (const [key, r] of Object.entries(doc.remotes ?? {})) {
    if (!remoteKeys.includes(key)) fail(`unknown remote "${key}" (one of ${remoteKeys.join(', ')})`);
    if (!r || typeof r !== 'object') fail(`remotes.${key} is not an object`);
    if (r.manifest !== undefined && !isHttpUrl(r.manifest)) fail(`remotes.${key}.manifest is not an http(s) URL`);
    if (r.canary !== undefined) {
      if (!isHttpUrl(r.canary?.manifest)) fail(`remotes.${key}.canary.manifest is not an http(s) URL`);
      if (!(typeof r.canary.share === 'number' && r.canary.share >= 0 && r.canary.share <= 100)) fail(`remotes.${key}.canary.share is not a percentage (0-100)`);
    }
    for (const [name, url] of Object.entries(r.previews ?? {})) {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) fail(`remotes.${key}.previews: "${name}" is not a version name`);
      if (!isHttpUrl(url)) fail(`remotes.${key}.previews.${name} is not an http(s) URL`);
    }
  }
  return doc;
}

/**
 * The full configuration: the environment's (buildRuntimeConfig) with the document's remotes,
 * canaries, previews and time limit over it.
 * @param {ReturnType<typeof buildRuntimeConfig>} base
 * @param {any} doc  a validated document, or null
 */
export function mergeConfigDocument(base, doc) {
  /** @type {Record<string, { manifest: string, canary?: { manifest: string, share: number }, previews?: Record<string, string> }>} */
  const remotes = {};
  for (const [key, r] of Object.entries(base.remotes)) {
    const d = doc?.remotes?.[key] ?? {};
    remotes[key] = { manifest: d.manifest ?? r.manifest, ...(d.canary ? { canary: d.canary } : {}), ...(d.previews ? { previews: d.previews } : {}) };
  }
  return { ...base, ...(doc?.remoteTimeoutMs ? { remoteTimeoutMs: doc.remoteTimeoutMs } : {}), ...(doc?.previewOrigins ? { previewOrigins: doc.previewOrigins } : {}), remotes };
}

/**
 * The origin a request comes from, as the browser says: its `Origin` header, else its `Referer`'s
 * origin (a tester's link to the page), else null (an address typed or pasted).
 * @param {{ origin?: string, referer?: string }} headers
 */
export function requestOrigin(headers) {
  for (const value of [headers.origin, headers.referer]) {
    if (!value || value === 'null') continue;
    try {
      return new URL(value).origin;
    } catch {
      // not a URL: look at the next header
    }
  }
  return null;
}

/**
 * What one visitor gets: per remote the stable manifest, the canary's when the browser's bucket
 * falls in its share, or a preview the page asked for by name (`?preview=report@1.6.0-rc.1`,
 * several separated by commas) when that name is in the remote's allow-list and, with
 * `previewOrigins`, the request comes from one of them (requestOrigin). Anything else is ignored:
 * the page never loads a URL a visitor typed.
 * @param {ReturnType<typeof mergeConfigDocument> & { previewOrigins?: string[] }} full
 * @param {{ bucket: number, preview?: string | null, from?: string | null }} visitor
 */
export function configForVisitor({ previewOrigins, ...full }, { bucket, preview, from = null }) {
  const allowed = !previewOrigins || (from !== null && previewOrigins.includes(from));
  const asked = new Map(
    String((allowed && preview) || '')
      .split(',')
      .map((p) => p.trim().split('@'))
      .filter((p) => p.length === 2),
  );
  /** @type {Record<string, { manifest: string, release: string }>} */
  const remotes = {};
  for (const [key, r] of Object.entries(full.remotes)) {
    const name = asked.get(key);
    if (name && r.previews && Object.hasOwn(r.previews, name)) remotes[key] = { manifest: r.previews[name], release: `preview:${name}` };
    else if (r.canary && bucket < r.canary.share) remotes[key] = { manifest: r.canary.manifest, release: 'canary' };
    else remotes[key] = { manifest: r.manifest, release: 'stable' };
  }
  return { ...full, remotes };
}

/** Every manifest a visitor may be given (the page's Content-Security-Policy allows their origins). */
export function allManifests(full) {
  /** @type {Record<string, { manifest: string }>} */
  const out = {};
  for (const [key, r] of Object.entries(full.remotes)) {
    out[key] = { manifest: r.manifest };
    if (r.canary) out[`${key}#canary`] = { manifest: r.canary.manifest };
    for (const [name, url] of Object.entries(r.previews ?? {})) out[`${key}@${name}`] = { manifest: url };
  }
  return out;
}

/**
 * The configuration as the server sees it now. With RUNTIME_CONFIG_FILE the file is re-read when
 * its modification time changes; with RUNTIME_CONFIG_URL it is fetched again once the refresh
 * interval has passed. A document that cannot be read or is invalid is reported on stderr and
 * the last good configuration stays in force (at start, the environment's).
 * @param {{ remotes: {key: string, port: number}[] }} parts
 * @param {Record<string, string|undefined>} env
 * @param {{ log?: (msg: string) => void }} [opts]
 */
export function createRuntimeConfigSource(parts, env = process.env, { log = (m) => console.error(m) } = {}) {
  const base = buildRuntimeConfig(parts, env);
  const keys = parts.remotes.map((r) => r.key);
  let current = mergeConfigDocument(base, null);
  const file = env.RUNTIME_CONFIG_FILE;
  const url = env.RUNTIME_CONFIG_URL;
  const refreshMs = Number(env.RUNTIME_CONFIG_REFRESH_MS) > 0 ? Number(env.RUNTIME_CONFIG_REFRESH_MS) : 5000;
  let seenMtime = -1;
  let fetchedAt = -Infinity;
  let etag = null;

  const accept = (text, from) => {
    try {
      current = mergeConfigDocument(base, validateConfigDocument(JSON.parse(text), keys));
    } catch (err) {
      log(`${from}: ${err.message}; keeping the configuration in force`);
    }
  };

  async function refresh() {
    if (file) {
      const { statSync, readFileSync } = await import('node:fs');
      const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtime === undefined) {
        if (seenMtime !== -2) log(`${file}: not found; keeping the configuration in force`);
        seenMtime = -2;
      } else if (mtime !== seenMtime) {
        seenMtime = mtime;
        accept(readFileSync(file, 'utf8'), file);
      }
    } else if (url && Date.now() - fetchedAt >= refreshMs) {
      fetchedAt = Date.now();
      try {
        const res = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {}, signal: AbortSignal.timeout(3000) });
        if (res.status === 200) {
          etag = res.headers.get('etag');
          accept(await res.text(), url);
        } else if (res.status !== 304) log(`${url}: answered ${res.status}; keeping the configuration in force`);
      } catch (err) {
        log(`${url}: ${err.message}; keeping the configuration in force`);
      }
    }
    return current;
  }

  return {
    /** The configuration now (re-reading the file or URL when it is due). */
    current: refresh,
    /** The configuration last read, without reading. */
    last: () => current,
  };
}
