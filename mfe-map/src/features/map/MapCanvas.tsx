// The WebGL part of the map: maplibre draws the map's own basemap and over it the base layer's
// raster tiles, deck.gl draws the
// markers in the same WebGL context (MapLibreOverlay, interleaved; see toolchain-notes.md for why
// not MapboxOverlay).
// Kept apart from the rest so the map's controls, list and dialog never import maplibre.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapGL, { useControl, useMap, type MapRef } from 'react-map-gl/maplibre';
import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import type { PickingInfo } from '@deck.gl/core';
import type { Map as MaplibreMap, MapSourceDataEvent } from 'maplibre-gl';
import maplibreSheet from 'maplibre-gl/dist/maplibre-gl.css?sheet';
import { useAdoptedStyles } from '@forest-city/remote-kit';
import type { TileConfig } from '../../contract';
import type { MarkerDatum } from '../../lib/markers';
import { createMarkersLayer } from './markers-layer';
import { useExtentLayers } from './use-extent-layers';
import type { ExtentDatum } from '../../lib/year-items';
import type { BaseLayer, MapView } from '@forest-city/contracts';
import { displayText } from '@forest-city/contracts';
import { buildMapStyle, maxZoomFor, rasterSourceIds } from './map-style';
import { LABEL_LINE_HEIGHT, LABEL_MAX_WIDTH_EMS, labelStyle, placeLabel, type Basemap, type Box, type PlaceLabel, type Scheme } from '../../lib/basemap';
import type { Bounds } from '../../lib/view';
import type { Padding } from './fit-padding';
import { FIT_MAX_ZOOM, FIT_PADDING, MAP_MIN_ZOOM, PICKING_RADIUS } from './projection';
import { loadMaplibre } from './maplibre-loader';

const NO_EXTENTS: ExtentDatum[] = [];
const NO_LABELS: readonly PlaceLabel[] = [];

/**
 * deck.gl draws the markers in maplibre's own WebGL context and canvas (interleaved), not in a
 * second canvas over it: a second context and its first drawing-buffer resize were most of the
 * longest task of the map's start (about 300 ms of it on desktop in software WebGL; with one
 * context the task is about half). It also leaves maplibre's canvas the map's only keyboard stop.
 */
function DeckOverlay(props: MapLibreOverlayProps) {
  // deck.gl attaches a luma.gl device to maplibre's context; its canvas context observes maplibre's
  // canvas (resize and intersection observers) and deck.gl's removal does not stop it: the observers
  // kept each removed map's canvas and its parents alive. Stopped here once the overlay is gone.
  const device = useRef<Parameters<NonNullable<MapLibreOverlayProps['onDeviceInitialized']>>[0] | null>(null);
  const overlay = useControl(
    () =>
      new MapLibreOverlay({
        ...props,
        interleaved: true,
        onDeviceInitialized: (initialized) => {
          device.current = initialized;
        },
      }),
  );
  overlay.setProps(props);
  useEffect(() => () => device.current?.canvasContext?.destroy(), []);
  return null;
}

/**
 * The basemap's place labels over the map, as HTML (no glyph server: the page's own fonts, Chinese
 * included), moved with the map on every frame. Long names wrap; each label sits clear of the map's
 * edge and of the boxes drawn over the map, or is hidden (label-placement.ts, as the preview's). Hidden
 * from assistive technology: the canvas is one region with its own name, and the labels only name
 * the places around. Memoized: the map's other changes (markers, a year) leave them as they are.
 */
const PlaceLabels = memo(function PlaceLabels({ labels, scheme, obstacles }: { labels: readonly PlaceLabel[]; scheme: Scheme; obstacles?: () => readonly Box[] }) {
  const { current: map } = useMap();
  const spans = useRef<(HTMLSpanElement | null)[]>([]);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!map) return;
    // Sizes and obstacles are measured when the map is still (a move only shifts the places).
    let measured: { sizes: { width: number; height: number }[]; obstacles: Box[]; width: number; height: number } | null = null;
    const measure = () => {
      const origin = layer.current?.getBoundingClientRect();
      if (!origin) return null;
      return {
        sizes: spans.current.map((span) => ({ width: span?.offsetWidth ?? 0, height: span?.offsetHeight ?? 0 })),
        obstacles: (obstacles?.() ?? []).map((o) => ({ ...o, x: o.x - origin.left, y: o.y - origin.top })),
        width: origin.width,
        height: origin.height,
      };
    };
    const place = (remeasure: boolean) => {
      if (remeasure || !measured) measured = measure();
      if (!measured) return;
      const { sizes, obstacles: boxes, width, height } = measured;
      labels.forEach((label, i) => {
        const span = spans.current[i];
        const size = sizes[i];
        if (!span || !size) return;
        const { x, y } = map.project(label.position as [number, number]);
        const box = placeLabel(x, y, size.width, size.height, width, height, boxes);
        span.style.visibility = box ? 'visible' : 'hidden';
        if (box) span.style.transform = `translate(${box.x}px, ${box.y}px)`;
      });
    };
    const still = () => place(true);
    const moving = () => place(false);
    still();
    map.on('move', moving);
    map.on('moveend', still);
    map.on('resize', still);
    return () => {
      map.off('move', moving);
      map.off('moveend', still);
      map.off('resize', still);
    };
  }, [map, labels, obstacles]);
  return (
    <div ref={layer} aria-hidden="true" data-testid="map-place-labels" style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {labels.map((label, i) => {
        const s = labelStyle(label.kind, scheme);
        return (
          <span
            key={label.text}
            ref={(el) => {
              spans.current[i] = el;
            }}
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: 'max-content',
              maxWidth: `${LABEL_MAX_WIDTH_EMS}em`,
              // A name with no space to break at is as wide as it is (min-width wins over max-width).
              minWidth: 'min-content',
              textAlign: 'center',
              // Broken at spaces, as the preview's canvas breaks them: a Chinese name stays whole.
              wordBreak: 'keep-all',
              lineHeight: LABEL_LINE_HEIGHT,
              visibility: 'hidden',
              fontSize: s.size,
              fontWeight: s.weight,
              fontStyle: s.italic ? 'italic' : 'normal',
              color: s.colour,
              textShadow: `0 0 2px ${s.halo}, 0 0 2px ${s.halo}, 0 0 3px ${s.halo}`,
            }}
          >
            {label.text}
          </span>
        );
      })}
    </div>
  );
});

/** Tooltip as plain text: deck.gl sets `innerText` for `text` (never `html`), so names cannot inject markup. */
function tooltipFor({ object }: PickingInfo<MarkerDatum>) {
  if (!object) return null;
  return {
    text: displayText(object.item.name),
    // plaintext: the name's own direction, isolated from the page's; long names wrap.
    style: {
      background: '#212529',
      color: '#fff',
      fontSize: '13px',
      padding: '4px 8px',
      borderRadius: '4px',
      maxWidth: '260px',
      unicodeBidi: 'plaintext',
      overflowWrap: 'anywhere',
    },
  };
}

export interface MapCanvasProps {
  initialView: MapView;
  /**
   * The items' bounds when they are known before the map is created (the usual case: the data
   * arrives long before maplibre): the map starts fitted to them instead of starting on
   * `initialView` and jumping, which would fetch and draw a second set of tiles.
   */
  initialBounds?: Bounds | null;
  /** The fit's padding, measured when the map is created (fit-padding.ts); default the spec's 20 px. */
  fitPadding?: () => Padding;
  base: BaseLayer;
  tiles: TileConfig;
  /** The map's own basemap, drawn under the base layer's tiles (null until it has loaded, or without one). */
  basemap?: Basemap | null;
  scheme?: Scheme;
  /** Place labels over the map (given unless imagery that names the places itself is drawn). */
  labels?: readonly PlaceLabel[];
  /** What the labels keep clear of: the boxes drawn over the map, in viewport pixels (fit-padding.ts). */
  labelObstacles?: () => readonly Box[];
  /**
   * Each tile of the base layer's imagery that failed (`false`), and the first that arrived
   * (`true`). The WebGL map listens for that arrival only until it comes, once per base layer (after
   * a switch the map knows whether the new imagery draws): a 'sourcedata' handler left on kept
   * deck.gl from taking a click that came right after a hover (e2e: clicking a marker at its
   * projected pixel).
   */
  onImageryTile?: (ok: boolean) => void;
  markers: MarkerDatum[];
  /** The islands' extents in the year chosen (none without a year), drawn under the markers. */
  extents?: ExtentDatum[];
  /** The map is ready (style loaded); the parent drives zoom, fit and the readout through it. */
  onReady: (map: MapRef) => void;
  /**
   * Ready as soon as its style is set ('style.load'), not after its first view's tiles (maplibre's
   * 'load'): a phone's preview draws no imagery, so the map need not wait for any to take its place.
   */
  readyBeforeTiles?: boolean;
  /** The map stopped moving; `byVisitor` when a drag, wheel, pinch or key moved it (maplibre's originalEvent). */
  onMoveEnd: (view: MapView, byVisitor: boolean) => void;
  onSelect: (id: string) => void;
  /** Called after every deck.gl frame with the number of markers that frame drew and the view it showed. */
  onMarkersDrawn?: (count: number, view: MapView | null) => void;
  /** Translated accessible name of the map region. */
  label: string;
}

export default function MapCanvas({
  initialView,
  initialBounds,
  fitPadding,
  base,
  tiles,
  basemap = null,
  scheme = 'light',
  labels = NO_LABELS,
  labelObstacles,
  onImageryTile,
  markers,
  extents = NO_EXTENTS,
  onReady,
  readyBeforeTiles = false,
  onMoveEnd,
  onSelect,
  onMarkersDrawn,
  label,
}: MapCanvasProps) {
  const [hovering, setHovering] = useState(false);
  // maplibre's stylesheet, adopted by the page or by the custom element's shadow root the map is in.
  const anchor = useRef<HTMLSpanElement>(null);
  useAdoptedStyles(anchor, maplibreSheet);
  // react-map-gl reports a map that could not be created (maplibre's code did not load, or no
  // WebGL) through onError with no target, after render; thrown here it reaches the map's error
  // boundary, which says so and offers Retry. Errors of a running map (a tile) have the map as target.
  const [fatal, setFatal] = useState<Error | null>(null);
  if (fatal) throw fatal;
  // Asked once per mount: react-map-gl reads it only when it creates the map, and a failed load is
  // not cached (a later render must not start a load nobody waits for).
  const [mapLib] = useState(loadMaplibre);
  const mapStyle = useMemo(() => buildMapStyle(base, tiles, basemap, scheme), [base, tiles, basemap, scheme]);
  const rasterIds = useMemo(() => new Set(rasterSourceIds(base, tiles)), [base, tiles]);
  const extentLayers = useExtentLayers(extents);
  const layers = useMemo(() => [...extentLayers, createMarkersLayer(markers)], [markers, extentLayers]);

  const onClick = useCallback(
    (info: PickingInfo<MarkerDatum>) => {
      if (info.object) onSelect(info.object.item.id);
    },
    [onSelect],
  );
  const onHover = useCallback((info: PickingInfo<MarkerDatum>) => setHovering(Boolean(info.object)), []);
  // maplibre's map, read after each frame for the view it drew.
  const loadedMap = useRef<{ getCenter(): { lat: number; lng: number }; getZoom(): number } | null>(null);
  const onAfterRender = useCallback(() => {
    const m = loadedMap.current;
    const c = m?.getCenter();
    onMarkersDrawn?.(markers.length, m && c ? { latitude: c.lat, longitude: c.lng, zoom: m.getZoom() } : null);
  }, [onMarkersDrawn, markers.length]);

  const [glMap, setGlMap] = useState<MaplibreMap | null>(null);
  // The map handed out once: on maplibre's 'load', or on 'style.load' when readyBeforeTiles.
  const readied = useRef(false);
  const ready = useCallback(
    (map: MaplibreMap) => {
      if (readied.current) return;
      readied.current = true;
      loadedMap.current = map;
      setGlMap(map);
      map.touchZoomRotate.disableRotation();
      map.getCanvas().setAttribute('aria-label', label);
      onReady(map as unknown as MapRef);
    },
    [label, onReady],
  );
  const readyRef = useRef(ready);
  readyRef.current = ready;
  const earlyReady = useCallback(
    (ref: MapRef | null) => {
      if (!ref || !readyBeforeTiles) return;
      const map = ref.getMap() as unknown as MaplibreMap;
      // react-map-gl hands out its ref a render after it created the map, often after the style was
      // set: maplibre has no public "style set" flag but its style's own (the phone e2e
      // map-phone-preview fails if it goes: the map would wait for 'load', i.e. every tile).
      if ((map as unknown as { style?: { _loaded?: boolean } }).style?._loaded) readyRef.current(map);
      else map.once('style.load', () => readyRef.current(map));
    },
    [readyBeforeTiles],
  );
  useEffect(() => {
    if (!glMap || !onImageryTile) return;
    // maplibre's 'load' (which sets glMap) waits for the first view's tiles: those that arrived
    // before this listener are held by the map. On a phone, whose preview asks for no imagery, they
    // are the first the page has.
    if ([...rasterIds].some((id) => (glMap.style?.tileManagers[id]?.getRenderableIds().length ?? 0) > 0)) {
      onImageryTile(true);
      return;
    }
    const onData = (e: MapSourceDataEvent) => {
      if (!e.tile || !rasterIds.has(e.sourceId)) return;
      glMap.off('sourcedata', onData);
      onImageryTile(true);
    };
    glMap.on('sourcedata', onData);
    return () => {
      glMap.off('sourcedata', onData);
    };
  }, [glMap, rasterIds, onImageryTile]);

  return (
    <>
      <span ref={anchor} hidden />
      <MapGL
        mapLib={mapLib}
        initialViewState={initialBounds ? { bounds: initialBounds, fitBoundsOptions: { padding: fitPadding?.() ?? FIT_PADDING, maxZoom: FIT_MAX_ZOOM } } : initialView}
        mapStyle={mapStyle}
        maxZoom={maxZoomFor(base, tiles)}
        minZoom={MAP_MIN_ZOOM}
        attributionControl={false}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        // Pinch zoom stays on; rotating is off so north stays up for the coordinate readout.
        touchZoomRotate
        cursor={hovering ? 'pointer' : 'grab'}
        style={{ position: 'absolute', inset: 0 }}
        ref={earlyReady}
        onLoad={(e) => ready(e.target as unknown as MaplibreMap)}
        onError={(e) => {
          if (!e.target) setFatal(e.error instanceof Error ? e.error : new Error(String(e.error)));
          else {
            const sourceId = (e as { sourceId?: string }).sourceId;
            if (sourceId && rasterIds.has(sourceId)) onImageryTile?.(false);
            console.error(e.error); // as react-map-gl does without a handler
          }
        }}
        onMoveEnd={(e) => {
          const c = e.target.getCenter();
          onMoveEnd({ latitude: c.lat, longitude: c.lng, zoom: e.target.getZoom() }, Boolean(e.originalEvent));
        }}
      >
        <DeckOverlay
          layers={layers}
          getTooltip={tooltipFor as MapLibreOverlayProps['getTooltip']}
          onClick={onClick as MapLibreOverlayProps['onClick']}
          onHover={onHover as MapLibreOverlayProps['onHover']}
          onAfterRender={onAfterRender}
          pickingRadius={PICKING_RADIUS}
        />
        {labels.length > 0 && <PlaceLabels labels={labels} scheme={scheme} obstacles={labelObstacles} />}
      </MapGL>
    </>
  );
}
