// The map's view: where it starts (a view given at mount wins over the fit on load), the fit to
// the items once they are known (by the preview, or by the WebGL map when it starts first), a view
// the host passes later (Back to an entry with another view) and the visitor's moves, which are
// reported. The rounded echo of the map's own report does not move it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { InfrastructureItem } from '@forest-city/api-contract';
import type { MapView } from '@forest-city/contracts';
import { FIT_MAX_ZOOM, MAP_MIN_ZOOM } from './projection';
import { INITIAL_VIEW, boundsOf, type LngLat } from '../../lib/view';
import { fitView } from './preview-view';
import type { Padding } from './fit-padding';

/** Zoom a "show this item" move goes to at least (a street's scale; the item's neighbours stay in view). */
export const SHOW_ITEM_ZOOM = 15;

/** Whether two views differ by more than the URL keeps (5 decimals of a degree, 2 of zoom). */
export function differs(a: MapView, b: MapView): boolean {
  return Math.abs(a.latitude - b.latitude) > 1e-5 || Math.abs(a.longitude - b.longitude) > 1e-5 || Math.abs(a.zoom - b.zoom) > 0.01;
}

interface MapViewOptions {
  /** The view to show (the host's or the map's own); null until one is known. */
  view: MapView | null;
  /** Reports a move of the visitor's. */
  setView: (view: MapView) => void;
  /** The WebGL map once it is ready. */
  map: MapRef | null;
  /** The items a fit takes in: the shown ones, else all. */
  fitTargets: readonly InfrastructureItem[];
  /** Whether the items are known (the fit on load waits for them). */
  itemsKnown: boolean;
  /** The fit's padding now (the overlays as drawn: fit-padding.ts). */
  fitPadding: () => Padding;
  /** The map's size now, in CSS pixels (the preview's fit needs it). */
  size: () => { width: number; height: number } | null;
}

export function useMapView({ view, setView, map, fitTargets, itemsKnown, fitPadding, size }: MapViewOptions) {
  // A view given at mount wins over the initial view and the fit on load.
  const viewAtMount = useRef(view);
  const initialView = viewAtMount.current ?? INITIAL_VIEW;
  const [liveView, setLiveView] = useState<MapView>(initialView);
  const shownView = useRef(initialView);
  const fittedOnLoad = useRef(viewAtMount.current !== null);
  // The preview's view: the given one, or the items' fit once the preview knows its size.
  const [previewView, setPreviewView] = useState<MapView | null>(viewAtMount.current);

  // Whether the view is the map's own choice (the fit on load, the fit button, a fit after a layer
  // was switched on) rather than the visitor's (a view given by the host, a drag, a zoom): the map
  // re-fits an automatic view when its size changes or a layer adds items, and leaves a chosen one.
  const automatic = useRef(viewAtMount.current === null);

  const fitTargetBounds = useMemo(() => boundsOf(fitTargets), [fitTargets]);
  const fit = useCallback(
    (target: MapRef, animate: boolean) => {
      if (!fitTargetBounds) return;
      automatic.current = true;
      target.fitBounds(fitTargetBounds, { padding: fitPadding(), maxZoom: FIT_MAX_ZOOM, duration: animate ? 400 : 0 });
    },
    [fitTargetBounds, fitPadding],
  );

  // The WebGL map started before the preview could fit: it fits once the items are known.
  useEffect(() => {
    if (fittedOnLoad.current || !map || !itemsKnown) return;
    fittedOnLoad.current = true;
    fit(map, false);
  }, [map, itemsKnown, fit]);

  const onPreviewFit = useCallback((fitted: MapView) => {
    if (fittedOnLoad.current) return;
    fittedOnLoad.current = true;
    automatic.current = true;
    shownView.current = fitted;
    setPreviewView(fitted);
    setLiveView(fitted);
  }, []);

  /** Moves the preview (the WebGL map not started) to `next`, as a visitor's move would be reported. */
  const movePreview = useCallback(
    (next: MapView) => {
      fittedOnLoad.current = true;
      shownView.current = next;
      setPreviewView(next);
      setLiveView(next);
      setView(next);
    },
    [setView],
  );

  /** Fits the items the map shows, on the WebGL map or on the preview; the view stays automatic. */
  const fitShown = useCallback(
    (animate: boolean) => {
      if (map) return fit(map, animate);
      const box = size();
      if (!fitTargetBounds || !box || box.width === 0 || box.height === 0) return;
      automatic.current = true;
      movePreview(fitView(fitTargetBounds, box.width, box.height, { padding: fitPadding(), maxZoom: FIT_MAX_ZOOM, minZoom: MAP_MIN_ZOOM }));
    },
    [map, fit, size, fitTargetBounds, fitPadding, movePreview],
  );

  /** Flies to one position (a search result shown from a switched-off layer): the visitor's choice. */
  const flyTo = useCallback(
    ([longitude, latitude]: LngLat) => {
      const zoom = Math.max(shownView.current.zoom, SHOW_ITEM_ZOOM);
      automatic.current = false;
      if (map) map.flyTo({ center: [longitude, latitude], zoom, duration: 800 });
      else movePreview({ latitude, longitude, zoom });
    },
    [map, movePreview],
  );

  // A view the host passes later moves the map there.
  useEffect(() => {
    if (!view || !differs(view, shownView.current)) return;
    fittedOnLoad.current = true;
    automatic.current = false;
    shownView.current = view;
    setLiveView(view);
    if (map) map.jumpTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
    else setPreviewView(view);
  }, [view, map]);

  /** The visitor moved the preview (a drag, pinch, wheel or key): a chosen view, reported as a move of the WebGL map's would be. */
  const onPreviewMoveEnd = useCallback(
    (moved: MapView) => {
      automatic.current = false;
      movePreview(moved);
    },
    [movePreview],
  );

  const onMoveEnd = useCallback(
    (moved: MapView, byVisitor = false) => {
      if (byVisitor) automatic.current = false;
      shownView.current = moved;
      setLiveView(moved);
      setView(moved);
    },
    [setView],
  );

  return {
    /** Where the WebGL map opens: the preview's view, else the initial one. */
    startView: previewView ?? initialView,
    previewView,
    liveView,
    fitTargetBounds,
    /** True once the map has a view of its own (given, fitted or moved): no fit on load is due. */
    fitted: () => fittedOnLoad.current,
    fit,
    fitShown,
    flyTo,
    /** True while the view is the map's own fit, not one the visitor chose. */
    isAutomatic: () => automatic.current,
    /** The visitor chose the view with a control (zoom buttons): no automatic fit takes it away. */
    choose: () => {
      automatic.current = false;
    },
    onPreviewFit,
    onPreviewMoveEnd,
    onMoveEnd,
    /** The view the preview shows now (null before it has one: the WebGL map then keeps its own fit). */
    previewNow: () => (fittedOnLoad.current ? shownView.current : null),
  };
}
