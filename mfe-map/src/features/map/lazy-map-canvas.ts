// The WebGL canvas (maplibre + deck.gl, about 500 KB gzip) loads on demand, so the controls,
// list and data fetching start at once. A module of its own so component tests can stub it.
import { lazy } from 'react';

const loadMapCanvas = () => import('./MapCanvas');

/**
 * A lazy canvas component. React keeps a failed lazy load for good, so Retry after the canvas's
 * code failed to arrive takes a new one (the bundler fetches a chunk that failed again).
 */
export const createLazyMapCanvas = () => lazy(loadMapCanvas);

export const LazyMapCanvas = createLazyMapCanvas();
