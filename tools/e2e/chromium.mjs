// Where the system Chromium is, and a clear failure when it is missing (never a silent skip).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function assertChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. The end-to-end tests drive the system Chromium.\n` +
        `Install it with: sudo apt-get install -y chromium   (Debian/Ubuntu)\n` +
        `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The browser tests' Chromium: as the bench's, but it draws pages with the CPU (Skia) instead of
 * through SwiftShader's emulated GPU, which costs several times the CPU for the same pixels.
 * WebGL (the map) still runs on SwiftShader. The bench keeps CHROMIUM_ARGS: it measures what a
 * visitor's browser does.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-rasterization', '--disable-gpu-compositing'];

/** Tile templates used by every test system: a host that only the route stand-in answers. */
export const TEST_TILE_ENV = {
  TILE_STREET_URL: 'https://tiles.test/street/{z}/{x}/{y}.png',
  TILE_SATELLITE_URL: 'https://tiles.test/satellite/{z}/{y}/{x}.png',
  TILE_REFERENCE_URL: 'https://tiles.test/reference/{z}/{y}/{x}.png',
  TILE_TERRAIN_URL: 'https://tiles.test/terrain/{z}/{y}/{x}.png',
};
