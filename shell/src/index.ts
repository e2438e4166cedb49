import { pageStyleNonce } from './app/csp-nonce';
import { afterFirstPaint, nextTask } from './app/first-paint';
import { loadFirstViewScripts, preloadRouteManifests } from './app/first-view-scripts';

declare let __webpack_nonce__: string | undefined;

// <style> elements made outside React (react-remove-scroll's, under Mantine's Modal) take the
// page's nonce from the bundler's __webpack_nonce__ (Content-Security-Policy, README "Security").
const nonce = pageStyleNonce();
if (nonce) __webpack_nonce__ = nonce;

// Async boundary: shared singletons are negotiated by the federation runtime before app code runs.
// Once the page is painted, the route's remote manifests and the first view's scripts are
// requested side by side (app/first-view-scripts.ts), then, in a task of its own, the runtime starts.
void afterFirstPaint()
  .then(() => {
    preloadRouteManifests();
    return loadFirstViewScripts();
  })
  .then(nextTask)
  .then(() => import('./bootstrap'));
