// The map as a visitor gets it: base layer with markers, controls, legend, coordinate readout,
// attribution, the keyboard item list, the item dialog, and the loading/empty/error states.
// It opens as a static preview (MapPreview: tiles and markers on a 2D canvas, markers clickable);
// the WebGL map (maplibre + deck.gl, loaded lazily) starts when the visitor reaches for the map:
// the pointer over it, a touch, a wheel, or keyboard focus inside it. Everything else renders
// (and is usable) before it arrives.
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Stack, VisuallyHidden } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { ItemType } from 'api-mock/contract';
import { DEFAULT_BASE_LAYER, toLang, type BaseLayer, type MapView } from '@forest-city/contracts';
import { NAMESPACE, type InfrastructureMapProps } from '../../contract';
import { ItemDetailDialog, ItemErrorBoundary } from '../item-dialog';
import { ItemList, useInfrastructureItems } from '../items';
import { ITEM_TYPES, toMarkerData } from '../markers';
import { Attribution } from './Attribution';
import { CanvasError } from './CanvasError';
import { CoordinateReadout } from './CoordinateReadout';
import { resolveTiles } from './default-tiles';
import { Legend } from './Legend';
import { LazyMapCanvas, createLazyMapCanvas } from './lazy-map-canvas';
import { MapPreview } from './MapPreview';
import './map-focus.css';
import { MapControls } from './MapControls';
import { attributionsFor } from './map-style';
import { StatusMessage } from './StatusMessage';
import { useMapHandoff } from './use-map-handoff';
import { useMapView } from './use-map-view';

const ALL_LAYERS: ItemType[] = [...ITEM_TYPES];

export function MapScreen({
  activeLayers = ALL_LAYERS,
  searchText = '',
  apiBase = '/api',
  tiles,
  view: viewProp,
  onViewChange,
  base: baseProp,
  onBaseChange,
  selectedItemId,
  onSelectItem,
  className,
}: InfrastructureMapProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  // Each value is the host's when it passes one (controlled), else the map's own (in memory).
  const [view, setView] = useUncontrolled<MapView | null>({ value: viewProp, finalValue: null, onChange: (next) => next && onViewChange?.(next) });
  const [base, setBase] = useUncontrolled<BaseLayer>({ value: baseProp, finalValue: DEFAULT_BASE_LAYER, onChange: onBaseChange });
  const [itemId, setItemId] = useUncontrolled<string | null>({ value: selectedItemId, finalValue: null, onChange: onSelectItem });
  const resolvedTiles = useMemo(() => resolveTiles(tiles), [tiles]);
  const data = useInfrastructureItems({ apiBase, lang, activeLayers, searchText });
  const markers = useMemo(() => toMarkerData(data.shown), [data.shown]);

  const handoff = useMapHandoff();
  const { map, live, start: startLive } = handoff;
  const rootRef = useRef<HTMLDivElement>(null);
  const MapCanvas = useMemo(() => (handoff.attempt === 0 ? LazyMapCanvas : createLazyMapCanvas()), [handoff.attempt]);

  const fitTargets = useMemo(() => (data.shown.length > 0 ? data.shown : (data.all ?? [])), [data.shown, data.all]);
  const { startView, previewView, liveView, fitTargetBounds, fitted, fit, onPreviewFit, onMoveEnd } = useMapView({
    view,
    setView,
    map,
    fitTargets,
    itemsKnown: !data.pending && Boolean(data.all),
  });

  // Keyboard focus on the preview moves to the WebGL canvas when it takes the preview's place.
  useEffect(() => {
    if (!map || !rootRef.current) return;
    const preview = rootRef.current.querySelector('[data-testid="map-preview"]');
    if (preview && document.activeElement === preview) map.getCanvas().focus();
  }, [map]);

  const openItem = useCallback(
    (id: string) => {
      if (id !== itemId) setItemId(id);
    },
    [itemId, setItemId],
  );
  const closeItem = useCallback(() => {
    if (itemId !== null) setItemId(null);
  }, [itemId, setItemId]);

  const onMarkersDrawn = useCallback((count: number) => {
    // Written straight to the DOM: it changes on every frame and nothing renders from it.
    if (rootRef.current) rootRef.current.dataset.markersDrawn = String(count);
  }, []);

  const selected = itemId ? (data.all?.find((i) => i.id === itemId) ?? data.shown.find((i) => i.id === itemId) ?? null) : null;

  const ready = !data.pending && !data.error;
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
      {!handoff.drawn && (
        <MapPreview
          view={previewView}
          fitBounds={live || data.pending ? null : fitTargetBounds}
          onFit={onPreviewFit}
          base={base}
          tiles={resolvedTiles}
          markers={markers}
          onSelect={openItem}
          label={t('canvasLabel')}
          covering={mapReady}
        />
      )}
      {live && (
        <ErrorBoundary resetKeys={[handoff.attempt]} fallbackRender={({ error }) => <CanvasError error={error} onRetry={handoff.retry} />}>
          <Suspense fallback={null}>
            <MapCanvas
              initialView={startView}
              initialBounds={fitted() || data.pending ? null : fitTargetBounds}
              base={base}
              tiles={resolvedTiles}
              markers={markers}
              onReady={handoff.onReady}
              onMoveEnd={onMoveEnd}
              onSelect={openItem}
              onMarkersDrawn={onMarkersDrawn}
              label={t('canvasLabel')}
            />
          </Suspense>
        </ErrorBoundary>
      )}

      <div
        style={{ position: 'absolute', zIndex: 2, top: 8, left: 8, bottom: 110, maxWidth: 'calc(100% - 196px)', pointerEvents: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <ItemList items={data.shown} onOpen={openItem} ready={ready} />
      </div>

      <div style={{ position: 'absolute', zIndex: 2, top: 8, right: 8 }}>
        <MapControls
          base={base}
          onBaseChange={setBase}
          onZoomIn={() => handoff.withMap((m) => m.zoomIn({ duration: 250 }))}
          onZoomOut={() => handoff.withMap((m) => m.zoomOut({ duration: 250 }))}
          onFit={() => handoff.withMap((m) => fit(m, true))}
          canFit={fitTargets.length > 0}
        />
      </div>

      <StatusMessage data={data} searchText={searchText} />

      <div style={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: 0, pointerEvents: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}>
        <Stack gap={4} align="flex-start" px={8}>
          <Legend />
          <CoordinateReadout map={map} initial={startView} />
        </Stack>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Attribution sources={attributionsFor(base, resolvedTiles)} />
        </div>
      </div>

      <ItemErrorBoundary itemId={itemId} onClose={closeItem}>
        <ItemDetailDialog item={selected} onClose={closeItem} />
      </ItemErrorBoundary>
    </div>
  );
}
