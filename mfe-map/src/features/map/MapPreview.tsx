// The map's first frame: the base layer's tiles and the markers, drawn on a 2D canvas at the
// view the WebGL map will open on. It costs a few milliseconds, where the WebGL map (maplibre and
// deck.gl, 1.1 MB of JavaScript evaluated and two GL contexts started) costs about a second of
// main-thread work on a machine without a GPU. MapScreen swaps it for the WebGL map when the
// visitor reaches for the map (pointer over it, a touch, a wheel, keyboard focus inside it); a
// click on a marker here opens its dialog as it would there.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TileConfig } from '../../contract';
import { markerPaint, markerRadius, rgbaToCss } from '../markers';
import type { ExtentDatum } from '../time';
import type { MarkerDatum } from '../markers';
import type { BaseLayer, MapView } from '@forest-city/contracts';
import { MAP_BACKGROUND, tileSourcesFor } from './map-style';
import { frameOf, pickMarker, project, tilesFor, tileUrl, fitView } from './preview-view';
import type { Bounds } from './view';
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
}

const NO_EXTENTS: readonly ExtentDatum[] = [];

type TileImage = { image: HTMLImageElement; ready: boolean };

export function MapPreview({ view, fitBounds, onFit, fitPadding, base, tiles, markers, extents = NO_EXTENTS, onSelect, label, covering = false }: MapPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const images = useRef(new Map<string, TileImage>());
  const frameRequest = useRef<number | null>(null);
  const [hovering, setHovering] = useState(false);
  // What a pointer can hit, built once per data set rather than on every mouse move.
  const targets = useMemo(() => markers.map((m) => ({ position: m.position, radius: markerRadius(m.item.type) })), [markers]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () =>
      setSize((old) => (old && old.width === canvas.clientWidth && old.height === canvas.clientHeight ? old : { width: canvas.clientWidth, height: canvas.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // The items' fit, once the canvas has a size (the WebGL map then opens on the same view).
  useEffect(() => {
    if (view || !fitBounds || !size || size.width === 0 || size.height === 0) return;
    onFit(fitView(fitBounds, size.width, size.height, { padding: fitPadding?.() ?? FIT_PADDING, maxZoom: FIT_MAX_ZOOM, minZoom: MAP_MIN_ZOOM }));
  }, [view, fitBounds, size, onFit, fitPadding]);

  const draw = useCallback(() => {
    frameRequest.current = null;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !size) return;
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(size.width * ratio);
    const pixelHeight = Math.round(size.height * ratio);
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = MAP_BACKGROUND;
    ctx.fillRect(0, 0, size.width, size.height);
    if (!view) return;

    // Tiles in device pixels, each edge rounded: neighbours share an edge exactly, so no seam of
    // background shows between them and no strip is drawn twice (the hybrid overlay is translucent).
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const { source, opacity } of tileSourcesFor(base, tiles)) {
      ctx.globalAlpha = opacity;
      for (const tile of tilesFor(view, size.width, size.height, source.maxZoom)) {
        const loaded = images.current.get(tileUrl(source.url, tile));
        if (!loaded?.ready) continue;
        const x0 = Math.round(tile.left * ratio);
        const y0 = Math.round(tile.top * ratio);
        ctx.drawImage(loaded.image, x0, y0, Math.round((tile.left + tile.size) * ratio) - x0, Math.round((tile.top + tile.size) * ratio) - y0);
      }
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

    ctx.globalAlpha = 1;
    const frame = frameOf(view, size.width, size.height);
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
      // deck.gl draws the outline inside the radius; so does this.
      ctx.beginPath();
      ctx.arc(x, y, radius - paint.lineWidth / 2, 0, 2 * Math.PI);
      ctx.fillStyle = rgbaToCss(paint.fill);
      ctx.fill();
      ctx.lineWidth = paint.lineWidth;
      ctx.strokeStyle = rgbaToCss(paint.line);
      ctx.stroke();
    }
  }, [view, size, base, tiles, markers, extents]);

  const scheduleDraw = useCallback(() => {
    if (frameRequest.current === null) frameRequest.current = requestAnimationFrame(() => drawRef.current());
  }, []);
  const drawRef = useRef(draw);
  drawRef.current = draw;

  // Tiles of the current view, fetched as images (img-src allows the tile servers; a decoded
  // image draws without a second request). Each one that arrives redraws the frame.
  useEffect(() => {
    if (!view || !size) return;
    for (const { source } of tileSourcesFor(base, tiles)) {
      for (const tile of tilesFor(view, size.width, size.height, source.maxZoom)) {
        const url = tileUrl(source.url, tile);
        if (images.current.has(url)) continue;
        const image = new Image();
        const entry: TileImage = { image, ready: false };
        image.crossOrigin = 'anonymous';
        image.decoding = 'async';
        image.onload = () => {
          entry.ready = true;
          scheduleDraw();
        };
        // A tile that fails leaves the background showing, as it does in the WebGL map.
        image.src = url;
        images.current.set(url, entry);
      }
    }
  }, [view, size, base, tiles, scheduleDraw]);

  useEffect(() => {
    draw();
  }, [draw]);

  useEffect(
    () => () => {
      if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
      for (const { image } of images.current.values()) image.onload = null;
    },
    [],
  );

  const markerAt = (e: React.MouseEvent<HTMLCanvasElement>): MarkerDatum | null => {
    if (!view || !size) return null;
    const rect = e.currentTarget.getBoundingClientRect();
    const index = pickMarker(targets, frameOf(view, size.width, size.height), e.clientX - rect.left, e.clientY - rect.top, PICKING_RADIUS);
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
        cursor: hovering ? 'pointer' : 'grab',
        pointerEvents: covering ? 'none' : 'auto',
      }}
      onMouseMove={(e) => setHovering(markerAt(e) !== null)}
      onClick={(e) => {
        const marker = markerAt(e);
        if (marker) onSelect(marker.item.id);
      }}
    />
  );
}
