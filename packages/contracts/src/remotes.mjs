// The remotes of the composed system: their runtime-configuration key, federation container name
// and i18next namespace (each remote's exposed modules are in its own modules.mjs). Plain ESM (no TypeScript) because the Node servers (the
// shell's server, the remotes' static server, the build scripts) read it as it is.

/** @typedef {'map' | 'hydrology' | 'stormwater' | 'report'} RemoteKey */
/**
 * @typedef {object} RemoteInfo
 * @property {RemoteKey} key              key in the runtime configuration and REMOTE_<KEY>_URL
 * @property {number} port              default port on a developer's machine (npm start, npm run dev)
 * @property {string} federationName      container name its build declares (a JS identifier)
 * @property {string} namespace           the one i18next namespace it owns
 * @property {number} contractMajor       the major version of its props contract that the types in this
 *   package describe: the shell refuses a deployed remote whose manifest names another major
 *   (docs/releasing.md, "What breaks compatibility")
 */

/** @type {readonly RemoteInfo[]} */
export const REMOTES = Object.freeze([
  { key: 'map', port: 3001, federationName: 'mfe_map', namespace: 'map', contractMajor: 2 },
  { key: 'hydrology', port: 3002, federationName: 'mfe_hydrology', namespace: 'hydrology', contractMajor: 2 },
  { key: 'stormwater', port: 3003, federationName: 'mfe_stormwater', namespace: 'stormwater', contractMajor: 2 },
  {
    key: 'report',
    port: 3004,
    federationName: 'mfe_report',
    namespace: 'report',
    contractMajor: 2,
  },
]);

/** @type {readonly RemoteKey[]} */
export const REMOTE_KEYS = Object.freeze(REMOTES.map((r) => r.key));

/**
 * The environment variable that overrides a remote's manifest URL, e.g. REMOTE_MAP_URL.
 * @param {RemoteKey} key
 */
export const remoteEnvVar = (key) => `REMOTE_${key.toUpperCase()}_URL`;

/**
 * @param {RemoteKey} key
 * @returns {RemoteInfo}
 */
export function remoteInfo(key) {
  const info = REMOTES.find((r) => r.key === key);
  if (!info) throw new Error(`unknown remote ${key}`);
  return info;
}
