// mfe-map alone: its own static page (the built dist, served on its own port, as a partner would
// consume it), reading the API on another origin through `?api=`. Without configuration it uses
// the public tile services; `?tiles=` points it at a self-hosted tile server (here the stand-in).
import { systemUrls, useTestPage, pressEscapeInDialog, startMap } from '../../tools/e2e/browser';

const t = useTestPage();

const MAP = '[data-testid="infrastructure-map"]';

test('the standalone page reads the API through ?api= and tiles through ?tiles=, draws every item, and filters by the layers parameter', async () => {
  const urls = systemUrls();
  const api = `${urls['api-mock']}/api`;
  const items = (await (await fetch(`${api}/infrastructure?lang=en`)).json()) as { id: string; type: string; name: string }[];
  const tiles = `&tiles=${encodeURIComponent('https://tiles.test')}`;
  await t.page.goto(`${urls['mfe-map']}/?api=${encodeURIComponent(api)}${tiles}`);
  await startMap(t.page);
  await t.page.waitForFunction(
    ({ sel, n }) => {
      const el = document.querySelector<HTMLElement>(sel);
      return el?.dataset.mapReady === 'true' && el.dataset.markersDrawn === String(n);
    },
    { sel: MAP, n: items.length },
  );
  await t.page.getByRole('button', { name: `Item list (${items.length})` }).waitFor();
  await t.page.getByTestId('map-attribution').getByText('© OpenStreetMap contributors').waitFor();

  const water = items.filter((i) => i.type === 'water');
  await t.page.goto(`${urls['mfe-map']}/?api=${encodeURIComponent(api)}${tiles}&layers=water&item=${water[0]!.id}`);
  await t.page.getByRole('dialog', { name: water[0]!.name }).waitFor();
  await pressEscapeInDialog(t.page);
  await t.page.getByRole('button', { name: `Item list (${water.length})` }).waitFor();
  expect(await t.page.locator(MAP).getAttribute('data-active-layers')).toBe('water');

  expect(t.tiles.some((u) => u.startsWith('https://tiles.test/street/'))).toBe(true);
});
