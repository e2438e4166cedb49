// Loads maplibre-gl on demand and points it at its worker file.
// maplibre derives the worker URL from its own import.meta.url, which means nothing after
// bundling; the worker is emitted as an asset of this remote (the `new URL` below) and so lives
// on the map's origin. Inside the shell the page is on another origin, and browsers refuse
// `new Worker(<cross-origin URL>)`: maplibre 6 then starts a same-origin blob worker whose only
// line imports the real worker URL (module workers may import cross-origin scripts that send
// CORS headers, which every remote does). The e2e test of the composed page proves it.
import type * as Maplibre from 'maplibre-gl';

export function maplibreWorkerUrl(): string {
  return new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
}

/**
 * Fetches maplibre's worker script into the browser's cache (the remote serves it immutable, under
 * its content hash). maplibre asks for it only once its own code has arrived and run; fetched
 * alongside that code instead, the worker starts from the cache (on a phone over slow 4G the worker
 * had waited behind maplibre's code, then shared the connection with a view of imagery).
 */
let workerFetch: Promise<unknown> | null = null;

export function prefetchMaplibreWorker(): Promise<unknown> {
  // Once per page (a touch and the pointer both reach for the map); a failure is not kept.
  workerFetch ??= fetch(maplibreWorkerUrl())
    .then((response) => response.arrayBuffer())
    .catch(() => {
      workerFetch = null;
    });
  return workerFetch;
}

/**
 * Image requests maplibre runs at once (its default is 16): a whole view's imagery tiles (up to 60 on
 * a large screen). They were fetched by the preview a moment ago and come from the browser's cache;
 * in batches of 16, each batch waited for the last one's decoding, and the WebGL map took the
 * preview's place only after the last batch.
 */
export const IMAGE_REQUESTS_AT_ONCE = 64;

let loading: Promise<typeof Maplibre> | null = null;

export function loadMaplibre(): Promise<typeof Maplibre> {
  loading ??= import('maplibre-gl').then(
    (lib) => {
      lib.setWorkerUrl(maplibreWorkerUrl());
      lib.setMaxParallelImageRequests(IMAGE_REQUESTS_AT_ONCE);
      return lib;
    },
    (error: unknown) => {
      // Not cached: the canvas's Retry loads it again.
      loading = null;
      throw error;
    },
  );
  // The failure is handled where the promise is used (react-map-gl's onError, in an effect after
  // the commit); a chunk that fails before that effect runs would otherwise count as unhandled.
  loading.catch(() => {});
  return loading;
}
