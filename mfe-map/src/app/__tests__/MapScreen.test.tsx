// The map screen without WebGL (the canvas is stubbed; real rendering is tested in Chromium):
// data states in three languages, the keyboard list, the item dialog, and the values a host
// controls (view, base layer, open item) or leaves to the map.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InfrastructureItem } from '@forest-city/api-contract';
import type { BaseLayer, MapView } from '@forest-city/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { MapScreen } from '../MapScreen';
import { installPointerEvents } from '../../test/pointer-events';
import { rendersDuring } from '../../../../tools/unit/renders';

let mockCanvasProps: Record<string, unknown> = {};
const mockPreloadMapCode = jest.fn();
// The basemap is tested on its own (basemap/__tests__): these tests count the API's requests only.
jest.mock('../../lib/basemap/basemap-data', () => ({ ...jest.requireActual('../../lib/basemap/basemap-data'), useBasemap: () => null }));
jest.mock('../../features/map/lazy-map-canvas', () => ({
  MAP_CODE_STEPS: [],
  preloadMapCode: () => mockPreloadMapCode(),
  LazyMapCanvas: (props: Record<string, unknown>) => {
    mockCanvasProps = props;
    return <div data-testid="canvas-stub" />;
  },
}));

const ITEMS: InfrastructureItem[] = [
  {
    id: 'water-treatment-station-island-1',
    name: 'Island 1 Water Treatment Station',
    type: 'water',
    latitude: '1.3392',
    longitude: '103.5921',
    description: 'Potable water treatment.',
    capacity: '30,000 m³/day',
    technology: 'Membrane ultrafiltration',
    location: 'Island 1, north-east utility corridor',
    status: 'operational',
    lastMaintenance: '2026-09-14',
  },
  {
    id: 'drainage-html-name',
    name: '<img src=x onerror=alert(1)><b>Pond</b>',
    type: 'drainage',
    latitude: '1.3355',
    longitude: '103.5935',
    description: 'A pond.',
    capacity: '45,000 m³',
    technology: 'Retention',
    location: 'Central park',
    status: 'retired' as InfrastructureItem['status'],
    lastMaintenance: '2026-08-02',
  },
  {
    id: 'transport-bus-depot',
    name: 'Forest City Bus Depot',
    type: 'transportation',
    latitude: '1.3452',
    longitude: '103.5958',
    description: 'Buses.',
    capacity: '40 buses',
    technology: 'Electric',
    location: 'Mainland',
    status: 'limited',
    lastMaintenance: '2026-01-05',
  },
];

type FetchAnswer = { status: number; body: unknown; headers?: Record<string, string> };
let answer: (url: string) => FetchAnswer;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  answer = () => ({ status: 200, body: ITEMS });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const { status, body, headers = {} } = answer(url);
    // jsdom has neither fetch nor Response: answer with the part of Response the map reads.
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as typeof fetch;
});

/** The part of maplibre's map that the screen, the hand-off and the readout use, showing `center` at `zoom`. */
function fakeGl(center: { lat: number; lng: number }, zoom?: number) {
  return {
    jumpTo: jest.fn(),
    zoomIn: jest.fn(),
    zoomOut: jest.fn(),
    fitBounds: jest.fn(),
    loaded: () => true,
    once: jest.fn(),
    on: jest.fn(),
    off: jest.fn(),
    getCenter: () => center,
    getZoom: () => zoom,
    getCanvas: () => document.createElement('canvas'),
  };
}

const location = () => screen.getByTestId('location').textContent ?? '';

/** Runs `run` with the map's elements 800x600: jsdom lays nothing out, so the preview has no size to fit the items in otherwise. */
async function atSize(run: () => Promise<void>): Promise<void> {
  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  try {
    await run();
  } finally {
    width.mockRestore();
    height.mockRestore();
  }
}

test('loads the list once with the shared key, then lists the items of the active layers', async () => {
  renderWithProviders(<MapScreen activeLayers={['water', 'drainage']} apiBase="http://api.test/api" />);
  expect(screen.getByText('Loading infrastructure data...')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (2)' })).toBeInTheDocument());
  expect(requested).toEqual(['http://api.test/api/infrastructure?lang=en']);
  expect(screen.getByText('Items shown on the map: 2')).toBeInTheDocument();
  const root = screen.getByTestId('infrastructure-map');
  expect(root).toHaveAttribute('data-active-layers', 'water,drainage');
  expect(root).toHaveAttribute('data-marker-count', '2');
});

test('the map opens as a preview; the WebGL canvas starts when the pointer comes over the map, created fitted to the items; a view the host passes at mount wins', async () => {
  const first = renderWithProviders(<MapScreen />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (3)' })).toBeInTheDocument());
  const root = screen.getByTestId('infrastructure-map');
  // The preview holds the map's keyboard stop and name until the WebGL canvas is there.
  expect(screen.getByRole('region', { name: /^Map of Forest City infrastructure/ })).toBe(screen.getByTestId('map-preview'));
  expect(screen.queryByTestId('canvas-stub')).toBeNull();
  expect(root).toHaveAttribute('data-map-live', 'false');
  mockPreloadMapCode.mockClear();
  fireEvent.pointerEnter(root);
  expect(await screen.findByTestId('canvas-stub')).toBeInTheDocument();
  expect(root).toHaveAttribute('data-map-live', 'true');
  // Reaching for the map asks for all of the WebGL map's code at once, and only the first time.
  expect(mockPreloadMapCode).toHaveBeenCalledTimes(1);
  fireEvent.pointerDown(root);
  expect(mockPreloadMapCode).toHaveBeenCalledTimes(1);
  // jsdom lays nothing out, so the preview had no size to fit in: the canvas fits the items itself.
  expect(mockCanvasProps.initialBounds).toEqual([
    [103.5921, 1.3355],
    [103.5958, 1.3452],
  ]);
  first.unmount();
  renderWithProviders(<MapScreen view={{ latitude: 1.3, longitude: 103.6, zoom: 12 }} onViewChange={() => {}} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (3)' })).toBeInTheDocument());
  fireEvent.focus(screen.getByTestId('map-preview'));
  await screen.findByTestId('canvas-stub');
  expect(mockCanvasProps.initialBounds).toBeNull();
  expect(mockCanvasProps.initialView).toEqual({ latitude: 1.3, longitude: 103.6, zoom: 12 });
});

test('with a size, the preview fits the items and the WebGL canvas opens on that same view (no second fit)', async () => {
  await atSize(async () => {
    renderWithProviders(<MapScreen />);
    const root = screen.getByTestId('infrastructure-map');
    await waitFor(() => expect(root.dataset.view).not.toBe('1.337,103.5937,15'));
    const [lat, lon, zoom] = root.dataset.view!.split(',').map(Number);
    expect(lon).toBeCloseTo((103.5921 + 103.5958) / 2, 6);
    expect(lat).toBeCloseTo(1.34035, 3);
    expect(zoom).toBeGreaterThan(14);
    expect(zoom).toBeLessThanOrEqual(17);
    // The readout shows the preview's centre.
    await waitFor(() => expect(screen.getByTestId('map-coordinates-lon')).toHaveTextContent(lon!.toFixed(4)));
    fireEvent.pointerDown(root);
    await screen.findByTestId('canvas-stub');
    expect(mockCanvasProps.initialBounds).toBeNull();
    expect(mockCanvasProps.initialView).toEqual({ latitude: lat, longitude: lon, zoom });
  });
});

test.each([
  ['a phone-sized window: the preview draws the basemap alone, no tile asked for, until the visitor reaches for the map', 390, 'deferred', false],
  ['a wide window: the preview asks for the imagery at once', 800, 'loading', true],
])('%s', async (_name, size, imageryBefore, tilesBefore) => {
  const windowWidth = window.innerWidth;
  window.innerWidth = size;
  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(size);
  const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  // A 2D context that draws nothing, and every image the page creates (the preview's tiles).
  const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as CanvasRenderingContext2D);
  const images: HTMLImageElement[] = [];
  const RealImage = window.Image;
  const image = jest.spyOn(window, 'Image').mockImplementation(() => {
    const created = new RealImage();
    images.push(created);
    return created;
  });
  try {
    renderWithProviders(<MapScreen />);
    const root = screen.getByTestId('infrastructure-map');
    await waitFor(() => expect(root.dataset.drawnView).toBeDefined());
    // The tile requests start a task or two after the frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(images.some((i) => i.src !== '')).toBe(tilesBefore);
    expect(root).toHaveAttribute('data-imagery', imageryBefore);
    fireEvent.pointerDown(root);
    await screen.findByTestId('canvas-stub');
    // The live map asks for the imagery: it is loading, no longer waiting.
    expect(root).toHaveAttribute('data-imagery', 'loading');
  } finally {
    window.innerWidth = windowWidth;
    width.mockRestore();
    height.mockRestore();
    getContext.mockRestore();
    image.mockRestore();
  }
});

test('on a wide window the WebGL map starts by itself once the page is idle if the map is on screen; below the fold (a partner page) it waits for the visitor', async () => {
  jest.useFakeTimers();
  const at = (top: number) => ({ x: 0, y: top, top, left: 0, right: 800, bottom: top + 600, width: 800, height: 600, toJSON: () => ({}) }) as DOMRect;
  const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(at(2000));
  try {
    const below = renderWithProviders(<MapScreen />);
    // Longer than the idle fetching ahead takes where the browser has no idle callback.
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('canvas-stub')).toBeNull();
    expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-map-live', 'false');
    below.unmount();
    box.mockReturnValue(at(0));
    renderWithProviders(<MapScreen />);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('canvas-stub')).toBeInTheDocument();
    expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-map-live', 'true');
  } finally {
    box.mockRestore();
    jest.useRealTimers();
  }
});

test('zoom pressed before the preview has a view (no size yet) starts the WebGL map and zooms once it is ready', async () => {
  renderWithProviders(<MapScreen />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (3)' })).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  await screen.findByTestId('canvas-stub');
  const gl = fakeGl({ lat: 1.34, lng: 103.59 });
  act(() => (mockCanvasProps.onReady as (map: unknown) => void)(gl));
  expect(gl.zoomIn).toHaveBeenCalledTimes(1);
  // jsdom gave the preview no size to fit in, so the map fits the items itself, once, without animation.
  expect(gl.fitBounds).toHaveBeenCalledTimes(1);
  expect(gl.fitBounds.mock.calls[0][1]).toMatchObject({ padding: { top: 20, right: 20, bottom: 20, left: 20 }, duration: 0 });
  expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-map-ready', 'true');
  // Drawn: the preview is gone.
  expect(screen.queryByTestId('map-preview')).toBeNull();
});

test('the keyboard list opens the item dialog with every field and reports it; closing reports null; the map leaves the URL alone', async () => {
  const onSelectItem = jest.fn();
  renderWithProviders(<MapScreen onSelectItem={onSelectItem} />, { url: '/?dialog=none&q=x' });
  fireEvent.click(await screen.findByRole('button', { name: 'Item list (3)' }));
  const list = screen.getByRole('list', { name: 'Items shown on the map' });
  fireEvent.click(within(list).getByRole('button', { name: /Island 1 Water Treatment Station/ }));

  const dialog = await screen.findByRole('dialog', { name: 'Island 1 Water Treatment Station' });
  for (const text of [
    'Potable water treatment.',
    '30,000 m³/day',
    'Membrane ultrafiltration',
    'Island 1, north-east utility corridor',
    'Water Systems',
    '14 September 2026',
    '1.3392, 103.5921',
  ]) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  expect(within(dialog).getByText('Operational').closest('[data-status]')).toHaveAttribute('data-status', 'operational');
  expect(onSelectItem).toHaveBeenLastCalledWith('water-treatment-station-island-1');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onSelectItem).toHaveBeenLastCalledWith(null);
  expect(onSelectItem).toHaveBeenCalledTimes(2);
  // Uncontrolled, the open item stays in the map's memory: the host's URL is never written.
  expect(location()).toBe('/?dialog=none&q=x');
});

test("controlled, the open item is the host's: selecting asks the host, the dialog follows the prop", async () => {
  const asked: (string | null)[] = [];
  let accept = false;
  function Host() {
    const [item, setItem] = useState<string | null>(null);
    return (
      <MapScreen
        selectedItemId={item}
        onSelectItem={(id) => {
          asked.push(id);
          if (accept) setItem(id);
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  fireEvent.click(await screen.findByRole('button', { name: 'Item list (3)' }));
  const list = screen.getByRole('list', { name: 'Items shown on the map' });
  // A host that does not take the change: nothing opens.
  fireEvent.click(within(list).getByRole('button', { name: /Island 1 Water Treatment Station/ }));
  expect(asked).toEqual(['water-treatment-station-island-1']);
  expect(screen.queryByRole('dialog')).toBeNull();
  accept = true;
  fireEvent.click(within(list).getByRole('button', { name: /Island 1 Water Treatment Station/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Island 1 Water Treatment Station' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(asked).toEqual(['water-treatment-station-island-1', 'water-treatment-station-island-1', null]);
});

test('the base layer: uncontrolled the map switches itself; controlled it shows the prop and reports the pick', async () => {
  const first = renderWithProviders(<MapScreen />);
  const root = () => screen.getByTestId('infrastructure-map');
  expect(root()).toHaveAttribute('data-base', 'street');
  fireEvent.click(screen.getByRole('button', { name: 'Satellite' }));
  expect(root()).toHaveAttribute('data-base', 'satellite');
  first.unmount();

  const onBaseChange = jest.fn<void, [BaseLayer]>();
  renderWithProviders(<MapScreen base="hybrid" onBaseChange={onBaseChange} />);
  expect(root()).toHaveAttribute('data-base', 'hybrid');
  expect(screen.getByRole('button', { name: 'Hybrid' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Terrain' }));
  expect(onBaseChange).toHaveBeenCalledWith('terrain');
  expect(root()).toHaveAttribute('data-base', 'hybrid');
});

test('a layer switched on with items outside an automatic view fits them at once (no easing: a tap on the next switch is not kept waiting behind its frames)', async () => {
  let setLayers: (layers: InfrastructureItem['type'][]) => void = () => {};
  function Host() {
    const [layers, set] = useState<InfrastructureItem['type'][]>(['water', 'drainage']);
    setLayers = set;
    return <MapScreen activeLayers={layers} />;
  }
  await atSize(async () => {
    renderWithProviders(<Host />);
    const root = screen.getByTestId('infrastructure-map');
    await waitFor(() => expect(root.dataset.view).not.toBe('1.337,103.5937,15'));
    const [lat, lon, zoom] = root.dataset.view!.split(',').map(Number);
    fireEvent.pointerEnter(root);
    await screen.findByTestId('canvas-stub');
    const gl = fakeGl({ lat: lat!, lng: lon! }, zoom!);
    act(() => (mockCanvasProps.onReady as (map: unknown) => void)(gl));
    expect(gl.fitBounds).not.toHaveBeenCalled();
    // The bus depot lies north of the view fitted to the water and drainage items.
    act(() => setLayers(['water', 'drainage', 'transportation']));
    await waitFor(() => expect(gl.fitBounds).toHaveBeenCalledTimes(1));
    expect(gl.fitBounds.mock.calls[0][1]).toMatchObject({ duration: 0 });
  });
});

test("the view: the map reports moves; the host's echo (rounded) does not move it, another view does", async () => {
  const reported: MapView[] = [];
  let moveTo: (view: MapView) => void = () => {};
  function Host() {
    const [view, setView] = useState<MapView | null>(null);
    moveTo = setView;
    const round = (v: MapView) => ({ latitude: Number(v.latitude.toFixed(5)), longitude: Number(v.longitude.toFixed(5)), zoom: Number(v.zoom.toFixed(2)) });
    return (
      <MapScreen
        view={view}
        onViewChange={(v) => {
          reported.push(v);
          setView(round(v));
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (3)' })).toBeInTheDocument());
  fireEvent.pointerEnter(screen.getByTestId('infrastructure-map'));
  await screen.findByTestId('canvas-stub');
  const gl = fakeGl({ lat: 1.34, lng: 103.59 });
  act(() => (mockCanvasProps.onReady as (map: unknown) => void)(gl));
  const moved = { latitude: 1.3412345678, longitude: 103.5912345678, zoom: 15.123456 };
  act(() => (mockCanvasProps.onMoveEnd as (view: MapView) => void)(moved));
  expect(reported).toEqual([moved]);
  expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-view', '1.3412345678,103.5912345678,15.123456');
  expect(gl.jumpTo).not.toHaveBeenCalled();
  // Back to an entry with another view: the map goes there.
  act(() => moveTo({ latitude: 1.3, longitude: 103.6, zoom: 12 }));
  expect(gl.jumpTo).toHaveBeenCalledWith({ center: [103.6, 1.3], zoom: 12 });
  expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-view', '1.3,103.6,12');
});

test('an item name holding HTML is shown as text, and an unknown status as Unknown', async () => {
  const { container } = renderWithProviders(<MapScreen selectedItemId="drainage-html-name" onSelectItem={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: '<img src=x onerror=alert(1)><b>Pond</b>' });
  expect(within(dialog).getByText('Unknown').closest('[data-status]')).toHaveAttribute('data-status', 'unknown');
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
});

test.each([
  ['en', 'No layer is switched on. Switch on a layer to see its items.'],
  ['zh', '未开启任何图层。开启图层即可查看其设施。'],
  ['ms', 'Tiada lapisan dihidupkan. Hidupkan lapisan untuk melihat itemnya.'],
] as const)('no layer on: says so (%s)', async (lng, text) => {
  renderWithProviders(<MapScreen activeLayers={[]} />, { lng });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(requested[0]).toContain(`lang=${lng}`);
});

test.each([
  ['en', 'No item matches “zzz”.'],
  ['zh', '没有与“zzz”匹配的设施。'],
  ['ms', 'Tiada item yang sepadan dengan “zzz”.'],
] as const)('a search without a match says so (%s), through the search endpoint', async (lng, text) => {
  answer = (url) => ({ status: 200, body: url.includes('/search/') ? [] : ITEMS });
  renderWithProviders(<MapScreen searchText="zzz" />, { lng });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(requested).toContain(`/api/infrastructure/search/zzz?lang=${lng}&limit=100`);
});

test.each([
  ['en', 'The search shows the best 1 of 4812 matches. Add words to the search to narrow them.'],
  ['zh', '共 4812 项匹配，仅显示最相关的 1 项。请在搜索中加入更多词语以缩小范围。'],
  ['ms', 'Carian menunjukkan 1 padanan terbaik daripada 4812. Tambah perkataan pada carian untuk mengecilkannya.'],
] as const)('a search that matches more than the page the API sends says so in the list (%s)', async (lng, text) => {
  answer = (url) => (url.includes('/search/') ? { status: 200, body: [ITEMS[0]], headers: { 'x-total-count': '4812' } } : { status: 200, body: ITEMS });
  renderWithProviders(<MapScreen searchText="pump" />, { lng });
  await waitFor(() => expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-marker-count', '1'));
  fireEvent.click(screen.getByTestId('map-item-list-toggle'));
  expect(await screen.findByTestId('map-best-matches')).toHaveTextContent(text);
});

test('search text of 1-2 characters sends no search and filters nothing', async () => {
  renderWithProviders(<MapScreen searchText="pu" />);
  expect(await screen.findByRole('button', { name: 'Item list (3)' })).toBeInTheDocument();
  expect(requested.some((u) => u.includes('/search/'))).toBe(false);
});

test("an error body in the API's JSON shape is shown as its message, not as JSON", async () => {
  answer = () => ({ status: 500, body: { error: { code: 'internal', message: 'The dataset could not be read.' } } });
  renderWithProviders(<MapScreen />);
  expect(await screen.findByText('500: The dataset could not be read.')).toBeInTheDocument();
  expect(screen.queryByText(/"code"/)).toBeNull();
});

test.each([
  ['en', 'The infrastructure data could not be loaded.', 'Retry'],
  ['zh', '无法加载基础设施数据。', '重试'],
  ['ms', 'Data infrastruktur tidak dapat dimuatkan.', 'Cuba lagi'],
] as const)('an API error is shown in words with Retry (%s), and Retry recovers', async (lng, text, retry) => {
  let fail = true;
  answer = () => (fail ? { status: 503, body: '' } : { status: 200, body: ITEMS });
  renderWithProviders(<MapScreen />, { lng });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByText('503: Error')).toBeInTheDocument();
  fail = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: retry }));
  });
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-marker-count', '3');
});

test.each([
  ['an object instead of a list', { message: 'Too many requests' }],
  ['a list with null', [ITEMS[0], null]],
  ['an item with a field that is an object', [{ ...ITEMS[0], name: { en: 'x' } }]],
  ['truncated JSON', '[{"id":"water-'],
])('a malformed list (%s) is a data error in words with Retry, never a crash of the map; Retry recovers', async (_name, body) => {
  let broken = true;
  answer = () => (broken ? { status: 200, body } : { status: 200, body: ITEMS });
  renderWithProviders(<MapScreen />);
  expect(await screen.findByText('The infrastructure data could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('The data service sent data this map cannot read. Try again in a moment.')).toBeInTheDocument();
  broken = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  await waitFor(() => expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-marker-count', '3'));
});

test('the API refusing the request (4xx) names the input, in the three languages', async () => {
  answer = () => ({ status: 400, body: { error: { code: 'invalid_parameter', message: 'bad' } } });
  renderWithProviders(<MapScreen />, { lng: 'zh' });
  expect(await screen.findByText('请求的内容无效：请检查搜索内容或链接。')).toBeInTheDocument();
});

test('hostile names stay in their box: bidi-isolated, wrapping, two lines at most with the whole name as title', async () => {
  const spoof = '\u202Egnp.exe';
  const long = 'W'.repeat(5000);
  answer = () => ({
    status: 200,
    body: [
      { ...ITEMS[0], name: spoof },
      { ...ITEMS[2], name: long, description: `\u202E${long}` },
    ],
  });
  renderWithProviders(<MapScreen selectedItemId="transport-bus-depot" onSelectItem={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Item list (2)' }));
  const list = screen.getByTestId('map-item-list');
  const names = [...list.querySelectorAll('bdi')].map((b) => b.textContent);
  // The override is removed: the name reads as what it is, "gnp.exe", not "exe.png".
  expect(names).toEqual(['gnp.exe', long]);
  for (const bdi of list.querySelectorAll('bdi')) {
    expect(bdi.parentElement).toHaveAttribute('title', bdi.textContent);
    expect(bdi.parentElement!.style.overflowWrap).toBe('anywhere');
  }
  const dialog = await screen.findByTestId('map-item-dialog');
  expect(dialog.querySelector('p[dir="auto"]')?.textContent).toBe(long);
  expect(screen.getByRole('dialog').querySelector('h2 bdi, [class*="title"] bdi')?.textContent).toBe(long);
});

test.each([
  ['en', 'Show Forest City Bus Depot: switch on Transportation and go to it', 'Transportation (switched off)'],
  ['zh', '显示Forest City Bus Depot：开启交通图层并前往该处', '交通（已关闭）'],
  ['ms', 'Papar Forest City Bus Depot: hidupkan Pengangkutan dan pergi ke item itu', 'Pengangkutan (dimatikan)'],
] as const)('a search result in a switched-off layer is listed with its layer and "Show" switches it on (%s), never "no match"', async (lng, showName, layerText) => {
  answer = (url) => ({ status: 200, body: url.includes('/search/') ? [ITEMS[2]] : ITEMS });
  const onActiveLayersChange = jest.fn();
  function Host() {
    const [layers, setLayers] = useState<InfrastructureItem['type'][]>(['water', 'drainage']);
    return (
      <MapScreen
        activeLayers={layers}
        searchText="depot"
        onActiveLayersChange={(next) => {
          onActiveLayersChange(next);
          setLayers(next);
        }}
      />
    );
  }
  renderWithProviders(<Host />, { lng });
  const panel = await screen.findByTestId('map-hidden-matches');
  expect(within(panel).getByText(layerText)).toBeInTheDocument();
  expect(screen.queryByTestId('map-status')).toBeNull();
  fireEvent.click(within(panel).getByRole('button', { name: showName }));
  expect(onActiveLayersChange).toHaveBeenCalledWith(['water', 'drainage', 'transportation']);
  await waitFor(() => expect(screen.queryByTestId('map-hidden-matches')).toBeNull());
  expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-marker-count', '1');
});

test('without onActiveLayersChange the hidden results name their layer but offer no action', async () => {
  answer = (url) => ({ status: 200, body: url.includes('/search/') ? [ITEMS[2]] : ITEMS });
  renderWithProviders(<MapScreen activeLayers={['water']} searchText="depot" />);
  const panel = await screen.findByTestId('map-hidden-matches');
  expect(within(panel).getByText('Transportation (switched off)')).toBeInTheDocument();
  expect(within(panel).queryByRole('button')).toBeNull();
});

test('a year: the markers, the list and its count follow what existed, was being built or was planned then; the host owns the year', async () => {
  const timed: InfrastructureItem[] = [
    {
      ...ITEMS[0]!,
      time: {
        start: 2015,
        completion: 2016,
        history: [
          { year: 2015, status: 'construction' },
          { year: 2016, status: 'existing' },
        ],
        approximate: true,
        source: 'First phase.',
      },
    },
    {
      ...ITEMS[2]!,
      id: 'transport-ferry-jetty-planned',
      name: 'Ferry Jetty',
      status: 'monitoring',
      time: { completion: 2045, completionPlanned: true, history: [{ year: 2015, status: 'planned' }], approximate: true, source: 'Planned.' },
    },
    {
      ...ITEMS[2]!,
      time: {
        start: 2017,
        completion: 2018,
        history: [
          { year: 2017, status: 'construction' },
          { year: 2018, status: 'existing' },
        ],
        approximate: true,
        source: 'Later.',
      },
    },
  ];
  answer = () => ({ status: 200, body: timed });
  const years: (number | null)[] = [];
  function Host({ initial }: { initial: number | null }) {
    const [year, setYear] = useState<number | null>(initial);
    return (
      <MapScreen
        year={year}
        onYearChange={(next) => {
          years.push(next);
          setYear(next);
        }}
      />
    );
  }
  renderWithProviders(<Host initial={2015} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (2)' })).toBeInTheDocument());
  const root = screen.getByTestId('infrastructure-map');
  expect(root).toHaveAttribute('data-year', '2015');
  expect(root).toHaveAttribute('data-marker-count', '2');
  expect(root).toHaveAttribute('data-phase-counts', 'existing:0,construction:1,planned:1');
  fireEvent.click(screen.getByRole('button', { name: 'Item list (2)' }));
  const list = screen.getByTestId('map-item-list');
  expect(within(list).getByText('Under construction', { exact: false })).toBeInTheDocument();
  expect(within(list).getByText('Planned, not built', { exact: false })).toBeInTheDocument();
  expect(screen.getByTestId('map-legend-time')).toHaveTextContent('Not begun by 2015: not shown');

  fireEvent.change(screen.getByRole('slider', { name: 'Year shown on the map' }), { target: { value: '2018' } });
  // The slider's year reaches the host once its frame is drawn (TimeControl).
  await waitFor(() => expect(years).toEqual([2018]));
  await waitFor(() => expect(root).toHaveAttribute('data-phase-counts', 'existing:2,construction:0,planned:1'));
  expect(screen.getByRole('button', { name: 'Hide list (3)' })).toBeInTheDocument();

  // The first year (FIRST_YEAR, when reclamation began): nothing of these items had begun.
  fireEvent.change(screen.getByRole('slider', { name: 'Year shown on the map' }), { target: { value: '2014' } });
  await waitFor(() => expect(screen.getByText('Nothing in the layers shown had been begun or planned by 2014.')).toBeInTheDocument());
  expect(root).toHaveAttribute('data-marker-count', '0');

  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  expect(years).toEqual([2018, 2014, null]);
  await waitFor(() => expect(root).toHaveAttribute('data-year', 'today'));
  expect(root).toHaveAttribute('data-marker-count', '3');
  expect(root).not.toHaveAttribute('data-phase-counts');
  expect(screen.queryByTestId('map-legend-time')).toBeNull();
  expect(mockCanvasProps).toBeDefined();
});

test('a year that changes no place label leaves the live map its labels as they were (the same list, not placed again); the markers follow the year', async () => {
  function Host() {
    const [year, setYear] = useState<number | null>(null);
    return <MapScreen year={year} onYearChange={setYear} />;
  }
  renderWithProviders(<Host />);
  const root = screen.getByTestId('infrastructure-map');
  await waitFor(() => expect(root).toHaveAttribute('data-data-state', 'ready'));
  fireEvent.pointerEnter(root);
  await screen.findByTestId('canvas-stub');
  const labels = mockCanvasProps.labels;
  const markers = mockCanvasProps.markers;
  fireEvent.change(screen.getByRole('slider', { name: 'Year shown on the map' }), { target: { value: '2015' } });
  await waitFor(() => expect(root).toHaveAttribute('data-year', '2015'));
  expect(mockCanvasProps.markers).not.toBe(markers);
  expect(mockCanvasProps.labels).toBe(labels);
});

test('a drag on the preview moves the reported view; a WebGL map ready mid-drag waits for the release, then opens on the moved view', async () => {
  const removePointerEvents = installPointerEvents('touch');
  await atSize(async () => {
    const reported: MapView[] = [];
    renderWithProviders(<MapScreen onViewChange={(v) => reported.push(v)} />);
    const root = screen.getByTestId('infrastructure-map');
    await waitFor(() => expect(root.dataset.view).not.toBe('1.337,103.5937,15'));
    const fitted = root.dataset.view!;
    const [, lon0] = fitted.split(',').map(Number);
    const preview = screen.getByTestId('map-preview');
    // Left of the middle, clear of the markers: a drag 80 px to the left.
    fireEvent.pointerDown(preview, { clientX: 100, clientY: 300, pointerId: 1 });
    await screen.findByTestId('canvas-stub');
    fireEvent.pointerMove(preview, { clientX: 60, clientY: 300, pointerId: 1 });
    // The WebGL map is ready while the finger is still down: it is not handed over yet.
    const gl = fakeGl({ lat: Number(fitted.split(',')[0]), lng: lon0! }, Number(fitted.split(',')[2]));
    act(() => (mockCanvasProps.onReady as (map: unknown) => void)(gl));
    expect(root).toHaveAttribute('data-map-ready', 'false');
    expect(screen.getByTestId('map-preview')).toBe(preview);
    fireEvent.pointerMove(preview, { clientX: 20, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(preview, { clientX: 20, clientY: 300, pointerId: 1 });
    const [lat1, lon1, zoom1] = root.dataset.view!.split(',').map(Number);
    // Dragged left: the centre moved east by 80 px at that zoom.
    expect(lon1! - lon0!).toBeCloseTo((80 / (512 * 2 ** zoom1!)) * 360, 9);
    expect(reported).toEqual([{ latitude: lat1, longitude: lon1, zoom: zoom1 }]);
    // Released: the map is handed over and jumps to the preview's view before it shows.
    expect(root).toHaveAttribute('data-map-ready', 'true');
    expect(gl.jumpTo).toHaveBeenCalledWith({ center: [lon1, lat1], zoom: zoom1 });
  }).finally(() => removePointerEvents());
});

test('the zoom buttons zoom the preview until the WebGL map is there, which then opens on that view (nothing is zoomed twice)', async () => {
  await atSize(async () => {
    renderWithProviders(<MapScreen />);
    const root = screen.getByTestId('infrastructure-map');
    await waitFor(() => expect(root.dataset.view).not.toBe('1.337,103.5937,15'));
    const [lat0, lon0, zoom0] = root.dataset.view!.split(',').map(Number);
    const press = (name: string) => {
      const button = screen.getByRole('button', { name });
      fireEvent.pointerDown(button); // reaching for the map starts the WebGL map
      fireEvent.click(button);
    };
    press('Zoom in');
    press('Zoom in');
    press('Zoom out');
    expect(root.dataset.view).toBe(`${lat0},${lon0},${zoom0! + 1}`);
    await screen.findByTestId('canvas-stub');
    const gl = fakeGl({ lat: lat0!, lng: lon0! }, zoom0!);
    act(() => (mockCanvasProps.onReady as (map: unknown) => void)(gl));
    expect(gl.jumpTo).toHaveBeenCalledWith({ center: [lon0, lat0], zoom: zoom0! + 1 });
    expect(gl.zoomIn).not.toHaveBeenCalled();
    expect(gl.zoomOut).not.toHaveBeenCalled();
    // Once it is there, the buttons zoom the WebGL map.
    press('Zoom in');
    expect(gl.zoomIn).toHaveBeenCalledTimes(1);
  });
});

describe('what renders again', () => {
  const CHROME = ['MapControls', 'TimeControl', 'Legend', 'Attribution', 'ItemList', 'ItemDialog'];

  test("a change of view (the preview's fit, a move, the host's view) renders the map's root and view, not its controls, time bar, legend, list or dialog", async () => {
    let moveTo: (view: MapView) => void = () => {};
    function Host() {
      const [view, setView] = useState<MapView | null>(null);
      moveTo = setView;
      return <MapScreen view={view} onViewChange={setView} />;
    }
    await atSize(async () => {
      renderWithProviders(<Host />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Item list (3)' })).toBeInTheDocument());
      await waitFor(() => expect(screen.getByTestId('infrastructure-map').dataset.view).not.toBe('1.337,103.5937,15'));
      const rendered = await rendersDuring(() => moveTo({ latitude: 1.3, longitude: 103.6, zoom: 12 }));
      expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-view', '1.3,103.6,12');
      expect(rendered).toEqual(expect.arrayContaining(['MapScreen', 'MapPreview']));
      expect(rendered.filter((name) => CHROME.includes(name))).toEqual([]);
      // The zoom button, whose handler kept its identity, still acts on the latest view.
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-view', '1.3,103.6,13');
    });
  });

  test('a phone-sized window starts with compact controls: the chrome renders once, not again when the map is measured', async () => {
    const windowWidth = window.innerWidth;
    window.innerWidth = 390;
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    // The items stay on their way: their arrival (the fit button enabled) is a change of its own,
    // which on a loaded machine can land inside the recording.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as typeof fetch;
    try {
      const rendered = await rendersDuring(() => {
        renderWithProviders(<MapScreen />);
      });
      expect(screen.getByTestId('map-base-menu')).toBeInTheDocument();
      expect(rendered.filter((name) => name === 'MapControls' || name === 'TimeControl')).toEqual(['MapControls', 'TimeControl']);
    } finally {
      window.innerWidth = windowWidth;
      width.mockRestore();
    }
  });
});
