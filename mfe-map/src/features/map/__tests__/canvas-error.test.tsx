// The canvas's failure states: a browser that cannot draw WebGL, and the canvas's code failing to
// arrive, which Retry loads again in place (the rest of the map stays usable throughout).
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MapScreen } from '../../../app/MapScreen';
import { isChunkLoadError } from '../CanvasError';

let failure: Error | null = null;
const created: number[] = [];

jest.mock('../lazy-map-canvas', () => ({
  MAP_CODE_STEPS: [],
  preloadMapCode: () => undefined,
  LazyMapCanvas: () => {
    if (failure) throw failure;
    return <div data-testid="canvas-stub" />;
  },
  createLazyMapCanvas: () => {
    created.push(created.length);
    return () => <div data-testid="canvas-stub" />;
  },
}));

function chunkError() {
  const error = new Error('Loading chunk vendors-maplibre failed.\n(error: http://map.test/vendors-maplibre.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  created.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => '[]', json: async () => [] }) as unknown as Response) as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

/** The WebGL map starts when the pointer comes over the map (before, it is a drawn preview). */
const startMap = () => fireEvent.pointerEnter(screen.getByTestId('infrastructure-map'));

test('the canvas code failing to load says so and Retry loads it again in place', async () => {
  failure = chunkError();
  renderWithProviders(<MapScreen />);
  startMap();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The map could not be loaded. Check the connection and retry; the item list still opens every item.');
  expect(screen.queryByTestId('canvas-stub')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('canvas-stub')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(created).toHaveLength(1);
});

test.each([
  ['en', 'The map could not be drawn in this browser (WebGL is needed). The item list still opens every item.', 'Retry'],
  ['zh', '此浏览器无法绘制地图（需要 WebGL）。仍可通过设施列表打开每项设施。', '重试'],
  ['ms', 'Peta tidak dapat dilukis dalam pelayar ini (WebGL diperlukan). Senarai item masih boleh membuka setiap item.', 'Cuba lagi'],
] as const)('a browser without WebGL gets the WebGL message (%s)', async (lng, text, retry) => {
  failure = new Error('Failed to initialize WebGL');
  renderWithProviders(<MapScreen />, { lng });
  startMap();
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
});

test('chunk load errors are told apart from drawing errors', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  // An ES-module chunk's failed import(), as Chromium, Firefox and Safari say it.
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost:3001/vendors-maplibre.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://localhost:3001/a.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Failed to initialize WebGL'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});
