// Each remote runs alone: its own built page, served by its own static server, renders with
// the remote's own providers and loads its own namespace from its own origin.
import { systemUrls, useTestPage } from '../../../tools/e2e/browser';

const REMOTES = [
  { dir: 'mfe-map', ns: 'map' },
  { dir: 'mfe-hydrology', ns: 'hydrology' },
  { dir: 'mfe-stormwater', ns: 'stormwater' },
  { dir: 'mfe-report', ns: 'report' },
];

const t = useTestPage();

test.each(REMOTES)('$dir renders alone with its own providers and translations', async ({ dir, ns }) => {
  const origin = systemUrls()[dir]!;
  const localeLoads: string[] = [];
  t.page.on('response', (r) => {
    if (r.url().includes(`/locales/`) && r.ok()) localeLoads.push(r.url());
  });
  // The map's standalone page takes its API and tile server from the URL (mfe-map/README.md).
  const api = encodeURIComponent(`${systemUrls()['api-mock']}/api`);
  await t.page.goto(`${origin}/?api=${api}&tiles=${encodeURIComponent('https://tiles.test')}`);
  await t.page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 20);
  // Mantine's stylesheet came with the remote (its standalone providers), so components are styled.
  // (The providers load lazily, after the page's own first paint: wait for them.)
  await t.page.waitForFunction(() => getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim() !== '', undefined, {
    timeout: 30_000,
  });
  await t.page.waitForLoadState('networkidle');
  expect(localeLoads).toContain(`${origin}/locales/en/${ns}.json`);
});
