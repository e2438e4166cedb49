// Lighthouse (the npm package, performance category) on the composed system, with its desktop
// preset or its default mobile one (an emulated phone, slow 4G, 4x CPU slowdown), driving the
// system Chromium through chrome-launcher. Each run gets its own browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-quic',
  '--no-first-run',
  '--mute-audio',
  // WebGL for the map, in software as in the end-to-end tests.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // The page itself composited on the CPU, as Chromium does on a machine without a GPU. Without
  // it, SwiftShader stands in for a GPU for the whole page too, and every frame of the page (not
  // only the map) is rasterised through software GL: first paint was presented about 0.7 s after
  // it was drawn on this machine, which no visitor's browser does.
  '--disable-gpu-compositing',
];

export interface LighthouseRun {
  performance: number | null;
  cls: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's 'unused-javascript' and 'unused-css-rules' (details.overallSavingsBytes: transfer bytes), and their largest items. */
  unusedJsBytes: number | null;
  unusedCssBytes: number | null;
  unusedItems: { audit: 'js' | 'css'; url: string; wastedBytes: number; totalBytes: number }[];
  /** Requests to hosts other than localhost/127.0.0.1 (must be none). */
  external: string[];
  runtimeError?: string;
  warnings: string[];
}

export type LighthousePreset = 'desktop' | 'mobile';

export async function runLighthouse(url: string, chromePath: string, preset: LighthousePreset): Promise<LighthouseRun> {
  // chrome-launcher reads CHROME_PATH; set it so nothing else is searched for.
  process.env.CHROME_PATH = chromePath;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      // No configuration is Lighthouse's default: the mobile preset.
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    const num = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      return typeof v === 'number' ? v : null;
    };
    const savings = (id: string) => {
      const d = lhr.audits[id]?.details as { overallSavingsBytes?: number; items?: { url?: string; wastedBytes?: number; totalBytes?: number }[] } | undefined;
      return { bytes: typeof d?.overallSavingsBytes === 'number' ? d.overallSavingsBytes : null, items: d?.items ?? [] };
    };
    const unusedJs = savings('unused-javascript');
    const unusedCss = savings('unused-css-rules');
    const items = (audit: 'js' | 'css', list: typeof unusedJs.items) =>
      list.map((i) => ({ audit, url: String(i.url ?? ''), wastedBytes: Math.round(i.wastedBytes ?? 0), totalBytes: Math.round(i.totalBytes ?? 0) }));
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const score = lhr.categories.performance?.score;
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      cls: num('cumulative-layout-shift'),
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      speedIndexMs: num('speed-index'),
      unusedJsBytes: unusedJs.bytes,
      unusedCssBytes: unusedCss.bytes,
      unusedItems: [...items('js', unusedJs.items), ...items('css', unusedCss.items)],
      external: requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(u)),
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}
