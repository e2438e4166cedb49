declare let __webpack_nonce__: string | undefined;

// <style> elements made outside React (react-remove-scroll's, under Mantine's Modal) take the
// standalone page's nonce from the bundler's __webpack_nonce__ (Content-Security-Policy, root
// README "Security"). Absent on the dev server.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) __webpack_nonce__ = nonce;

// Async boundary so shared singletons are negotiated before the standalone page runs.
import('./bootstrap');
