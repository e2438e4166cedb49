// The parts of the composed system, their default ports and how each one is served.
// Used by `npm start`, `npm run dev`, the build step and the end-to-end harness, so the
// port table in the README has one source.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteEnvVar, remoteInfo } from '@forest-city/contracts/remotes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ dir: string, kind: 'api'|'remote'|'host', port: number, key?: string, federationName?: string, namespace?: string }} Part */

const remote = (key) => remoteInfo(key);

/** @type {Part[]} */
export const PARTS = [
  { dir: 'api-mock', kind: 'api', port: 8090 },
  { dir: 'mfe-map', kind: 'remote', ...remote('map') },
  { dir: 'mfe-hydrology', kind: 'remote', ...remote('hydrology') },
  { dir: 'mfe-stormwater', kind: 'remote', ...remote('stormwater') },
  { dir: 'mfe-report', kind: 'remote', ...remote('report') },
  { dir: 'shell', kind: 'host', port: 8080 },
];

export const REMOTES = PARTS.filter((p) => p.kind === 'remote');
/** Every part is built: the API to JavaScript (api-mock/rspack.config.mjs), the rest for the browser. */
export const BUILDABLE = PARTS;

export { remoteEnvVar };

export const partDir = (part) => path.join(ROOT, part.dir);
