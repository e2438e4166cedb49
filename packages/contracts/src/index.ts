// @forest-city/contracts: what the shell and the remotes agree on. Types and tiny constants only,
// no runtime dependencies; each part bundles its own copy at build time.
export { REMOTES, REMOTE_KEYS, remoteEnvVar, remoteInfo, type RemoteKey, type RemoteInfo } from './remotes.mjs';
