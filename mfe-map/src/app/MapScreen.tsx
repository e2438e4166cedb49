// The map as a visitor gets it: the map's own basemap under the base layer, with markers, controls, legend, coordinate readout,
// attribution, the keyboard item list, the item dialog, and the loading/empty/error states.
// It opens as a static preview (MapPreview: basemap, tiles and markers on a 2D canvas, markers
// clickable; on a phone the basemap without the imagery's tiles);
// the WebGL map (maplibre, loaded lazily) starts when the visitor reaches for the map:
// the pointer over it, a touch, a wheel, or keyboard focus inside it. Everything else renders
// (and is usable) before it arrives; the preview pans and zooms itself meanwhile, and the WebGL
// map opens where the preview was left (at the end of a move under way).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { Stack, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem, ItemType } from '@forest-city/api-contract';
import { DEFAULT_BASE_LAYER, displayText, toLang, type BaseLayer, type MapView } from '@forest-city/contracts';
import { fetchAheadWhenIdle, LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS, useAdoptedStyles } from '@forest-city/remote-kit';
import { NAMESPACE, type InfrastructureMapProps } from '../contract';
import { ItemDialog } from '../features/item-dialog';
import { HiddenMatches, ItemList, StatusMessage, useInfrastructureItems } from '../features/items';
import { ITEM_TYPES, toMarkerData } from '../lib/markers';
import { TimeControl } from '../features/time';
import {
  Attribution,
  attributionsFor,
  CanvasError,
  clampZoom,
  CoordinateReadout,
  createLazyMapCanvas,
  FIT_INSET_ATTRIBUTE,
  fitPaddingOf,
  measureLabelObstacles,
  OVERLAY_ATTRIBUTE,
  OVERLAY_GROUP_ATTRIBUTE,
  ImageryNotice,
  imageryNamesPlaces,
  itemsOutside,
  LazyMapCanvas,
  Legend,
  MAP_CODE_STEPS,
  MapControls,
  MapPreview,
  OutsideNotice,
  preloadMapCode,
  resolveTiles,
  tileSourcesFor,
  useMapHandoff,
  useMapView,
  zoomLimits,
} from '../features/map';
import { extentsInYear, itemsInYear, phaseCounts, sameExtents } from '../lib/year-items';
import focusSheet from './map-focus.css?sheet';
import { BASEMAP_COLOURS, BASEMAP_SOURCE, PLACES, countTile, resolveScheme, freshTally, imageryKey, imageryState, sameLabels, useBasemap, type PlaceLabel } from '../lib/basemap';
import { itemPosition } from '../lib/view';
import { useStable } from '../lib/use-stable';

const ALL_LAYERS: ItemType[] = [...ITEM_TYPES];
/** The mark of the first frame of the live map with its markers on screen (the bench reads it); once per page. */
export const MAP_LIVE_MARK = 'fc:map-live';
let liveMarked = false;
const formatDrawnView = ({ latitude, longitude, zoom }: MapView) => `${latitude},${longitude},${zoom}`;
/** Below this width (CSS px) the map's controls are compact: README, "Phones". */
export const NARROW_MAP_WIDTH = 600;

/** Whether some of the element is in the window now (laid out, not scrolled away). */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

export function MapScreen({
  activeLayers = ALL_LAYERS,
  onActiveLayersChange,
  searchText = '',
  apiBase = '/api',
  tiles,
  view: viewProp,
  onViewChange,
  base: baseProp,
  onBaseChange,
  selectedItemId,
  onSelectItem,
  year: yearProp,
  onYearChange,
  className,
}: InfrastructureMapProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  // Each value is the host's when it passes one (controlled), else the map's own (in memory).
  const [view, setView] = useUncontrolled<MapView | null>({ value: viewProp, finalValue: null, onChange: (next) => next && onViewChange?.(next) });
  const [base, setBase] = useUncontrolled<BaseLayer>({ value: baseProp, finalValue: DEFAULT_BASE_LAYER, onChange: onBaseChange });
  const [itemId, setItemId] = useUncontrolled<string | null>({ value: selectedItemId, finalValue: null, onChange: onSelectItem });
  const [year, setYear] = useUncontrolled<number | null>({ value: yearProp, finalValue: null, onChange: onYearChange });
  const resolvedTiles = useMemo(() => resolveTiles(tiles), [tiles]);
  const scheme = resolveScheme(useMantineColorScheme().colorScheme);
  const basemap = useBasemap();
  // Whether the base layer's imagery draws: counted afresh for each base layer and tile set.
  const imageryId = imageryKey(
    base,
    tileSourcesFor(base, resolvedTiles).map((s) => s.source.url),
  );
  const [tally, setTally] = useState(() => freshTally(imageryId));
  const imagery = imageryState(tally.key === imageryId ? tally : freshTally(imageryId));
  const onImageryTile = useCallback((ok: boolean) => setTally((t) => countTile(t.key === imageryId ? t : freshTally(imageryId), imageryId, ok)), [imageryId]);
  const [noticeDismissed, setNoticeDismissed] = useState<string | null>(null);
  const data = useInfrastructureItems({ apiBase, lang, activeLayers, searchText });
  // The year chosen (the time control) narrows what is shown to what existed, was being built or was
  // planned then; the fit keeps to every item shown today, so the view holds still while the years change.
  const inYear = useMemo(() => itemsInYear(data.shown, year), [data.shown, year]);
  const markers = useMemo(() => toMarkerData(inYear.items, inYear.phases), [inYear]);
  const extentsNow = useMemo(() => (year === null ? [] : extentsInYear(inYear)), [inYear, year]);
  // The same list while the islands drawn stay as they were (most years change no island's phase):
  // the WebGL map then keeps its island layers instead of building them again for each year.
  const extents = useStable(extentsNow, sameExtents);
  // The basemap's place names unless imagery that names the places itself is drawn (street,
  // terrain and hybrid tiles carry names; satellite imagery none), and under each schematic island
  // (a year chosen) its name and that it is schematic.
  const labelsNow = useMemo<PlaceLabel[]>(() => {
    const places = (imagery === 'shown' && imageryNamesPlaces(base)) || !basemap ? [] : PLACES.map((p) => ({ text: t(`places.${p.id}`), position: p.position, kind: p.kind }));
    const islands = extents.flatMap((e) => {
      const item = inYear.items.find((i) => i.id === e.id);
      if (!e.schematic || !item) return [];
      const south = Math.min(...e.ring.map((p) => p[1]));
      return [{ text: t('legend.time.schematicLabel', { name: displayText(item.name) }), position: [Number(item.longitude), south] as const, kind: 'island' as const }];
    });
    return [...places, ...islands];
  }, [imagery, base, basemap, t, extents, inYear]);
  // The same list while the labels drawn stay the same (a year or a layer that changes no island):
  // the maps measure and place their labels again only when the list changes.
  const labels = useStable(labelsNow, sameLabels);
  const counts = useMemo(() => (year === null ? null : phaseCounts(inYear.phases)), [inYear, year]);
  const [currentYear] = useState(() => new Date().getFullYear());

  const rootRef = useRef<HTMLDivElement>(null);
  // A narrow map (a phone) gets compact controls (the base layers behind one button). A window
  // narrower than that holds a narrow map, so a phone starts compact instead of rendering the map's
  // chrome a second time once measured; a wider window is measured (a map beside a sidebar).
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.innerWidth > 0 && window.innerWidth < NARROW_MAP_WIDTH);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Measured when the observer reports (in the frame, after layout), not at mount: see MapPreview.
    const measure = () => setNarrow(root.clientWidth > 0 && root.clientWidth < NARROW_MAP_WIDTH);
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // The preview's move under way holds the ready WebGL map back until it ends; the map then jumps to
  // the preview's view before it shows (previewNow is set once useMapView, which needs the map, has run).
  const [previewMoving, setPreviewMoving] = useState(false);
  const previewNow = useRef<() => MapView | null>(() => null);
  const handOver = useCallback((m: MapRef) => {
    const at = previewNow.current();
    if (!at) return false;
    const c = m.getCenter();
    if (c.lat === at.latitude && c.lng === at.longitude && m.getZoom() === at.zoom) return false;
    m.jumpTo({ center: [at.longitude, at.latitude], zoom: at.zoom });
    return true;
  }, []);
  // On a narrow map (a phone) the preview draws the basemap alone and asks for no imagery: the
  // imagery's tiles would be most of the bytes a phone loads before the visitor does anything
  // (issue 52). The live map brings the base layer's imagery once the visitor reaches for the map,
  // is ready when its style is set (not after every imagery tile) and takes the preview's place
  // once the basemap is drawn. Until then nothing was asked for, so nothing can have failed (no
  // imagery notice).
  const previewImagery = !narrow;
  const handoffSources = useMemo(() => (previewImagery ? undefined : basemap ? [BASEMAP_SOURCE] : []), [previewImagery, basemap]);
  const handoff = useMapHandoff({ holding: previewMoving, handOver, sources: handoffSources });
  const { map, live, start } = handoff;
  // The canvas, maplibre and its worker are asked for side by side when the visitor reaches for the
  // map, not one after the other as each needs the next.
  const startLive = useCallback(() => {
    if (!live) preloadMapCode();
    start();
  }, [live, start]);
  // On a connection that allows fetching ahead something large (not Save-Data, not slower than 4G,
  // at least 5 Mbps), the WebGL map's code arrives while the page is idle, before the visitor reaches
  // for it; on a wide screen the map itself then starts when it is on screen, so the pointer finds it
  // live (a phone keeps its preview, and its battery, until touched; a partner's map below the fold
  // or in a hidden tab waits for the visitor). A start ahead of the visitor that fails shows nothing.
  const { startEarly } = handoff;
  useEffect(() => {
    const startIfShown = () => {
      if (rootRef.current && onScreen(rootRef.current)) startEarly();
    };
    return fetchAheadWhenIdle(previewImagery ? [...MAP_CODE_STEPS, startIfShown] : MAP_CODE_STEPS, { minDownlinkMbps: LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS });
  }, [previewImagery, startEarly]);
  useAdoptedStyles(rootRef, focusSheet);
  const MapCanvas = useMemo(() => (handoff.attempt === 0 ? LazyMapCanvas : createLazyMapCanvas()), [handoff.attempt]);

  const fitTargets = useMemo(() => (data.shown.length > 0 ? data.shown : (data.all ?? [])), [data.shown, data.all]);
  const fitPadding = useCallback(() => fitPaddingOf(rootRef.current), []);
  const labelObstacles = useCallback(() => measureLabelObstacles(rootRef.current), []);
  const mapSize = useCallback(() => (rootRef.current ? { width: rootRef.current.clientWidth, height: rootRef.current.clientHeight } : null), []);
  const mapView = useMapView({
    view,
    setView,
    map,
    fitTargets,
    itemsKnown: !data.pending && Boolean(data.all),
    fitPadding,
    size: mapSize,
  });
  const { startView, previewView, liveView, fitTargetBounds, fitted, fit, fitShown, flyTo, isAutomatic, choose, onPreviewFit, onPreviewMoveEnd, onMoveEnd } = mapView;
  previewNow.current = mapView.previewNow;

  const imageryAsked = previewImagery || live;

  // The map's size changes (the sidebar collapsed or opened, a phone turned): an automatic view
  // is fitted again to the new size; a view the visitor chose keeps its centre (maplibre's and the
  // preview's resize keep it).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // The observer's first report is the size the map opened with.
    let last: { width: number; height: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      const now = { width: root.clientWidth, height: root.clientHeight };
      const changed = last !== null && (now.width !== last.width || now.height !== last.height);
      last = now;
      if (!changed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isAutomatic() && fitted()) fitShown(false);
      }, 200);
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [isAutomatic, fitted, fitShown]);

  // The imagery notice: on a wide map under the item list; on a phone, where that column would
  // cover the markers at the top, above the year panel. Either way it is an overlay the fit keeps
  // clear, and an automatic view is fitted again when it comes or goes.
  const noticeShown = imagery === 'unavailable' && noticeDismissed !== imageryId;
  const dismissNotice = useCallback(() => setNoticeDismissed(imageryId), [imageryId]);
  const noticeBefore = useRef(noticeShown);
  useEffect(() => {
    if (noticeBefore.current === noticeShown) return;
    noticeBefore.current = noticeShown;
    if (isAutomatic() && fitted()) fitShown(false);
  }, [noticeShown, isAutomatic, fitted, fitShown]);

  // A layer switched on adds items: when some are outside the view, an automatic view moves at once
  // to take them all in (an eased move redraws the map for 400 ms, and a tap on the next switch
  // waits behind those frames on a phone); a view the visitor chose stays, and a notice counts the
  // items outside with "Show all".
  const [revealed, setRevealed] = useState<ItemType[]>([]);
  const previousLayers = useRef(activeLayers);
  // Set by a search result's "Show": that layer is switched on to fly to one item, not to fit.
  const showingItem = useRef<ItemType | null>(null);
  const ready = !data.pending && !data.error;
  useEffect(() => {
    const before = previousLayers.current;
    if (!ready) return;
    previousLayers.current = activeLayers;
    const added = activeLayers.filter((type) => !before.includes(type));
    const skip = showingItem.current;
    showingItem.current = null;
    if (added.length === 0) {
      setRevealed((r) => (r.every((type) => activeLayers.includes(type)) ? r : r.filter((type) => activeLayers.includes(type))));
      return;
    }
    const size = mapSize();
    if (!size || size.width === 0) return;
    const newcomers = data.shown.filter((item) => added.includes(item.type) && item.type !== skip);
    if (itemsOutside(newcomers, liveView, size.width, size.height, fitPadding()).length === 0) return;
    if (isAutomatic()) fitShown(false);
    else setRevealed((r) => [...new Set([...r, ...added.filter((type) => type !== skip)])]);
    // Runs when the layers change (or the data first becomes ready); the view and items are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeLayers, ready]);
  const outsideCount = useMemo(() => {
    const size = revealed.length > 0 ? mapSize() : null;
    if (!size) return 0;
    return itemsOutside(
      data.shown.filter((item) => revealed.includes(item.type)),
      liveView,
      size.width,
      size.height,
      fitPaddingOf(rootRef.current),
    ).length;
  }, [revealed, data.shown, liveView, mapSize]);

  const showHidden = useCallback(
    (item: InfrastructureItem) => {
      if (!onActiveLayersChange) return;
      showingItem.current = item.type;
      onActiveLayersChange(ITEM_TYPES.filter((type) => activeLayers.includes(type) || type === item.type));
      const pos = itemPosition(item);
      if (pos) flyTo(pos);
    },
    [onActiveLayersChange, activeLayers, flyTo],
  );

  // Keyboard focus on the preview moves to the WebGL canvas when it takes the preview's place.
  useEffect(() => {
    if (!map || !rootRef.current) return;
    const preview = rootRef.current.querySelector('[data-testid="map-preview"]');
    if (preview && document.activeElement === preview) map.getCanvas().focus();
  }, [map]);

  const openItem = (id: string) => {
    if (id !== itemId) setItemId(id);
  };
  const closeItem = () => {
    if (itemId !== null) setItemId(null);
  };

  // Written straight to the DOM: they change on every frame and nothing renders from them. The
  // view of each frame drawn comes from whichever canvas is on screen: the preview, then the WebGL map.
  const previewGone = useRef(false);
  previewGone.current = handoff.drawn;
  // The live map is on screen once the preview is gone (the WebGL map's first frame with its tiles
  // and basemap) and a WebGL frame has drawn the markers: marked once, for the bench.
  const markersDrawn = useRef(false);
  const markLive = useCallback(() => {
    if (liveMarked || !previewGone.current || !markersDrawn.current || typeof performance?.mark !== 'function') return;
    liveMarked = true;
    performance.mark(MAP_LIVE_MARK);
  }, []);
  useEffect(() => {
    if (handoff.drawn) markLive();
  }, [handoff.drawn, markLive]);
  const onMarkersDrawn = useCallback(
    (count: number, drawnView: MapView | null) => {
      if (!rootRef.current) return;
      rootRef.current.dataset.markersDrawn = String(count);
      if (count > 0) {
        markersDrawn.current = true;
        markLive();
      }
      if (drawnView && previewGone.current) rootRef.current.dataset.drawnView = formatDrawnView(drawnView);
    },
    [markLive],
  );
  /**
   * The zoom buttons: the WebGL map's zoom once it is there; before, the preview's (the WebGL map
   * then opens on that view), so a button pressed on a phone answers at once, not seconds later.
   */
  const zoomBy = (delta: 1 | -1) => {
    choose();
    if (handoff.map || !previewView) {
      handoff.withMap((m) => (delta > 0 ? m.zoomIn({ duration: 250 }) : m.zoomOut({ duration: 250 })));
      return;
    }
    const zoom = clampZoom(previewView.zoom + delta, zoomLimits(base, resolvedTiles));
    onPreviewMoveEnd({ ...previewView, zoom });
  };

  const onPreviewDrawn = useCallback((drawnView: MapView) => {
    if (rootRef.current) rootRef.current.dataset.drawnView = formatDrawnView(drawnView);
  }, []);

  const fitButton = () => {
    setRevealed([]);
    handoff.withMap((m) => fit(m, true));
  };
  // The handlers given to the map's chrome (controls, time bar, item list, dialog, canvases) keep
  // one identity for the map's life and call the latest state's: with the chrome memoized, a change
  // of view (the preview's fit, a move) renders the map's root alone, not its hundred components again.
  const latest = useRef({ zoomBy, fitButton, openItem, closeItem, setBase, setYear });
  latest.current = { zoomBy, fitButton, openItem, closeItem, setBase, setYear };
  const on = useMemo(
    () => ({
      zoomIn: () => latest.current.zoomBy(1),
      zoomOut: () => latest.current.zoomBy(-1),
      fit: () => latest.current.fitButton(),
      openItem: (id: string) => latest.current.openItem(id),
      closeItem: () => latest.current.closeItem(),
      base: (next: BaseLayer) => latest.current.setBase(next),
      year: (next: number | null) => latest.current.setYear(next),
    }),
    [],
  );
  const attributions = useMemo(() => attributionsFor(base, resolvedTiles), [base, resolvedTiles]);

  const selected = itemId ? (data.all?.find((i) => i.id === itemId) ?? data.shown.find((i) => i.id === itemId) ?? null) : null;

  const mapReady = map !== null;

  return (
    <div
      ref={rootRef}
      className={className}
      data-testid="infrastructure-map"
      data-active-layers={activeLayers.join(',')}
      data-base={base}
      data-view={`${liveView.latitude},${liveView.longitude},${liveView.zoom}`}
      data-marker-count={markers.length}
      data-year={year ?? 'today'}
      data-phase-counts={counts ? `existing:${counts.existing},construction:${counts.construction},planned:${counts.planned}` : undefined}
      data-map-ready={mapReady}
      data-data-state={data.pending ? 'loading' : data.error ? 'error' : 'ready'}
      data-map-live={live}
      data-basemap={basemap ? 'ready' : 'none'}
      data-imagery={imageryAsked ? imagery : 'deferred'}
      style={{ position: 'relative', flex: 1, width: '100%', height: '100%', minHeight: 360, overflow: 'hidden', background: BASEMAP_COLOURS[scheme].background }}
      onPointerEnter={startLive}
      onPointerDown={startLive}
      onTouchStart={startLive}
      onWheel={startLive}
      onFocus={startLive}
    >
      <VisuallyHidden component="h2">{t('title')}</VisuallyHidden>
      {!handoff.drawn && (
        <MapPreview
          view={previewView}
          fitBounds={live || data.pending ? null : fitTargetBounds}
          onFit={onPreviewFit}
          fitPadding={fitPadding}
          base={base}
          tiles={resolvedTiles}
          basemap={basemap}
          scheme={scheme}
          labels={labels}
          labelObstacles={labelObstacles}
          imagery={previewImagery}
          onImageryTile={onImageryTile}
          markers={markers}
          extents={extents}
          onSelect={on.openItem}
          label={t('canvasLabel')}
          covering={mapReady}
          onMoveEnd={onPreviewMoveEnd}
          onGestureChange={setPreviewMoving}
          onDrawn={onPreviewDrawn}
        />
      )}
      {live && (
        <ErrorBoundary
          resetKeys={[handoff.attempt]}
          onError={handoff.failed}
          fallbackRender={({ error }) => (handoff.early ? null : <CanvasError error={error} onRetry={handoff.retry} />)}
        >
          <Suspense fallback={null}>
            <MapCanvas
              initialView={startView}
              initialBounds={fitted() || data.pending ? null : fitTargetBounds}
              fitPadding={fitPadding}
              base={base}
              tiles={resolvedTiles}
              basemap={basemap}
              scheme={scheme}
              labels={labels}
              labelObstacles={labelObstacles}
              onImageryTile={onImageryTile}
              markers={markers}
              extents={extents}
              onReady={handoff.onReady}
              readyBeforeTiles={!previewImagery}
              onMoveEnd={onMoveEnd}
              onSelect={on.openItem}
              onMarkersDrawn={onMarkersDrawn}
              label={t('canvasLabel')}
            />
          </Suspense>
        </ErrorBoundary>
      )}

      <div
        style={{
          position: 'absolute',
          zIndex: 2,
          top: 8,
          left: 8,
          bottom: 110,
          maxWidth: narrow ? 'calc(100% - 64px)' : 'calc(100% - 196px)',
          pointerEvents: 'none',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
        }}
        {...{ [OVERLAY_GROUP_ATTRIBUTE]: '' }}
      >
        <ItemList items={inYear.items} phases={inYear.phases} onOpen={on.openItem} ready={ready} matchCount={data.matchCount} />
        {ready && data.hidden.length > 0 && (
          <div style={{ marginTop: 8, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            <HiddenMatches items={data.hidden} searchText={searchText} nothingShown={data.shown.length === 0} onShow={onActiveLayersChange ? showHidden : undefined} />
          </div>
        )}
        {noticeShown && !narrow && (
          <div style={{ marginTop: 8 }} {...{ [FIT_INSET_ATTRIBUTE]: 'top-left' }}>
            <ImageryNotice onDismiss={dismissNotice} />
          </div>
        )}
        {ready && outsideCount > 0 && (
          <div style={{ marginTop: 8 }}>
            <OutsideNotice
              count={outsideCount}
              onShowAll={() => {
                setRevealed([]);
                fitShown(true);
              }}
              onDismiss={() => setRevealed([])}
            />
          </div>
        )}
      </div>

      <div style={{ position: 'absolute', zIndex: 2, top: 8, right: 8 }} {...{ [FIT_INSET_ATTRIBUTE]: 'top-right' }}>
        <MapControls base={base} onBaseChange={on.base} onZoomIn={on.zoomIn} onZoomOut={on.zoomOut} onFit={on.fit} canFit={fitTargets.length > 0} compact={narrow} />
      </div>

      <StatusMessage data={data} searchText={searchText} emptyYear={year !== null && data.shown.length > 0 && inYear.items.length === 0 ? year : null} />

      <div style={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: 0, pointerEvents: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}>
        <Stack gap={4} align="flex-start" px={8}>
          <Stack gap={4} align="flex-start" w={narrow ? '100%' : undefined} {...{ [FIT_INSET_ATTRIBUTE]: 'bottom-left', [OVERLAY_GROUP_ATTRIBUTE]: '' }}>
            {noticeShown && narrow && <ImageryNotice onDismiss={dismissNotice} />}
            <TimeControl year={year} onChange={on.year} currentYear={currentYear} counts={counts} touch={narrow} />
            <Legend year={year} />
            <CoordinateReadout map={map} initial={startView} />
          </Stack>
        </Stack>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <div {...{ [FIT_INSET_ATTRIBUTE]: 'bottom-right', [OVERLAY_ATTRIBUTE]: '' }}>
            <Attribution sources={attributions} />
          </div>
        </div>
      </div>

      <ItemDialog itemId={itemId} item={selected} onClose={on.closeItem} />
    </div>
  );
}
