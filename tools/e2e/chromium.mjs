// Where the system Chromium is, and a clear failure when it is missing (never a silent skip).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`), Playwright's own default for headless runs. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: `CHROMIUM_PATH` when set, else the headless shell where it is
 * installed (it draws only what a test reads: far less CPU for the suite than the full
 * browser), else the full browser. The bench always runs the full browser: what a visitor has.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export function assertChromium() {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${TEST_CHROMIUM_PATH}. The end-to-end tests drive the system Chromium.\n` +
        `Install it with: sudo apt-get install -y chromium chromium-headless-shell   (Debian/Ubuntu)\n` +
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
