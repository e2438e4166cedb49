// The parts of the composed system, their default ports and how each one is served.
// Used by `npm start`, `npm run dev`, the build step and the end-to-end harness, so the
// port table in the README has one source.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ dir: string, kind: 'api'|'remote'|'host', port: number, key?: string, federationName?: string, namespace?: string }} Part */

/** @type {Part[]} */
export const PARTS = [
  { dir: 'api-mock', kind: 'api', port: 8090 },
  { dir: 'mfe-map', kind: 'remote', port: 3001, key: 'map', federationName: 'mfe_map', namespace: 'map' },
  { dir: 'mfe-hydrology', kind: 'remote', port: 3002, key: 'hydrology', federationName: 'mfe_hydrology', namespace: 'hydrology' },
  { dir: 'mfe-stormwater', kind: 'remote', port: 3003, key: 'stormwater', federationName: 'mfe_stormwater', namespace: 'stormwater' },
  { dir: 'mfe-report', kind: 'remote', port: 3004, key: 'report', federationName: 'mfe_report', namespace: 'report' },
  { dir: 'shell', kind: 'host', port: 8080 },
];

export const REMOTES = PARTS.filter((p) => p.kind === 'remote');
export const BUILDABLE = PARTS.filter((p) => p.kind !== 'api');

/** Environment variable that overrides a remote's manifest URL, e.g. REMOTE_MAP_URL. */
export const remoteEnvVar = (key) => `REMOTE_${key.toUpperCase()}_URL`;

export const partDir = (part) => path.join(ROOT, part.dir);
