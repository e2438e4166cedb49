// The map's static first frame on a recording 2D context: the base layer's tiles (each source at
// its opacity) and the markers where the WebGL map draws them; a click on a marker selects it.
import { act, fireEvent, render } from '@testing-library/react';
import type { InfrastructureItem } from '@forest-city/api-contract';
import type { TileConfig } from '../../../contract';
import { toMarkerData } from '../../../lib/markers/marker-data';
import { MapPreview } from '../MapPreview';
import { frameOf, panBy, project } from '../preview-view';
import { installPointerEvents } from '../../../test/pointer-events';

const TILES: TileConfig = {
  street: { url: 'https://t.test/street/{z}/{x}/{y}.png', maxZoom: 19, attribution: 'OSM' },
  satellite: { url: 'https://t.test/sat/{z}/{y}/{x}.png', maxZoom: 18, attribution: 'Esri' },
  reference: { url: 'https://t.test/ref/{z}/{y}/{x}.png', maxZoom: 18, attribution: 'Esri' },
  terrain: { url: 'https://t.test/terrain/{z}/{y}/{x}.png', maxZoom: 19, attribution: 'OTM' },
};
const item = (id: string, type: InfrastructureItem['type'], latitude: string, longitude: string) => ({ id, type, latitude, longitude, name: id }) as InfrastructureItem;
const MARKERS = toMarkerData([item('pump', 'water', '1.3366', '103.5954'), item('pond', 'drainage', '1.3380', '103.5970')]);
const VIEW = { latitude: 1.3366, longitude: 103.5954, zoom: 15 };

type Call = [string, ...unknown[]];
let calls: Call[];
let images: HTMLImageElement[];
let frames: FrameRequestCallback[];
/** Runs the animation frames the preview asked for (tile arrivals redraw in the next frame). */
const flushFrames = () => frames.splice(0).forEach((fn) => fn(0));
/** Starts the tile requests the preview queued (a few per task, from the task after the frame's on). */
const startTileRequests = () => act(() => void jest.runAllTimers());
const requested = () => images.filter((i) => i.src !== '');

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  images = [];
  frames = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : (...args: unknown[]) => void calls.push([key, ...args])),
    set: (target, key: string, value) => {
      calls.push([`set ${key}`, value]);
      return true;
    },
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
  const RealImage = window.Image;
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = new RealImage();
    images.push(image);
    return image;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const arcs = () => calls.filter((c) => c[0] === 'arc').map(([, x, y, r]) => [x, y, r] as number[]);

test('draws each marker at its projected position with its radius, over the tiles once they arrive', () => {
  render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} onSelect={jest.fn()} label="Map" />);
  const frame = frameOf(VIEW, 800, 600);
  const [pumpX, pumpY] = project([103.5954, 1.3366], frame);
  const [pondX, pondY] = project([103.597, 1.338], frame);
  expect(arcs()).toEqual([
    [pumpX, pumpY, 10 - 0.75],
    [pondX, pondY, 8 - 0.75],
  ]);
  expect(calls).toContainEqual(['set fillStyle', '#1971c2']);
  expect(calls).toContainEqual(['set fillStyle', '#2f9e44']);
  // Street tiles of zoom 16 requested; none drawn before it has loaded.
  startTileRequests();
  expect(images.length).toBeGreaterThan(0);
  expect(images.every((i) => /^https:\/\/t\.test\/street\/16\/\d+\/\d+\.png$/.test(i.src) && i.crossOrigin === 'anonymous')).toBe(true);
  expect(calls.some((c) => c[0] === 'drawImage')).toBe(false);
  calls = [];
  act(() => {
    images[0]!.onload!(new Event('load'));
    images[1]!.onload!(new Event('load'));
    flushFrames();
  });
  const drawn = calls.filter((c) => c[0] === 'drawImage');
  // Two arrivals, one redraw.
  expect(drawn.map((c) => c[1])).toEqual([images[0], images[1]]);
  // Markers are drawn after (over) the tiles.
  expect(calls.findIndex((c) => c[0] === 'arc')).toBeGreaterThan(calls.findIndex((c) => c[0] === 'drawImage'));
});

test('its size comes from its ResizeObserver, in the frame after layout: nothing is measured at mount', () => {
  // A browser's observer: it reports in a later frame, not when asked to observe.
  const reports: (() => void)[] = [];
  const Real = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      reports.push(() => this.report([], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  try {
    render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} onSelect={jest.fn()} label="Map" />);
    // Reading clientWidth at mount would force the page's layout inside the mount's task.
    expect(width).not.toHaveBeenCalled();
    expect(arcs()).toEqual([]);
    act(() => reports.splice(0).forEach((report) => report()));
    expect(arcs()).toHaveLength(2);
  } finally {
    globalThis.ResizeObserver = Real;
  }
});

test('tile requests start after the frame is drawn, four per task (all at once they made a long task on a phone)', () => {
  render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="hybrid" tiles={TILES} markers={MARKERS} onSelect={jest.fn()} label="Map" />);
  // The frame (markers) is drawn and its tiles queued, none requested in the same task.
  expect(arcs()).toHaveLength(2);
  expect(images.length).toBeGreaterThan(8);
  expect(requested()).toEqual([]);
  act(() => void jest.advanceTimersToNextTimer());
  expect(requested()).toEqual(images.slice(0, 4));
  act(() => void jest.advanceTimersToNextTimer());
  expect(requested()).toEqual(images.slice(0, 8));
  startTileRequests();
  expect(requested()).toEqual(images);
  // Each address once.
  expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
});

test('without imagery (a phone before the visitor reaches for the map) it asks for no tile and draws none; given imagery, it asks', () => {
  const { rerender } = render(
    <MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="hybrid" tiles={TILES} imagery={false} markers={MARKERS} onSelect={jest.fn()} label="Map" />,
  );
  startTileRequests();
  expect(images).toEqual([]);
  // The frame is still drawn: the markers are there.
  expect(arcs()).toHaveLength(2);
  rerender(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="hybrid" tiles={TILES} markers={MARKERS} onSelect={jest.fn()} label="Map" />);
  startTileRequests();
  expect(requested().length).toBeGreaterThan(0);
});

test('unmounted before its tiles are requested, it requests none', () => {
  const { unmount } = render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} onSelect={jest.fn()} label="Map" />);
  act(() => void jest.advanceTimersToNextTimer());
  const before = requested().length;
  expect(before).toBe(4);
  unmount();
  jest.runAllTimers();
  expect(requested()).toHaveLength(before);
});

test('hybrid draws satellite, then the reference overlay at 0.7', () => {
  render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="hybrid" tiles={TILES} markers={[]} onSelect={jest.fn()} label="Map" />);
  startTileRequests();
  const sat = images.find((i) => i.src.includes('/sat/'))!;
  const ref = images.find((i) => i.src.includes('/ref/'))!;
  act(() => {
    sat.onload!(new Event('load'));
    ref.onload!(new Event('load'));
    flushFrames();
  });
  const alphaBefore = (image: HTMLImageElement) => {
    const at = calls.findLastIndex((c) => c[0] === 'drawImage' && c[1] === image);
    return calls.slice(0, at).findLast((c) => c[0] === 'set globalAlpha')![1];
  };
  expect(alphaBefore(sat)).toBe(1);
  expect(alphaBefore(ref)).toBe(0.7);
});

test('without a view it fits the bounds to its size and reports the view', () => {
  const onFit = jest.fn();
  render(
    <MapPreview
      view={null}
      fitBounds={[
        [103.59, 1.33],
        [103.6, 1.34],
      ]}
      onFit={onFit}
      base="street"
      tiles={TILES}
      markers={[]}
      onSelect={jest.fn()}
      label="Map"
    />,
  );
  expect(onFit).toHaveBeenCalledTimes(1);
  expect(onFit.mock.calls[0][0]).toMatchObject({ longitude: expect.closeTo(103.595, 9), zoom: expect.any(Number) });
});

test('a click on a marker selects it; a click beside it does nothing; covering, it lets the pointer through', () => {
  const onSelect = jest.fn();
  const { getByTestId, rerender } = render(
    <MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} onSelect={onSelect} label="Map" />,
  );
  const canvas = getByTestId('map-preview');
  jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 800, height: 600, right: 900, bottom: 650, x: 100, y: 50, toJSON: () => ({}) });
  const [x, y] = project([103.597, 1.338], frameOf(VIEW, 800, 600));
  fireEvent.click(canvas, { clientX: 100 + x + 5, clientY: 50 + y });
  expect(onSelect).toHaveBeenCalledWith('pond');
  fireEvent.click(canvas, { clientX: 100 + x + 30, clientY: 50 + y });
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(canvas).toHaveAttribute('tabindex', '0');
  rerender(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} onSelect={onSelect} label="Map" covering />);
  expect(canvas).toHaveStyle({ pointerEvents: 'none' });
  expect(canvas).toHaveAttribute('tabindex', '-1');
  expect(canvas).toHaveAttribute('aria-hidden', 'true');
});

test('neighbouring tiles share their edges in whole device pixels: no gap, no overlap', () => {
  render(<MapPreview view={{ ...VIEW, zoom: 14.3 }} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={[]} onSelect={jest.fn()} label="Map" />);
  act(() => {
    for (const image of images) image.onload!(new Event('load'));
    flushFrames();
  });
  const rects = calls.filter((c) => c[0] === 'drawImage').map(([, , x, y, w, h]) => [x, y, w, h] as number[]);
  expect(rects.length).toBe(images.length);
  for (const [x, y, w, h] of rects) expect([x, y, w, h].every(Number.isInteger)).toBe(true);
  const rows = new Map<number, number[][]>();
  for (const r of rects) rows.set(r[1]!, [...(rows.get(r[1]!) ?? []), r]);
  for (const row of rows.values()) {
    row.sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < row.length; i++) expect(row[i]![0]).toBe(row[i - 1]![0]! + row[i - 1]![2]!);
  }
});

test('with a year: each marker in its phase (dark ring under construction, faint when planned), and the extents under the markers', () => {
  const phased = toMarkerData(
    [item('pump', 'water', '1.3366', '103.5954'), item('pond', 'drainage', '1.3380', '103.5970')],
    new Map([
      ['pump', 'construction'],
      ['pond', 'planned'],
    ] as const),
  );
  const ring = [
    [103.594, 1.336],
    [103.596, 1.336],
    [103.596, 1.338],
    [103.594, 1.336],
  ] as const;
  const extents = [
    { id: 'island', ring, phase: 'planned' as const, fill: [139, 90, 43, 22] as const, line: [139, 90, 43, 235] as const, paths: [[ring[0], ring[1]]], schematic: true },
  ];
  render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={phased} extents={extents} onSelect={jest.fn()} label="Map" />);
  const frame = frameOf(VIEW, 800, 600);
  const [x0, y0] = project([103.594, 1.336], frame);
  const firstMove = calls.findIndex((c) => c[0] === 'moveTo');
  const firstArc = calls.findIndex((c) => c[0] === 'arc');
  expect(calls[firstMove]).toEqual(['moveTo', x0, y0]);
  expect(firstMove).toBeLessThan(firstArc);
  expect(calls).toContainEqual(['set fillStyle', 'rgba(139, 90, 43, 0.086)']);
  // Under construction: its colour with a 3 px dark ring, drawn inside the radius.
  expect(arcs()[0]![2]).toBe(10 - 1.5);
  expect(calls).toContainEqual(['set strokeStyle', '#212529']);
  expect(calls).toContainEqual(['set lineWidth', 3]);
  // Planned: a faint disc.
  expect(calls).toContainEqual(['set fillStyle', 'rgba(47, 158, 68, 0.22)']);
});

describe('the preview pans and zooms itself until the WebGL map is there', () => {
  let removePointerEvents: () => void;
  beforeAll(() => {
    removePointerEvents = installPointerEvents('mouse');
  });
  afterAll(() => removePointerEvents());

  function renderPreview(extra: Partial<Parameters<typeof MapPreview>[0]> = {}) {
    const props = { onMoveEnd: jest.fn(), onGestureChange: jest.fn(), onDrawn: jest.fn(), onSelect: jest.fn() };
    const utils = render(<MapPreview view={VIEW} fitBounds={null} onFit={jest.fn()} base="street" tiles={TILES} markers={MARKERS} label="Map" {...props} {...extra} />);
    return { ...props, ...utils, canvas: utils.getByTestId('map-preview') };
  }
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', canvas: HTMLElement, x: number, y: number, pointerId = 1, pointerType = 'touch') =>
    fireEvent[type](canvas, { clientX: x, clientY: y, pointerId, pointerType, buttons: type === 'pointerUp' ? 0 : 1 });

  test('a one-finger drag moves the view under the finger, redrawn in the next frame, reported when it ends; the click after it opens nothing', () => {
    const { canvas, onMoveEnd, onGestureChange, onDrawn, onSelect } = renderPreview();
    const [pondX, pondY] = project([103.597, 1.338], frameOf(VIEW, 800, 600));
    pointer('pointerDown', canvas, pondX, pondY);
    expect(onGestureChange).toHaveBeenLastCalledWith(true);
    // Within the tap slop nothing moves.
    pointer('pointerMove', canvas, pondX + 2, pondY);
    act(() => flushFrames());
    expect(onDrawn).toHaveBeenLastCalledWith(VIEW);
    calls = [];
    pointer('pointerMove', canvas, pondX - 80, pondY + 30);
    act(() => flushFrames());
    const moved = onDrawn.mock.lastCall![0];
    expect(moved).toEqual(panBy(VIEW, -80, 30));
    // The pond's marker is drawn where the finger took it.
    expect(arcs()[1]![0]).toBeCloseTo(pondX - 80, 6);
    expect(arcs()[1]![1]).toBeCloseTo(pondY + 30, 6);
    expect(onMoveEnd).not.toHaveBeenCalled();
    pointer('pointerUp', canvas, pondX - 80, pondY + 30);
    expect(onMoveEnd).toHaveBeenCalledWith(moved);
    expect(onGestureChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(canvas, { clientX: pondX - 80, clientY: pondY + 30 });
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('a tap (no move) on a marker still opens it and moves nothing', () => {
    const { canvas, onMoveEnd, onSelect } = renderPreview();
    const [x, y] = project([103.5954, 1.3366], frameOf(VIEW, 800, 600));
    pointer('pointerDown', canvas, x, y);
    pointer('pointerMove', canvas, x + 1, y + 1);
    pointer('pointerUp', canvas, x + 1, y + 1);
    fireEvent.click(canvas, { clientX: x + 1, clientY: y + 1 });
    expect(onSelect).toHaveBeenCalledWith('pump');
    expect(onMoveEnd).not.toHaveBeenCalled();
  });

  test('two fingers spreading zoom in about their midpoint', () => {
    const { canvas, onMoveEnd } = renderPreview();
    pointer('pointerDown', canvas, 300, 300, 1);
    pointer('pointerDown', canvas, 500, 300, 2);
    pointer('pointerMove', canvas, 200, 300, 1);
    pointer('pointerMove', canvas, 600, 300, 2);
    pointer('pointerUp', canvas, 200, 300, 1);
    pointer('pointerUp', canvas, 600, 300, 2);
    const zoomed = onMoveEnd.mock.lastCall![0];
    // 200 px apart, then 400: one zoom level, about the midpoint (400, 300), the map's centre.
    expect(zoomed.zoom).toBeCloseTo(16, 9);
    expect(zoomed.longitude).toBeCloseTo(VIEW.longitude, 9);
    expect(zoomed.latitude).toBeCloseTo(VIEW.latitude, 9);
  });

  test("the wheel zooms about the pointer and stops at the base layer's maximum zoom; the move ends when the wheel rests", () => {
    jest.useFakeTimers();
    try {
      const { canvas, onMoveEnd, onGestureChange } = renderPreview({ view: { ...VIEW, zoom: 18.5 } });
      const place: [number, number] = [103.597, 1.338];
      const [x, y] = project(place, frameOf({ ...VIEW, zoom: 18.5 }, 800, 600));
      fireEvent.wheel(canvas, { deltaY: -200, clientX: x, clientY: y });
      fireEvent.wheel(canvas, { deltaY: -200, clientX: x, clientY: y });
      expect(onGestureChange).toHaveBeenLastCalledWith(true);
      expect(onMoveEnd).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(250));
      const zoomed = onMoveEnd.mock.lastCall![0];
      expect(zoomed.zoom).toBe(19);
      const [x2, y2] = project(place, frameOf(zoomed, 800, 600));
      expect(x2).toBeCloseTo(x, 6);
      expect(y2).toBeCloseTo(y, 6);
      expect(onGestureChange).toHaveBeenLastCalledWith(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('with focus, the arrow keys pan and + and - zoom', () => {
    const { canvas, onMoveEnd } = renderPreview();
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(onMoveEnd).toHaveBeenLastCalledWith(panBy(VIEW, -100, 0));
    fireEvent.keyDown(canvas, { key: '+' });
    expect(onMoveEnd.mock.lastCall![0].zoom).toBe(16);
    fireEvent.keyDown(canvas, { key: '-' });
    fireEvent.keyDown(canvas, { key: '-' });
    expect(onMoveEnd.mock.lastCall![0].zoom).toBe(14);
  });

  test('zoomed in past the loaded tiles, the loaded tile above stands in, scaled, until the new ones arrive', () => {
    const { canvas } = renderPreview();
    act(() => {
      for (const image of images) image.onload!(new Event('load'));
      flushFrames();
    });
    const loaded = images.length;
    fireEvent.keyDown(canvas, { key: '+' });
    calls = [];
    act(() => flushFrames());
    const drawn = calls.filter((c) => c[0] === 'drawImage');
    // Zoom 16 draws tiles of zoom 17, none loaded: each is a quarter of a zoom-16 tile, scaled up.
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((c) => c.length === 10 && images.indexOf(c[1] as HTMLImageElement) < loaded && c[4] === 128 && c[5] === 128)).toBe(true);
    startTileRequests();
    expect(images.slice(loaded).every((i) => /\/street\/17\//.test(i.src))).toBe(true);
  });
});
