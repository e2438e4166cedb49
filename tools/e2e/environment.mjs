// The browser tests' jest environment: Node's, with playwright-core loaded once per jest worker by
// Node itself. Loaded by each test file through jest's module registry it cost about a CPU-second
// a file, and every stack it captures (one per call to the page) went through jest's source maps.
import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH, assertChromium } from './chromium.mjs';

/** Starts the test file's Chromium (tools/e2e/browser.ts, launchBrowser). */
function launchBrowser() {
  assertChromium();
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
}

export default class BrowserTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__launchBrowser = launchBrowser;
  }
}
