// The map's first frame: the map's own basemap, the base layer's tiles (not on a phone: `imagery`)
// and the markers, drawn on a 2D canvas at the view the WebGL map will open on. It costs a few milliseconds, where the WebGL map (maplibre, its
// JavaScript evaluated, a GL context and its worker started) costs about a second of
// main-thread work on a machine without a GPU. MapScreen swaps it for the WebGL map when the
// visitor reaches for the map (pointer over it, a touch, a wheel, keyboard focus inside it); a
// click on a marker here opens its dialog as it would there. Until the WebGL map is there (about
// 4 s after a tap on a slow phone, most of it bytes) the preview pans and zooms itself: a drag, a
// pinch, the wheel and the keys move its own view, redrawn in the next frame with the tiles it
// already has (scaled) while the new zoom level's tiles load; the WebGL map then opens on that view.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TileConfig } from '../../contract';
import { markerPaint, markerRadius, rgbaToCss } from '../../lib/markers';
import type { ExtentDatum } from '../../lib/year-items';
import type { MarkerDatum } from '../../lib/markers';
import type { BaseLayer, MapView } from '@forest-city/contracts';
import { clampZoom, tileSourcesFor, zoomLimits } from './map-style';
import { BASEMAP_COLOURS, drawBasemap, drawLabels, type Basemap, type Box, type PlaceLabel, type Scheme } from '../../lib/basemap';
import { ancestorPart, childTiles, clampView, frameOf, panBy, pickMarker, project, tilesFor, tileUrl, fitView, zoomAround, type PlacedTile } from './preview-view';
import type { Bounds } from '../../lib/view';
import { FIT_MAX_ZOOM, FIT_PADDING, MAP_MIN_ZOOM, PICKING_RADIUS } from './projection';
import type { Padding } from './fit-padding';

export interface MapPreviewProps {
  /** The view to draw; null until it is known (the items' fit needs the canvas's size). */
  view: MapView | null;
  /** Bounds to fit when `view` is null; the preview reports the fitted view through `onFit`. */
  fitBounds: Bounds | null;
  onFit: (view: MapView) => void;
  /** The fit's padding, measured when the fit runs (fit-padding.ts); default the spec's 20 px. */
  fitPadding?: () => Padding | number;
  base: BaseLayer;
  tiles: TileConfig;
  /** The map's own basemap, drawn under the tiles (null until it has loaded, or without one). */
  basemap?: Basemap | null;
  scheme?: Scheme;
  /** Place labels drawn over the tiles (given while the imagery is not drawn). */
  labels?: readonly PlaceLabel[];
  /** What the labels keep clear of: the boxes drawn over the map, in viewport pixels (fit-padding.ts). */
  labelObstacles?: () => readonly Box[];
  /**
   * Whether the preview asks for and draws the base layer's imagery; without it, the basemap alone
   * (a phone's preview: the live map brings the imagery when the visitor reaches for the map).
   */
  imagery?: boolean;
  /** Each tile of the base layer's imagery that arrived (`ok`) or failed. */
  onImageryTile?: (ok: boolean) => void;
  markers: readonly MarkerDatum[];
  /** The islands' extents in the year chosen (none without a year), drawn under the markers. */
  extents?: readonly ExtentDatum[];
  onSelect: (id: string) => void;
  /** Translated accessible name of the map region (the same as the WebGL canvas's). */
  label: string;
  /**
   * The WebGL map is ready under the preview, which stays painted over it until the map has drawn
   * its tiles but lets every pointer event through and leaves the keyboard stop to the map.
   */
  covering?: boolean;
  /** The visitor moved the preview (a drag, pinch, wheel or key), reported at the end of the move. */
  onMoveEnd?: (view: MapView) => void;
  /** A move is under way (fingers or the mouse button down, the wheel turning); the WebGL map waits for its end. */
  onGestureChange?: (active: boolean) => void;
  /** Called after every frame drawn with the view it shows. */
  onDrawn?: (view: MapView) => void;
}

const NO_EXTENTS: readonly ExtentDatum[] = [];
const NO_LABELS: readonly PlaceLabel[] = [];

type TileImage = { image: HTMLImageElement; ready: boolean };

/** A pointer moving less than this (CSS px) is a tap, not a drag (maplibre's clickTolerance). */
const TAP_SLOP = 3;
/** The wheel's move ends this long after its last turn. */
const WHEEL_END_MS = 200;
/** Pan per arrow key (CSS px) and zoom per +/- key, as maplibre's keyboard handler. */
const KEY_PAN = 100;
const KEY_ZOOM = 1;
/**
 * Tile requests started per task. Starting an image's request costs about 1 ms of main thread on
 * a slow machine (4 ms at a phone's 4x), and a view needs 12-20 of them: all at once they made
 * one long task of the map's start (issue 19, TBT on a phone); the rest follow in later tasks.
 */
const TILES_PER_TASK = 4;
/** How many zoom levels up a missing tile may be stood in for by a loaded tile, and down. */
const STAND_IN_UP = 4;
const STAND_IN_DOWN = 2;

interface Gesture {
  /** Each pointer down on the preview: where it went down and where its last applied move left it (CSS px in the canvas). */
  pointers: Map<number, { downX: number; downY: number; x: number; y: number }>;
  /** A pointer went beyond the tap slop: this is a move, not a tap (the click that follows opens nothing). */
  moved: boolean;
  wheelTimer: ReturnType<typeof setTimeout> | null;
}

export function MapPreview({
  view,
  fitBounds,
  onFit,
  fitPadding,
  base,
  tiles,
  basemap = null,
  scheme = 'light',
  labels = NO_LABELS,
  labelObstacles,
  imagery = true,
  onImageryTile,
  markers,
  extents = NO_EXTENTS,
  onSelect,
  label,
  covering = false,
  onMoveEnd,
  onGestureChange,
  onDrawn,
}: MapPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const images = useRef(new Map<string, TileImage>());
  // Tiles whose request has not started yet (TILES_PER_TASK), and the task that starts the next ones.
  const queuedTiles = useRef<{ image: HTMLImageElement; url: string }[]>([]);
  const tileTask = useRef<ReturnType<typeof setTimeout> | null>(null);
  const frameRequest = useRef<number | null>(null);
  const [hovering, setHovering] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The view drawn: the `view` prop, or where the visitor's move has taken it (ahead of the prop,
  // which follows at the move's end).
  const shown = useRef<MapView | null>(view);
  const gesture = useRef<Gesture>({ pointers: new Map(), moved: false, wheelTimer: null });
  const reports = useRef({ onMoveEnd, onGestureChange, onDrawn, onImageryTile });
  reports.current = { onMoveEnd, onGestureChange, onDrawn, onImageryTile };
  const limits = useMemo(() => zoomLimits(base, tiles), [base, tiles]);
  // What a pointer can hit, built once per data set rather than on every mouse move.
  const targets = useMemo(() => markers.map((m) => ({ position: m.position, radius: markerRadius(m.item.type) })), [markers]);

  // The canvas's size, from its observer only: the observer's first report comes in the frame,
  // after the browser's own layout, where measuring at mount forced a layout of the whole page
  // inside the map's mount (issue 19, a long task on a phone). The first frame is drawn a frame later.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () =>
      setSize((old) => (old && old.width === canvas.clientWidth && old.height === canvas.clientHeight ? old : { width: canvas.clientWidth, height: canvas.clientHeight }));
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // The items' fit, once the canvas has a size (the WebGL map then opens on the same view).
  useEffect(() => {
    if (view || !fitBounds || !size || size.width === 0 || size.height === 0) return;
    onFit(fitView(fitBounds, size.width, size.height, { padding: fitPadding?.() ?? FIT_PADDING, maxZoom: FIT_MAX_ZOOM, minZoom: MAP_MIN_ZOOM }));
  }, [view, fitBounds, size, onFit, fitPadding]);

  const drawRef = useRef<() => void>(() => {});
  const scheduleDraw = useCallback(() => {
    if (frameRequest.current === null) frameRequest.current = requestAnimationFrame(() => drawRef.current());
  }, []);

  // Starts the requests of the queued tiles, TILES_PER_TASK in each task from the next one on (not
  // in the task that draws the frame).
  const startQueuedTiles = useCallback(function startNext() {
    tileTask.current = null;
    for (const { image, url } of queuedTiles.current.splice(0, TILES_PER_TASK)) image.src = url;
    if (queuedTiles.current.length > 0) tileTask.current = setTimeout(startNext, 0);
  }, []);

  // Tiles of the view drawn, fetched as images (img-src allows the tile servers; a decoded image
  // draws without a second request). Each one that arrives redraws the frame.
  const requestTiles = useCallback(
    (at: MapView) => {
      if (!size || !imagery) return;
      for (const { source } of tileSourcesFor(base, tiles)) {
        for (const tile of tilesFor(at, size.width, size.height, source.maxZoom)) {
          const url = tileUrl(source.url, tile);
          if (images.current.has(url)) continue;
          const image = new Image();
          const entry: TileImage = { image, ready: false };
          // Reported to the handler of the base layer the tile was asked for.
          const report = reports.current.onImageryTile;
          image.crossOrigin = 'anonymous';
          image.decoding = 'async';
          image.onload = () => {
            entry.ready = true;
            report?.(true);
            scheduleDraw();
          };
          // A tile that fails leaves the basemap showing, as it does in the WebGL map.
          image.onerror = () => report?.(false);
          queuedTiles.current.push({ image, url });
          images.current.set(url, entry);
        }
      }
      if (tileTask.current === null && queuedTiles.current.length > 0) tileTask.current = setTimeout(startQueuedTiles, 0);
    },
    [size, imagery, base, tiles, scheduleDraw, startQueuedTiles],
  );

  const draw = useCallback(() => {
    frameRequest.current = null;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const view = shown.current;
    if (!canvas || !ctx || !size) return;
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(size.width * ratio);
    const pixelHeight = Math.round(size.height * ratio);
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = BASEMAP_COLOURS[scheme].background;
    ctx.fillRect(0, 0, size.width, size.height);
    if (!view) return;
    const frame = frameOf(view, size.width, size.height);
    const at = (point: readonly [number, number]) => project(point as [number, number], frame);
    if (basemap) drawBasemap(ctx, basemap, at, scheme);

    // Tiles in device pixels, each edge rounded: neighbours share an edge exactly, so no seam of
    // background shows between them and no strip is drawn twice (the hybrid overlay is translucent).
    // A tile not loaded yet (the view just moved to another zoom level) is stood in for by the
    // loaded tile above it, scaled up, or by the loaded ones below it, scaled down.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const ready = (template: string, tile: Pick<PlacedTile, 'z' | 'x' | 'y'>) => {
      const loaded = images.current.get(tileUrl(template, tile));
      return loaded?.ready ? loaded.image : null;
    };
    const drawTile = (template: string, tile: PlacedTile, down: number) => {
      const x0 = Math.round(tile.left * ratio);
      const y0 = Math.round(tile.top * ratio);
      const w = Math.round((tile.left + tile.size) * ratio) - x0;
      const h = Math.round((tile.top + tile.size) * ratio) - y0;
      const image = ready(template, tile);
      if (image) return ctx.drawImage(image, x0, y0, w, h);
      if (down === 0) {
        for (let levels = 1; levels <= STAND_IN_UP; levels++) {
          const part = ancestorPart(tile, levels);
          const above = part && ready(template, part);
          if (!part || !above) continue;
          const side = above.naturalWidth || 256;
          return ctx.drawImage(above, part.sx * side, part.sy * side, part.sSize * side, part.sSize * side, x0, y0, w, h);
        }
      }
      if (down < STAND_IN_DOWN) for (const child of childTiles(tile)) drawTile(template, child, down + 1);
    };
    for (const { source, opacity } of imagery ? tileSourcesFor(base, tiles) : []) {
      ctx.globalAlpha = opacity;
      for (const tile of tilesFor(view, size.width, size.height, source.maxZoom)) drawTile(source.url, tile, 0);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

    ctx.globalAlpha = 1;
    if (labels.length > 0) {
      const origin = canvas.getBoundingClientRect();
      const obstacles = (labelObstacles?.() ?? []).map((o) => ({ ...o, x: o.x - origin.left, y: o.y - origin.top }));
      drawLabels(ctx, labels, at, scheme, getComputedStyle(canvas).fontFamily || 'sans-serif', { ...size, obstacles });
    }
    // The islands' extents (a year chosen), under the markers, as the WebGL map's layers draw them.
    for (const extent of extents) {
      ctx.beginPath();
      extent.ring.forEach((point, i) => {
        const [x, y] = project(point as [number, number], frame);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.fillStyle = rgbaToCss(extent.fill);
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = rgbaToCss(extent.line);
      for (const path of extent.paths) {
        ctx.beginPath();
        path.forEach((point, i) => {
          const [x, y] = project(point as [number, number], frame);
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        });
        ctx.stroke();
      }
    }
    for (const marker of markers) {
      const [x, y] = project(marker.position, frame);
      const radius = markerRadius(marker.item.type);
      if (x < -radius || y < -radius || x > size.width + radius || y > size.height + radius) continue;
      const paint = markerPaint(marker.item.type, marker.phase);
      // The WebGL map draws the outline inside the radius (overlays.ts); so does this.
      ctx.beginPath();
      ctx.arc(x, y, radius - paint.lineWidth / 2, 0, 2 * Math.PI);
      ctx.fillStyle = rgbaToCss(paint.fill);
      ctx.fill();
      ctx.lineWidth = paint.lineWidth;
      ctx.strokeStyle = rgbaToCss(paint.line);
      ctx.stroke();
    }
    requestTiles(view);
    reports.current.onDrawn?.(view);
  }, [size, imagery, base, tiles, basemap, scheme, labels, labelObstacles, markers, extents, requestTiles]);

  drawRef.current = draw;

  // A view from outside (the fit, the host, a control) is drawn at once; during the visitor's own
  // move the preview keeps to the move.
  useEffect(() => {
    if (gesture.current.pointers.size === 0 && gesture.current.wheelTimer === null) shown.current = view;
    draw();
  }, [view, draw]);

  useEffect(
    () => () => {
      if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
      if (gesture.current.wheelTimer !== null) clearTimeout(gesture.current.wheelTimer);
      if (tileTask.current !== null) clearTimeout(tileTask.current);
      queuedTiles.current = [];
      for (const { image } of images.current.values()) {
        image.onload = null;
        image.onerror = null;
      }
    },
    [],
  );

  /** Moves the drawn view (within the map's limits) and draws it in the next frame. */
  const moveTo = useCallback(
    (next: MapView) => {
      if (!size) return;
      shown.current = clampView(next, size.width, size.height, limits);
      scheduleDraw();
    },
    [size, limits, scheduleDraw],
  );
  const endMove = useCallback(() => {
    if (shown.current) reports.current.onMoveEnd?.(shown.current);
  }, []);

  // The wheel zooms about the pointer. A listener of its own: React's wheel listener is passive and
  // could not keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || covering) return;
    const onWheel = (e: WheelEvent) => {
      const at = shown.current;
      if (!at || !size) return;
      e.preventDefault();
      const lines = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? 800 : 1;
      const delta = Math.max(-1, Math.min(1, (-e.deltaY * lines) / 200));
      const rect = canvas.getBoundingClientRect();
      const zoom = clampZoom(at.zoom + delta, limits);
      moveTo(zoomAround(at, zoom, e.clientX - rect.left, e.clientY - rect.top, size.width, size.height));
      const g = gesture.current;
      if (g.wheelTimer === null) reports.current.onGestureChange?.(true);
      else clearTimeout(g.wheelTimer);
      g.wheelTimer = setTimeout(() => {
        g.wheelTimer = null;
        endMove();
        if (g.pointers.size === 0) reports.current.onGestureChange?.(false);
      }, WHEEL_END_MS);
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [covering, size, limits, moveTo, endMove]);

  const local = (e: { clientX: number; clientY: number; currentTarget: Element }) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const g = gesture.current;
    if (g.pointers.size === 0) {
      g.moved = false;
      if (g.wheelTimer === null) reports.current.onGestureChange?.(true);
    }
    const { x, y } = local(e);
    g.pointers.set(e.pointerId, { downX: x, downY: y, x, y });
    // Moves outside the canvas still belong to the drag.
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const g = gesture.current;
    const pointer = g.pointers.get(e.pointerId);
    const at = shown.current;
    if (!pointer || !at || !size) return;
    const { x, y } = local(e);
    if (!g.moved) {
      if (Math.hypot(x - pointer.downX, y - pointer.downY) < TAP_SLOP) return;
      g.moved = true;
      setDragging(true);
    }
    const other = [...g.pointers].find(([id]) => id !== e.pointerId)?.[1];
    if (other) {
      // Two fingers: zoom by how far they spread, about their midpoint, and follow the midpoint.
      const before = Math.hypot(pointer.x - other.x, pointer.y - other.y);
      const after = Math.hypot(x - other.x, y - other.y);
      const midX = (pointer.x + other.x) / 2;
      const midY = (pointer.y + other.y) / 2;
      const zoom = clampZoom(at.zoom + (before > 0 && after > 0 ? Math.log2(after / before) : 0), limits);
      const zoomed = zoomAround(at, zoom, midX, midY, size.width, size.height);
      moveTo(panBy(zoomed, (x + other.x) / 2 - midX, (y + other.y) / 2 - midY));
    } else {
      moveTo(panBy(at, x - pointer.x, y - pointer.y));
    }
    pointer.x = x;
    pointer.y = y;
  };

  const onPointerUp = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const g = gesture.current;
    if (!g.pointers.delete(e.pointerId) || g.pointers.size > 0) return;
    if (g.moved) {
      setDragging(false);
      endMove();
    }
    if (g.wheelTimer === null) reports.current.onGestureChange?.(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
    const at = shown.current;
    if (!at || !size || e.altKey || e.ctrlKey || e.metaKey) return;
    const pan: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    const zoom: Record<string, number> = { '+': KEY_ZOOM, '=': KEY_ZOOM, '-': -KEY_ZOOM };
    if (e.key in pan) moveTo(panBy(at, ...pan[e.key]!));
    else if (e.key in zoom) moveTo({ ...at, zoom: at.zoom + zoom[e.key]! });
    else return;
    e.preventDefault();
    endMove();
  };

  const markerAt = (e: React.MouseEvent<HTMLCanvasElement>): MarkerDatum | null => {
    const at = shown.current;
    if (!at || !size) return null;
    const { x, y } = local(e);
    const index = pickMarker(targets, frameOf(at, size.width, size.height), x, y, PICKING_RADIUS);
    return index >= 0 ? markers[index]! : null;
  };

  return (
    <canvas
      ref={canvasRef}
      data-testid="map-preview"
      // The same keyboard stop and name as the WebGL canvas that replaces it: focusing it starts that map.
      {...(covering ? { tabIndex: -1, 'aria-hidden': true } : { tabIndex: 0, role: 'region', 'aria-label': label })}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        width: '100%',
        height: '100%',
        display: 'block',
        cursor: dragging ? 'grabbing' : hovering ? 'pointer' : 'grab',
        pointerEvents: covering ? 'none' : 'auto',
        // The preview pans and zooms itself: the browser neither scrolls nor zooms the page under a finger.
        touchAction: 'none',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onMouseMove={(e) => {
        if (e.buttons === 0) setHovering(markerAt(e) !== null);
      }}
      onClick={(e) => {
        // The click that ends a drag opens nothing.
        if (gesture.current.moved) return;
        const marker = markerAt(e);
        if (marker) onSelect(marker.item.id);
      }}
    />
  );
}
