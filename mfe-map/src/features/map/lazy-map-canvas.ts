// The WebGL canvas (maplibre and react-map-gl) loads on demand, so the controls,
// list and data fetching start at once. A module of its own so component tests can stub it.
import { lazy } from 'react';
import { loadMaplibre, prefetchMaplibreWorker } from './maplibre-loader';

const loadMapCanvas = () => import('./MapCanvas');

/**
 * A lazy canvas component. React keeps a failed lazy load for good, so Retry after the canvas's
 * code failed to arrive takes a new one (the bundler fetches a chunk that failed again).
 */
export const createLazyMapCanvas = () => lazy(loadMapCanvas);

export const LazyMapCanvas = createLazyMapCanvas();

/**
 * The WebGL map's code, each part as a step of its own: the canvas (react-map-gl), maplibre's worker
 * script (into the cache), then maplibre, whose worker starts at once (`prewarm`: the worker's
 * start-up off the page's critical path).
 * Run all at once when the visitor reaches for the map, so they arrive side by side instead of one
 * after the other; run one per idle period when the connection allows fetching ahead
 * (fetchAheadWhenIdle).
 */
export const MAP_CODE_STEPS: readonly (() => unknown)[] = [
  () => loadMapCanvas().catch(() => undefined),
  prefetchMaplibreWorker,
  () =>
    loadMaplibre().then(
      (lib) => lib.prewarm(),
      () => undefined,
    ),
];

/** Starts every part of the WebGL map's code at once (failures are left to the canvas, which reports them). */
export function preloadMapCode(): void {
  for (const step of MAP_CODE_STEPS) step();
}
