// Helpers of the map's browser tests: the items from the API, the view the map reports, where an
// item lands on screen (Web Mercator, computed independently of the map's code), waits for drawn
// markers and a still map, and screenshot pixels.
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { baseUrl } from '../../tools/e2e/browser';

export interface Item {
  id: string;
  name: string;
  type: 'water' | 'drainage' | 'transportation' | 'infrastructure';
  latitude: string;
  longitude: string;
  status: string;
  /** Regional context outside the project area: drawn, but not counted when the map fits all items. */
  regional?: boolean;
}

/** The items a fit must show: every item but those marked regional (mfe-map/src/lib/view.ts). */
export const fitted = (list: Item[]) => list.filter((item) => !item.regional);

export const ALL_LAYERS = 'water,drainage,transportation,infrastructure';

/** Marker fill colours the map promises (mfe-map/src/lib/markers/marker-style.ts). */
export const TYPE_RGB: Record<Item['type'], [number, number, number]> = {
  water: [25, 113, 194],
  drainage: [47, 158, 68],
  transportation: [247, 103, 7],
  infrastructure: [139, 90, 43],
};

export async function fetchItems(lang = 'en'): Promise<Item[]> {
  const res = await fetch(`${baseUrl()}/api/infrastructure?lang=${lang}`);
  if (!res.ok) throw new Error(`GET /api/infrastructure: ${res.status}`);
  return (await res.json()) as Item[];
}

export const MAP = '[data-testid="infrastructure-map"]';

export interface MapState {
  latitude: number;
  longitude: number;
  zoom: number;
  rect: { x: number; y: number; width: number; height: number };
  markerCount: number;
  markersDrawn: number;
  activeLayers: string[];
}

export async function mapState(page: Page): Promise<MapState> {
  return page.locator(MAP).evaluate((el: HTMLElement) => {
    const [latitude, longitude, zoom] = (el.dataset.view ?? '').split(',').map(Number);
    const r = el.getBoundingClientRect();
    return {
      latitude: latitude!,
      longitude: longitude!,
      zoom: zoom!,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
      markerCount: Number(el.dataset.markerCount),
      markersDrawn: Number(el.dataset.markersDrawn ?? -1),
      activeLayers: (el.dataset.activeLayers ?? '').split(',').filter(Boolean),
    };
  });
}

const mercX = (lon: number, world: number) => ((lon + 180) / 360) * world;
const mercY = (lat: number, world: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world;

/** Page pixel of a longitude/latitude in the current view. */
export function project(state: MapState, lat: number, lon: number): { x: number; y: number } {
  const world = 512 * 2 ** state.zoom;
  return {
    x: state.rect.x + state.rect.width / 2 + (mercX(lon, world) - mercX(state.longitude, world)),
    y: state.rect.y + state.rect.height / 2 + (mercY(lat, world) - mercY(state.latitude, world)),
  };
}

/** Longitude/latitude under a page pixel in the current view. */
export function unproject(state: MapState, x: number, y: number): { lat: number; lon: number } {
  const world = 512 * 2 ** state.zoom;
  const wx = mercX(state.longitude, world) + (x - state.rect.x - state.rect.width / 2);
  const wy = mercY(state.latitude, world) + (y - state.rect.y - state.rect.height / 2);
  const lon = (wx / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * wy) / world))) * 180) / Math.PI;
  return { lat, lon };
}

export const itemPixel = (state: MapState, item: Item) => project(state, Number(item.latitude), Number(item.longitude));

/**
 * Items whose marker stands clear of every other shown marker (by `gap` px), inside the map and
 * not under one of the map's overlay panels, so a click or a pixel there belongs to that item.
 */
export async function clearMarkers(page: Page, state: MapState, shown: Item[], gap = 26): Promise<Item[]> {
  const out: Item[] = [];
  for (const item of shown) {
    const p = itemPixel(state, item);
    const inside = p.x > state.rect.x + 12 && p.x < state.rect.x + state.rect.width - 12 && p.y > state.rect.y + 12 && p.y < state.rect.y + state.rect.height - 12;
    if (!inside) continue;
    const crowded = shown.some((o) => o !== item && Math.hypot(itemPixel(state, o).x - p.x, itemPixel(state, o).y - p.y) < gap);
    if (crowded) continue;
    const onCanvas = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', p);
    if (onCanvas) out.push(item);
  }
  return out;
}

/** Waits until the WebGL map has drawn a frame with exactly `count` markers. */
export async function waitForMarkers(page: Page, count: number) {
  await page.waitForFunction(
    ({ sel, count }) => {
      const el = document.querySelector<HTMLElement>(sel);
      return el?.dataset.mapReady === 'true' && el.dataset.markerCount === String(count) && el.dataset.markersDrawn === String(count);
    },
    { sel: MAP, count },
  );
}

/** Waits until the map has stopped moving (two animation frames without a change of view). */
export async function waitForStill(page: Page) {
  await page.waitForFunction(
    (sel) =>
      new Promise<boolean>((resolve) => {
        const read = () => document.querySelector<HTMLElement>(sel)?.dataset.view;
        const before = read();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(read() === before)));
      }),
    MAP,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The colour of one page pixel, read from a screenshot (so WebGL canvases are included). */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  // A 1x1 PNG: IHDR gives the colour type; the one scanline is [filter byte, pixel bytes] and
  // every PNG filter leaves a lone first pixel unchanged.
  let offset = 8;
  let colourType = 2;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') colourType = data[9]!;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  if (colourType !== 2 && colourType !== 6) throw new Error(`unexpected PNG colour type ${colourType}`);
  return [raw[1]!, raw[2]!, raw[3]!];
}

export function closeTo(actual: readonly number[], expected: readonly number[], tolerance = 8): boolean {
  return actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
}
