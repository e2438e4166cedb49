// The WebGL canvas (maplibre + deck.gl, about 500 KB gzip) loads on demand, so the controls,
// list and data fetching start at once. A module of its own so component tests can stub it.
import { lazy } from 'react';

export const LazyMapCanvas = lazy(() => import('./MapCanvas'));
