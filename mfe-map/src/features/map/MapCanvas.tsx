// The WebGL part of the map: maplibre draws the map's own basemap, over it the base layer's raster
// tiles, and over them the islands' extents and the item markers (overlays.ts), all in one context.
// Kept apart from the rest so the map's controls, list and dialog never import maplibre.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import MapGL, { Layer, Source, useMap, type MapRef } from 'react-map-gl/maplibre';
import type { Map as MaplibreMap, MapMouseEvent, MapSourceDataEvent } from 'maplibre-gl';
import maplibreSheet from 'maplibre-gl/dist/maplibre-gl.css?sheet';
import { useAdoptedStyles } from '@forest-city/remote-kit';
import type { TileConfig } from '../../contract';
import type { MarkerDatum } from '../../lib/markers';
import { EXTENTS_FILL_LAYER, EXTENTS_OUTLINE_LAYER, EXTENTS_SOURCE, extentFeatures, MARKERS_LAYER, MARKERS_SOURCE, markerFeatures, nearestMarker } from './overlays';
import type { ExtentDatum } from '../../lib/year-items';
import type { BaseLayer, MapView } from '@forest-city/contracts';
import { displayText } from '@forest-city/contracts';
import { buildMapStyle, maxZoomFor, rasterSourceIds } from './map-style';
import { LABEL_LINE_HEIGHT, LABEL_MAX_WIDTH_EMS, labelStyle, placeLabel, type Basemap, type Box, type PlaceLabel, type Scheme } from '../../lib/basemap';
import type { Bounds } from '../../lib/view';
import { useAfterPaint } from '../../lib/use-after-paint';
import type { Padding } from './fit-padding';
import { FIT_MAX_ZOOM, FIT_PADDING, MAP_MIN_ZOOM, PICKING_RADIUS } from './projection';
import { loadMaplibre } from './maplibre-loader';

const NO_EXTENTS: ExtentDatum[] = [];
const NO_LABELS: readonly PlaceLabel[] = [];

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

const TOOLTIP_STYLE: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  pointerEvents: 'none',
  background: '#212529',
  color: '#fff',
  fontSize: '13px',
  lineHeight: 1.4,
  padding: '4px 8px',
  borderRadius: '4px',
  maxWidth: '260px',
  width: 'max-content',
  // plaintext: the name's own direction, isolated from the page's; long names wrap.
  unicodeBidi: 'plaintext',
  overflowWrap: 'anywhere',
};

/**
 * The pointer over the markers: a marker within the picking slop of the pointer is hovered (its
 * name in a tooltip, as React text, so a name cannot inject markup; a pointer cursor) and a click
 * or tap on it selects it. Of several, the nearest. Its own component, so a move of the pointer
 * renders the tooltip alone, not the map.
 */
function MarkerPointer({ markers, onSelect }: { markers: readonly MarkerDatum[]; onSelect: (id: string) => void }) {
  const { current: ref } = useMap();
  const [tip, setTip] = useState<{ x: number; y: number; text: string } | null>(null);
  const byId = useMemo(() => new Map(markers.map((d) => [d.item.id, d])), [markers]);
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const map = ref?.getMap();
    if (!map) return;
    const pick = ({ x, y }: { x: number; y: number }): MarkerDatum | null => {
      if (!map.getLayer(MARKERS_LAYER.id)) return null;
      const r = PICKING_RADIUS;
      const hits = map
        .queryRenderedFeatures(
          [
            [x - r, y - r],
            [x + r, y + r],
          ],
          { layers: [MARKERS_LAYER.id] },
        )
        .flatMap((f) => {
          const datum = byId.get(String(f.properties.id));
          if (!datum) return [];
          const p = map.project(datum.position);
          return [{ id: datum.item.id, x: p.x, y: p.y, datum }];
        });
      return nearestMarker(hits, { x, y });
    };
    const canvas = map.getCanvas();
    const move = (e: MapMouseEvent) => {
      const hit = pick(e.point);
      canvas.style.cursor = hit ? 'pointer' : '';
      setTip(hit ? { x: e.point.x, y: e.point.y, text: displayText(hit.item.name) } : null);
    };
    const out = () => {
      canvas.style.cursor = '';
      setTip(null);
    };
    const click = (e: MapMouseEvent) => {
      const hit = pick(e.point);
      if (hit) select.current(hit.item.id);
    };
    map.on('mousemove', move);
    map.on('mouseout', out);
    map.on('movestart', out);
    map.on('click', click);
    return () => {
      map.off('mousemove', move);
      map.off('mouseout', out);
      map.off('movestart', out);
      map.off('click', click);
    };
  }, [ref, byId]);
  if (!tip) return null;
  return (
    <div role="tooltip" style={{ ...TOOLTIP_STYLE, transform: `translate(${tip.x + 12}px, ${tip.y + 12}px)` }}>
      {tip.text}
    </div>
  );
}

/**
 * Tells the parent, after each frame of the map and once as it subscribes, how many markers it drew
 * and the view it showed: all of them once the markers' source holds the latest data and its tiles
 * are cut, none before. maplibre's `isSourceLoaded` says exactly that: false from the moment
 * react-map-gl's `Source` hands it new data (the worker's update pending, then its tiles reloading)
 * until the tiles are loaded.
 */
function DrawnReporter({ count, onDrawn }: { count: number; onDrawn: (count: number, view: MapView) => void }) {
  const { current: ref } = useMap();
  useEffect(() => {
    const map = ref?.getMap();
    if (!map) return;
    const report = () => {
      const drawn = map.getSource(MARKERS_SOURCE) !== undefined && map.isSourceLoaded(MARKERS_SOURCE);
      const c = map.getCenter();
      onDrawn(drawn ? count : 0, { latitude: c.lat, longitude: c.lng, zoom: map.getZoom() });
    };
    report();
    map.on('render', report);
    return () => {
      map.off('render', report);
    };
  }, [ref, count, onDrawn]);
  return null;
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
   * a switch the map knows whether the new imagery draws): no handler runs on each tile after that.
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
  /** Called after every frame of the map with the number of markers that frame drew and the view it showed. */
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
  // Restyling for another base layer blocks the main thread: it comes a frame after the tap that chose it.
  const shownBase = useAfterPaint(base);
  const mapStyle = useMemo(() => buildMapStyle(shownBase, tiles, basemap, scheme), [shownBase, tiles, basemap, scheme]);
  const rasterIds = useMemo(() => new Set(rasterSourceIds(shownBase, tiles)), [shownBase, tiles]);
  const markerData = useMemo(() => markerFeatures(markers), [markers]);
  const extentData = useMemo(() => extentFeatures(extents), [extents]);

  const [glMap, setGlMap] = useState<MaplibreMap | null>(null);
  // The map handed out once: on maplibre's 'load', or on 'style.load' when readyBeforeTiles.
  const readied = useRef(false);
  const ready = useCallback(
    (map: MaplibreMap) => {
      if (readied.current) return;
      readied.current = true;
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
        maxZoom={maxZoomFor(shownBase, tiles)}
        minZoom={MAP_MIN_ZOOM}
        attributionControl={false}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        // Pinch zoom stays on; rotating is off so north stays up for the coordinate readout.
        touchZoomRotate
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
        {/* Extents first, so maplibre draws them under the markers (empty without a year). */}
        <Source id={EXTENTS_SOURCE} type="geojson" data={extentData}>
          <Layer {...EXTENTS_FILL_LAYER} />
          <Layer {...EXTENTS_OUTLINE_LAYER} />
        </Source>
        {onMarkersDrawn && <DrawnReporter count={markers.length} onDrawn={onMarkersDrawn} />}
        <Source id={MARKERS_SOURCE} type="geojson" data={markerData}>
          <Layer {...MARKERS_LAYER} />
        </Source>
        <MarkerPointer markers={markers} onSelect={onSelect} />
        {labels.length > 0 && <PlaceLabels labels={labels} scheme={scheme} obstacles={labelObstacles} />}
      </MapGL>
    </>
  );
}
