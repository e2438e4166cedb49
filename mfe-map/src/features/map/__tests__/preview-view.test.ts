import { fitView, frameOf, latitudeOf, longitudeOf, mercatorX, mercatorY, pickMarker, project, tilesFor, tileUrl } from '../preview-view';

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
