// Starts one composed system (on free ports) for the whole e2e run. Tests that stop parts of
// the system start a private one with startSystem() instead.
import { buildAll } from '../compose/build-all.mjs';
import { startSystem } from '../compose/system.mjs';
import { assertChromium, HEADLESS_SHELL_PATH, TEST_CHROMIUM_PATH, TEST_TILE_ENV } from './chromium.mjs';

export default async function globalSetup() {
  assertChromium();
  if (TEST_CHROMIUM_PATH !== HEADLESS_SHELL_PATH && !process.env.CHROMIUM_PATH) {
    console.warn(`\nThe browser tests run in ${TEST_CHROMIUM_PATH}; with Chromium's headless shell they take far less time: apt-get install -y chromium-headless-shell`);
  }
  await buildAll();
  const system = await startSystem({ freePorts: true, env: TEST_TILE_ENV, stdio: 'ignore' });
  globalThis.__E2E_SYSTEM__ = system;
  process.env.E2E_BASE_URL = system.url;
  process.env.E2E_URLS = JSON.stringify(system.urls);
}
