import {
  ancestorPart,
  childTiles,
  clampView,
  fitView,
  frameOf,
  latitudeOf,
  longitudeOf,
  mercatorX,
  mercatorY,
  panBy,
  pickMarker,
  project,
  tilesFor,
  tileUrl,
  zoomAround,
} from '../preview-view';

const FIT = { padding: 20, maxZoom: 17, minZoom: 2 };

describe('Web Mercator', () => {
  test('the world spans [0, 1] with north at 0, and converts back', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.051129)).toBeCloseTo(0, 6);
    expect(mercatorY(-85.051129)).toBeCloseTo(1, 6);
    for (const lat of [-60, -1.3, 0, 1.3366, 45, 80]) expect(latitudeOf(mercatorY(lat))).toBeCloseTo(lat, 9);
    for (const lon of [-179, 0, 103.5954]) expect(longitudeOf(mercatorX(lon))).toBeCloseTo(lon, 9);
  });
});

describe('fitView (maplibre fitBounds, bearing 0)', () => {
  test('the whole world in 512 px plus padding is zoom 0 on the equator', () => {
    const view = fitView(
      [
        [-180, -85.051129],
        [180, 85.051129],
      ],
      552,
      552,
      { ...FIT, minZoom: 0 },
    );
    expect(view.zoom).toBeCloseTo(0, 5);
    expect(view.latitude).toBeCloseTo(0, 6);
    expect(view.longitude).toBeCloseTo(0, 9);
  });

  test('the narrower side decides; the centre is the Mercator middle of the box, not the mean latitude', () => {
    // 0.01 degrees of longitude in 800 - 40 px: 2^z = 760 / (0.01 / 360 * 512).
    const view = fitView(
      [
        [103.59, 1.33],
        [103.6, 1.331],
      ],
      800,
      600,
      FIT,
    );
    expect(view.zoom).toBeCloseTo(Math.log2(760 / ((0.01 / 360) * 512)), 9);
    expect(view.longitude).toBeCloseTo(103.595, 9);
    expect(view.latitude).toBeCloseTo(latitudeOf((mercatorY(1.33) + mercatorY(1.331)) / 2), 12);
    const tall = fitView(
      [
        [103.59, 1.3],
        [103.5901, 1.4],
      ],
      800,
      600,
      FIT,
    );
    expect(tall.zoom).toBeCloseTo(Math.log2(560 / ((mercatorY(1.3) - mercatorY(1.4)) * 512)), 9);
  });

  test('one item stops at the maximum zoom; a box wider than the world stops at the minimum', () => {
    expect(
      fitView(
        [
          [103.6, 1.3],
          [103.6, 1.3],
        ],
        800,
        600,
        FIT,
      ),
    ).toEqual({ longitude: expect.closeTo(103.6, 9), latitude: expect.closeTo(1.3, 9), zoom: 17 });
    expect(
      fitView(
        [
          [-180, -80],
          [180, 80],
        ],
        100,
        100,
        FIT,
      ).zoom,
    ).toBe(2);
    // No room inside the padding at all.
    expect(
      fitView(
        [
          [103, 1],
          [104, 2],
        ],
        30,
        30,
        FIT,
      ).zoom,
    ).toBe(2);
  });
});

describe('tilesFor', () => {
  test('zoom 0 in 512 x 512 draws the four 256 px tiles of zoom 1 (maplibre: 256 px raster tiles at zoom + 1)', () => {
    const tiles = tilesFor({ latitude: 0, longitude: 0, zoom: 0 }, 512, 512, 19);
    expect(tiles).toEqual([
      { z: 1, x: 0, y: 0, left: 0, top: 0, size: 256 },
      { z: 1, x: 1, y: 0, left: 256, top: 0, size: 256 },
      { z: 1, x: 0, y: 1, left: 0, top: 256, size: 256 },
      { z: 1, x: 1, y: 1, left: 256, top: 256, size: 256 },
    ]);
  });

  test('a fractional zoom rounds the tile zoom and scales the tiles; the provider maximum caps it', () => {
    const tiles = tilesFor({ latitude: 1.3366, longitude: 103.5954, zoom: 14.3 }, 1000, 700, 19);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([15]));
    // 256 px tiles of zoom 15 on a map at zoom 14.3 (whose 512 px world units are 256 px at zoom 15).
    expect(tiles[0]!.size).toBeCloseTo(256 * 2 ** 0.3, 9);
    // Together they cover the whole map.
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(1000);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(700);
    const capped = tilesFor({ latitude: 1.3366, longitude: 103.5954, zoom: 18.4 }, 400, 300, 18);
    expect(capped.every((t) => t.z === 18 && Math.abs(t.size - 512 * 2 ** 0.4) < 1e-9)).toBe(true);
  });

  test('fills any template order', () => {
    expect(tileUrl('https://t.test/{z}/{y}/{x}.png', { z: 15, x: 25812, y: 16262 })).toBe('https://t.test/15/16262/25812.png');
  });
});

describe('project and pickMarker', () => {
  const view = { latitude: 1.3366, longitude: 103.5954, zoom: 15 };
  const frame = frameOf(view, 800, 600);

  test('the view centre is the middle of the map', () => {
    const [x, y] = project([103.5954, 1.3366], frame);
    expect(x).toBeCloseTo(400, 6);
    expect(y).toBeCloseTo(300, 6);
  });

  test('a click within radius plus slop hits; the marker drawn last wins; outside hits nothing', () => {
    const markers = [
      { position: [103.5954, 1.3366] as [number, number], radius: 10 },
      { position: [103.5954, 1.3366] as [number, number], radius: 8 },
    ];
    expect(pickMarker(markers, frame, 400, 300, 4)).toBe(1);
    expect(pickMarker(markers.slice(0, 1), frame, 413.9, 300, 4)).toBe(0);
    expect(pickMarker(markers.slice(0, 1), frame, 414.1, 300, 4)).toBe(-1);
    expect(pickMarker([], frame, 400, 300, 4)).toBe(-1);
  });
});

describe("the preview's own moves (drag, pinch, wheel, keys)", () => {
  const VIEW = { latitude: 1.3366, longitude: 103.5954, zoom: 15 };
  const LIMITS = { minZoom: 2, maxZoom: 19 };

  test('a drag moves the content with the pointer: what was under it stays under it', () => {
    const before = frameOf(VIEW, 800, 600);
    const place: [number, number] = [103.597, 1.338];
    const [x, y] = project(place, before);
    const moved = panBy(VIEW, -80, 30);
    const [x2, y2] = project(place, frameOf(moved, 800, 600));
    expect(x2).toBeCloseTo(x - 80, 6);
    expect(y2).toBeCloseTo(y + 30, 6);
    // Dragging left shows what lies east; dragging down, what lies north.
    expect(moved.longitude).toBeGreaterThan(VIEW.longitude);
    expect(moved.latitude).toBeGreaterThan(VIEW.latitude);
    expect(moved.zoom).toBe(15);
    // 80 px at zoom 15 is 80 / (512 * 2^15) of the world's 360 degrees.
    expect(moved.longitude - VIEW.longitude).toBeCloseTo((80 / (512 * 2 ** 15)) * 360, 12);
  });

  test('zooming about a point keeps the place under that point; about the centre it keeps the centre', () => {
    const place: [number, number] = [103.597, 1.338];
    const [x, y] = project(place, frameOf(VIEW, 800, 600));
    const zoomed = zoomAround(VIEW, 16.5, x, y, 800, 600);
    expect(zoomed.zoom).toBe(16.5);
    const [x2, y2] = project(place, frameOf(zoomed, 800, 600));
    expect(x2).toBeCloseTo(x, 6);
    expect(y2).toBeCloseTo(y, 6);
    const centred = zoomAround(VIEW, 13, 400, 300, 800, 600);
    expect(centred.longitude).toBeCloseTo(VIEW.longitude, 12);
    expect(centred.latitude).toBeCloseTo(VIEW.latitude, 12);
  });

  test("clamping keeps the map's zoom range, wraps the longitude and keeps the world's edge at the map's edge", () => {
    expect(clampView({ ...VIEW, zoom: 22 }, 800, 600, LIMITS).zoom).toBe(19);
    expect(clampView({ ...VIEW, zoom: 0.5 }, 800, 600, LIMITS).zoom).toBe(2);
    expect(clampView(VIEW, 800, 600, LIMITS)).toEqual(VIEW);
    expect(clampView({ ...VIEW, longitude: 190 }, 800, 600, LIMITS).longitude).toBeCloseTo(-170, 9);
    expect(clampView({ ...VIEW, longitude: -181 }, 800, 600, LIMITS).longitude).toBeCloseTo(179, 9);
    // Dragged far north at zoom 2 (a world 2048 px high): the top edge of the world stays at the map's top.
    const north = clampView({ latitude: 84, longitude: 0, zoom: 2 }, 800, 600, LIMITS);
    expect(frameOf(north, 800, 600).top).toBeCloseTo(0, 6);
    const south = clampView({ latitude: -84, longitude: 0, zoom: 2 }, 800, 600, LIMITS);
    const frame = frameOf(south, 800, 600);
    expect(frame.top + 600).toBeCloseTo(frame.worldPx, 6);
    // A world shorter than the map is centred.
    expect(clampView({ latitude: 50, longitude: 0, zoom: 2 }, 800, 3000, LIMITS).latitude).toBeCloseTo(0, 9);
  });

  test('a tile not loaded yet is stood in for by the part of a loaded tile above it, or by the four below it', () => {
    expect(ancestorPart({ z: 16, x: 52013, y: 32523 }, 1)).toEqual({ z: 15, x: 26006, y: 16261, sx: 0.5, sy: 0.5, sSize: 0.5 });
    expect(ancestorPart({ z: 16, x: 52012, y: 32522 }, 2)).toEqual({ z: 14, x: 13003, y: 8130, sx: 0, sy: 0.5, sSize: 0.25 });
    expect(ancestorPart({ z: 1, x: 1, y: 0 }, 2)).toBeNull();
    const children = childTiles({ z: 15, x: 10, y: 20, left: 100, top: 50, size: 256 });
    expect(children).toEqual([
      { z: 16, x: 20, y: 40, left: 100, top: 50, size: 128 },
      { z: 16, x: 21, y: 40, left: 228, top: 50, size: 128 },
      { z: 16, x: 20, y: 41, left: 100, top: 178, size: 128 },
      { z: 16, x: 21, y: 41, left: 228, top: 178, size: 128 },
    ]);
  });
});
