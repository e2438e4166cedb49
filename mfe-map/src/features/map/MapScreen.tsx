// The map as a visitor gets it: base layer with markers, controls, legend, coordinate readout,
// attribution, the keyboard item list, the item dialog, and the loading/empty/error states.
// It opens as a static preview (MapPreview: tiles and markers on a 2D canvas, markers clickable);
// the WebGL map (maplibre + deck.gl, loaded lazily) starts when the visitor reaches for the map:
// the pointer over it, a touch, a wheel, or keyboard focus inside it. Everything else renders
// (and is usable) before it arrives.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { MapRef } from 'react-map-gl/maplibre';
import type { ItemType } from 'api-mock/contract';
import { NAMESPACE, type InfrastructureMapProps } from '../../contract';
import { toMapLanguage } from '../item-dialog/format';
import { ItemDetailDialog } from '../item-dialog/ItemDetailDialog';
import { apiErrorDetail } from 'api-mock/error-detail';
import { ItemList } from '../items/ItemList';
import { useInfrastructureItems } from '../items/use-infrastructure-items';
import { ITEM_TYPES } from '../markers/marker-style';
import { toMarkerData } from '../markers/marker-data';
import { useMapUrlState } from '../url-state/use-map-url-state';
import type { MapView } from '../url-state/url-state';
import { Attribution } from './Attribution';
import { CoordinateReadout } from './CoordinateReadout';
import { resolveTiles } from './default-tiles';
import { Legend } from './Legend';
import { LazyMapCanvas, createLazyMapCanvas } from './lazy-map-canvas';
import { MapPreview } from './MapPreview';
import './map-focus.css';
import { MapControls } from './MapControls';
import { attributionsFor } from './map-style';
import { FIT_MAX_ZOOM, FIT_PADDING, INITIAL_VIEW, boundsOf } from './view';


const ALL_LAYERS: ItemType[] = [...ITEM_TYPES];

export function MapScreen({ activeLayers = ALL_LAYERS, searchText = '', apiBase = '/api', tiles, onSelectItem, className }: InfrastructureMapProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toMapLanguage(i18n.resolvedLanguage ?? i18n.language);
  const url = useMapUrlState();
  const resolvedTiles = useMemo(() => resolveTiles(tiles), [tiles]);
  const data = useInfrastructureItems({ apiBase, lang, activeLayers, searchText });
  const markers = useMemo(() => toMarkerData(data.shown), [data.shown]);

  // A view in the URL wins over the initial view and the fit on load (corrections.md).
  const urlViewAtMount = useRef(url.view);
  const initialView = urlViewAtMount.current ?? INITIAL_VIEW;
  const [liveView, setLiveView] = useState<MapView>(initialView);
  const [map, setMap] = useState<MapRef | null>(null);
  const fittedOnLoad = useRef(urlViewAtMount.current !== null);
  // The preview's view: the URL's, or the items' fit once the preview knows its size.
  const [previewView, setPreviewView] = useState<MapView | null>(urlViewAtMount.current);
  // The WebGL map is started (it stays started), and the preview is gone once it has drawn.
  const [live, setLive] = useState(false);
  const [mapDrawn, setMapDrawn] = useState(false);
  const startLive = useCallback(() => setLive(true), []);
  // Zoom and fit pressed on the preview run once the WebGL map is there.
  const pendingAction = useRef<((map: MapRef) => void) | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Retry after the canvas failed: a fresh lazy component (and error boundary) per attempt.
  const [canvasAttempt, setCanvasAttempt] = useState(0);
  const MapCanvas = useMemo(() => (canvasAttempt === 0 ? LazyMapCanvas : createLazyMapCanvas()), [canvasAttempt]);

  const fitTargets = data.shown.length > 0 ? data.shown : (data.all ?? []);
  const fitTargetBounds = useMemo(() => boundsOf(fitTargets), [fitTargets]);
  const fit = useCallback(
    (target: MapRef, animate: boolean) => {
      const bounds = boundsOf(fitTargets);
      if (!bounds) return;
      target.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: animate ? 400 : 0 });
    },
    [fitTargets],
  );

  useEffect(() => {
    if (fittedOnLoad.current || !map || data.pending || !data.all) return;
    fittedOnLoad.current = true;
    fit(map, false);
  }, [map, data.pending, data.all, fit]);

  const onPreviewFit = useCallback((view: MapView) => {
    if (fittedOnLoad.current) return;
    fittedOnLoad.current = true;
    setPreviewView(view);
    setLiveView(view);
  }, []);

  useEffect(() => {
    if (!map) return;
    const action = pendingAction.current;
    pendingAction.current = null;
    action?.(map);
    // The preview covers the map until its first frame with tiles ('idle': nothing left to load or
    // draw). `map` is maplibre's map itself (MapCanvas's onLoad target), typed as react-map-gl's ref.
    const gl = map as unknown as { loaded(): boolean; once(type: 'idle', fn: () => void): unknown; off(type: 'idle', fn: () => void): unknown };
    const drawn = () => setMapDrawn(true);
    if (gl.loaded()) drawn();
    else gl.once('idle', drawn);
    return () => {
      gl.off('idle', drawn);
    };
  }, [map]);

  /** Runs `action` on the WebGL map, starting it first when the preview is showing. */
  const withMap = (action: (map: MapRef) => void) => {
    if (map) return action(map);
    pendingAction.current = action;
    startLive();
  };

  // Keyboard focus on the preview moves to the WebGL canvas when it takes the preview's place.
  useEffect(() => {
    if (!map || !rootRef.current) return;
    const preview = rootRef.current.querySelector('[data-testid="map-preview"]');
    if (preview && document.activeElement === preview) map.getCanvas().focus();
  }, [map]);

  const onMoveEnd = useCallback(
    (view: MapView) => {
      setLiveView(view);
      url.setView(view);
    },
    [url.setView],
  );

  const onMarkersDrawn = useCallback((count: number) => {
    // Written straight to the DOM: it changes on every frame and nothing renders from it.
    if (rootRef.current) rootRef.current.dataset.markersDrawn = String(count);
  }, []);

  const selected = url.itemId ? (data.all?.find((i) => i.id === url.itemId) ?? data.shown.find((i) => i.id === url.itemId) ?? null) : null;
  useEffect(() => {
    onSelectItem?.(url.itemId);
  }, [url.itemId, onSelectItem]);

  const ready = !data.pending && !data.error;
  const mapReady = map !== null;

  return (
    <div
      ref={rootRef}
      className={className}
      data-testid="infrastructure-map"
      data-active-layers={activeLayers.join(',')}
      data-base={url.base}
      data-view={`${liveView.latitude},${liveView.longitude},${liveView.zoom}`}
      data-marker-count={markers.length}
      data-map-ready={mapReady}
      data-data-state={data.pending ? 'loading' : data.error ? 'error' : 'ready'}
      data-map-live={live}
      style={{ position: 'relative', flex: 1, width: '100%', height: '100%', minHeight: 360, overflow: 'hidden', background: '#dde3e6' }}
      onPointerEnter={startLive}
      onPointerDown={startLive}
      onTouchStart={startLive}
      onWheel={startLive}
      onFocus={startLive}
    >
      <VisuallyHidden component="h2">{t('title')}</VisuallyHidden>
      {!mapDrawn && (
        <MapPreview
          view={previewView}
          fitBounds={live || data.pending ? null : fitTargetBounds}
          onFit={onPreviewFit}
          base={url.base}
          tiles={resolvedTiles}
          markers={markers}
          onSelect={url.openItem}
          label={t('canvasLabel')}
          covering={mapReady}
        />
      )}
      {live && (
        <ErrorBoundary
          resetKeys={[canvasAttempt]}
          fallbackRender={({ error }) => <CanvasError error={error} onRetry={() => setCanvasAttempt((n) => n + 1)} />}
        >
          <Suspense fallback={null}>
            <MapCanvas
              initialView={previewView ?? initialView}
              initialBounds={fittedOnLoad.current || data.pending ? null : fitTargetBounds}
              base={url.base}
              tiles={resolvedTiles}
              markers={markers}
              onReady={setMap}
              onMoveEnd={onMoveEnd}
              onSelect={url.openItem}
              onMarkersDrawn={onMarkersDrawn}
              label={t('canvasLabel')}
            />
          </Suspense>
        </ErrorBoundary>
      )}

      <div style={{ position: 'absolute', zIndex: 2, top: 8, left: 8, bottom: 110, maxWidth: 'calc(100% - 196px)', pointerEvents: 'none', display: 'flex', flexDirection: 'column' }}>
        <ItemList items={data.shown} onOpen={url.openItem} ready={ready} />
      </div>

      <div style={{ position: 'absolute', zIndex: 2, top: 8, right: 8 }}>
        <MapControls
          base={url.base}
          onBaseChange={url.setBase}
          onZoomIn={() => withMap((m) => m.zoomIn({ duration: 250 }))}
          onZoomOut={() => withMap((m) => m.zoomOut({ duration: 250 }))}
          onFit={() => withMap((m) => fit(m, true))}
          canFit={fitTargets.length > 0}
        />
      </div>

      <StatusMessage data={data} searchText={searchText} />

      <div style={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: 0, pointerEvents: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}>
        <Stack gap={4} align="flex-start" px={8}>
          <Legend />
          <CoordinateReadout map={map} initial={previewView ?? initialView} />
        </Stack>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Attribution sources={attributionsFor(url.base, resolvedTiles)} />
        </div>
      </div>

      <ItemDetailDialog item={selected} onClose={url.closeItem} />
    </div>
  );
}

function StatusMessage({ data, searchText }: { data: ReturnType<typeof useInfrastructureItems>; searchText: string }) {
  const { t } = useTranslation(NAMESPACE);
  let content: React.ReactNode = null;
  if (data.pending) {
    content = (
      <Stack align="center" gap={6}>
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('state.loading')}</Text>
      </Stack>
    );
  } else if (data.error) {
    content = (
      <Stack align="center" gap={6}>
        <Text size="sm" fw={600}>
          {t('state.error')}
        </Text>
        <Text size="xs">{apiErrorDetail(data.error.message)}</Text>
        <Button size="compact-sm" onClick={data.retry}>
          {t('state.retry')}
        </Button>
      </Stack>
    );
  } else if (data.empty) {
    content = <Text size="sm">{data.empty === 'noMatch' ? t('state.noMatch', { text: searchText.trim() }) : t(`state.${data.empty}`)}</Text>;
  }
  return (
    <div role="status" aria-live="polite" style={{ position: 'absolute', zIndex: 3, top: '45%', left: '50%', transform: 'translate(-50%, -50%)', pointerEvents: 'none', maxWidth: '80%' }}>
      {content && (
        <Paper shadow="md" p="md" radius="md" style={{ pointerEvents: 'auto', textAlign: 'center' }} data-testid="map-status">
          {content}
        </Paper>
      )}
    </div>
  );
}

/** The canvas's code did not arrive (network, server) as opposed to a browser that cannot draw it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(error.message));
}

function CanvasError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper p="md" withBorder style={{ position: 'absolute', zIndex: 3, top: '30%', left: 16, right: 16, marginInline: 'auto', maxWidth: 420 }} role="alert">
      <Stack align="center" gap={6}>
        <Text size="sm">{t(isChunkLoadError(error) ? 'state.canvasLoadError' : 'state.canvasError')}</Text>
        <Button size="compact-sm" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
