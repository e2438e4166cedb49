// @forest-city/contracts: what the shell and the remotes agree on. Types and tiny constants only,
// no runtime dependencies; each part bundles its own copy at build time.
export { REMOTES, REMOTE_KEYS, remoteEnvVar, remoteInfo, type RemoteKey, type RemoteInfo } from './remotes.mjs';
export {
  BASE_LAYERS,
  DEFAULT_BASE_LAYER,
  MAX_ZOOM,
  MIN_ZOOM,
  formatBaseLayer,
  formatView,
  parseBaseLayer,
  parseItemId,
  parseView,
  type BaseLayer,
  type MapView,
} from './map-view';
