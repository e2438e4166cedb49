import { pageStyleNonce } from './app/csp-nonce';
import { afterFirstPaint } from './app/first-paint';

declare let __webpack_nonce__: string | undefined;

// <style> elements made outside React (react-remove-scroll's, under Mantine's Modal) take the
// page's nonce from the bundler's __webpack_nonce__ (Content-Security-Policy, README "Security").
const nonce = pageStyleNonce();
if (nonce) __webpack_nonce__ = nonce;

// Async boundary: shared singletons are negotiated by the federation runtime before app code runs.
void afterFirstPaint().then(() => import('./bootstrap'));
