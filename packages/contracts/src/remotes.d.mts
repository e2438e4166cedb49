// Types of remotes.mjs for parts whose TypeScript does not read JavaScript (allowJs is off there).
export type RemoteKey = 'map' | 'hydrology' | 'stormwater' | 'report';
export interface RemoteInfo {
  /** key in the runtime configuration and REMOTE_<KEY>_URL */
  key: RemoteKey;
  /** default port on a developer's machine (npm start, npm run dev) */
  port: number;
  /** container name its build declares (a JS identifier) */
  federationName: string;
  /** the one i18next namespace it owns */
  namespace: string;
  /** the major version of its props contract that this package's types describe */
  contractMajor: number;
}
export const REMOTES: readonly RemoteInfo[];
export const REMOTE_KEYS: readonly RemoteKey[];
export function remoteEnvVar(key: RemoteKey): string;
export function remoteInfo(key: RemoteKey): RemoteInfo;
