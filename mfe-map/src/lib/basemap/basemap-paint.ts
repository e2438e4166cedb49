// How the basemap is drawn, in the light and the dark colour scheme: maplibre's layers for the WebGL
// map and the same picture on the preview's 2D canvas.
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { Basemap, LngLat } from './basemap-data';
import { LABEL_MAX_WIDTH_EMS, placeLabel, wrapLabel, type Box } from './label-placement';
import type { PlaceKind } from './places';

export type Scheme = 'light' | 'dark';

export interface BasemapColours {
  /** Outside the region cut (and while the file loads). */
  background: string;
  sea: string;
  land: string;
  coast: string;
  boundary: string;
  label: string;
  water: string;
  halo: string;
}

export const BASEMAP_COLOURS: Record<Scheme, BasemapColours> = {
  light: { background: '#dde3e6', sea: '#b5d0e6', land: '#f2efe6', coast: '#7d9db5', boundary: '#8e4f9e', label: '#2b3640', water: '#1f5a85', halo: '#ffffff' },
  dark: { background: '#1c2024', sea: '#17324a', land: '#2c3136', coast: '#587a93', boundary: '#c99bd6', label: '#e9ecef', water: '#a5cdef', halo: '#101316' },
};

/** The boundary's dash: 4 line widths drawn, 2 left out. */
export const BOUNDARY_DASH = [4, 2] as const;
export const BOUNDARY_WIDTH = 1.5;
export const COAST_WIDTH = 1;

export const BASEMAP_SOURCE = 'basemap';

export function basemapSource(basemap: Basemap): SourceSpecification {
  return { type: 'geojson', data: basemap.geojson as never };
}

/** The basemap's layers, bottom first (the raster layers go above them). */
export function basemapLayers(scheme: Scheme): LayerSpecification[] {
  const c = BASEMAP_COLOURS[scheme];
  return [
    { id: 'basemap-sea', type: 'fill', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'sea'], paint: { 'fill-color': c.sea } },
    { id: 'basemap-land', type: 'fill', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': c.land } },
    { id: 'basemap-coast', type: 'line', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'land'], paint: { 'line-color': c.coast, 'line-width': COAST_WIDTH } },
    {
      id: 'basemap-boundary',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: ['==', ['get', 'kind'], 'boundary'],
      paint: { 'line-color': c.boundary, 'line-width': BOUNDARY_WIDTH, 'line-dasharray': [...BOUNDARY_DASH] },
    },
  ];
}

/** A label's font and colour by the kind of place. */
export function labelStyle(kind: PlaceKind, scheme: Scheme): { size: number; weight: number; italic: boolean; colour: string; halo: string } {
  const c = BASEMAP_COLOURS[scheme];
  switch (kind) {
    case 'country':
      return { size: 15, weight: 700, italic: false, colour: c.label, halo: c.halo };
    case 'water':
      return { size: 13, weight: 400, italic: true, colour: c.water, halo: c.halo };
    case 'island':
      return { size: 12, weight: 600, italic: true, colour: c.label, halo: c.halo };
    default:
      return { size: 12, weight: 600, italic: false, colour: c.label, halo: c.halo };
  }
}

/**
 * Draws the basemap on a 2D canvas whose transform is in CSS pixels, with `project` giving a
 * point's position in them: the region's sea, the land with its coast, the boundary dashed.
 */
export function drawBasemap(ctx: CanvasRenderingContext2D, basemap: Basemap, project: (p: LngLat) => readonly [number, number], scheme: Scheme): void {
  const c = BASEMAP_COLOURS[scheme];
  const trace = (ring: readonly LngLat[]) => {
    ring.forEach((p, i) => {
      const [x, y] = project(p);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
  };
  for (const [kind, colour] of [
    ['sea', c.sea],
    ['land', c.land],
  ] as const) {
    ctx.beginPath();
    for (const polygon of basemap[kind]) polygon.forEach(trace);
    ctx.fillStyle = colour;
    ctx.fill('evenodd');
    if (kind === 'land') {
      ctx.lineWidth = COAST_WIDTH;
      ctx.strokeStyle = c.coast;
      ctx.stroke();
    }
  }
  ctx.beginPath();
  for (const line of basemap.boundary) {
    line.forEach((p, i) => {
      const [x, y] = project(p);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
  }
  ctx.setLineDash(BOUNDARY_DASH.map((d) => d * BOUNDARY_WIDTH));
  ctx.lineWidth = BOUNDARY_WIDTH;
  ctx.strokeStyle = c.boundary;
  ctx.stroke();
  ctx.setLineDash([]);
}

export interface PlaceLabel {
  text: string;
  position: LngLat;
  kind: PlaceKind;
}

/** Whether two lists of labels draw the same: the same texts, places and kinds, in the same order. */
export function sameLabels(a: readonly PlaceLabel[], b: readonly PlaceLabel[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => {
      const m = b[i]!;
      return l.text === m.text && l.kind === m.kind && l.position[0] === m.position[0] && l.position[1] === m.position[1];
    })
  );
}

/** The font of a label, in the page's own font family (Chinese labels need the page's CJK fallback). */
export function labelFont(kind: PlaceKind, scheme: Scheme, family: string): string {
  const s = labelStyle(kind, scheme);
  return `${s.italic ? 'italic ' : ''}${s.weight} ${s.size}px ${family}`;
}

/** A label's line height, in ems of its font. */
export const LABEL_LINE_HEIGHT = 1.2;

/**
 * Draws the place labels, each with a halo, on a 2D canvas in CSS pixels of a `width` x `height`
 * map: long names wrapped, each placed clear of the map's edge and of `obstacles` (boxes in the
 * canvas's pixels), or left out (label-placement.ts, as the WebGL map's labels).
 */
export function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: readonly PlaceLabel[],
  project: (p: LngLat) => readonly [number, number],
  scheme: Scheme,
  family: string,
  map: { width: number; height: number; obstacles: readonly Box[] },
): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const label of labels) {
    const [x, y] = project(label.position);
    const s = labelStyle(label.kind, scheme);
    ctx.font = labelFont(label.kind, scheme, family);
    const lines = wrapLabel(label.text, (line) => ctx.measureText(line).width, LABEL_MAX_WIDTH_EMS * s.size);
    const lineHeight = s.size * LABEL_LINE_HEIGHT;
    const width = Math.max(...lines.map((line) => ctx.measureText(line).width));
    const box = placeLabel(x, y, width, lines.length * lineHeight, map.width, map.height, map.obstacles);
    if (!box) continue;
    lines.forEach((line, i) => {
      const cx = box.x + box.width / 2;
      const cy = box.y + (i + 0.5) * lineHeight;
      ctx.lineWidth = 3;
      ctx.strokeStyle = s.halo;
      ctx.strokeText(line, cx, cy);
      ctx.fillStyle = s.colour;
      ctx.fillText(line, cx, cy);
    });
  }
}

/** The page's colour scheme as Mantine applies it ("auto" follows the system's preference). */
export function resolveScheme(colorScheme: 'light' | 'dark' | 'auto'): Scheme {
  if (colorScheme !== 'auto') return colorScheme;
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
