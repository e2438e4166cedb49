// The offline feature as the rest of the shell sees it: the notice and starting the service worker.
export { OfflineNotice } from './OfflineNotice';
export { startServiceWorker } from './service-worker';
