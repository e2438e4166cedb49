// The map's view: where it starts (a view given at mount wins over the fit on load), the fit to
// the items once they are known (by the preview, or by the WebGL map when it starts first), a view
// the host passes later (Back to an entry with another view) and the visitor's moves, which are
// reported. The rounded echo of the map's own report does not move it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { InfrastructureItem } from 'api-mock/contract';
import type { MapView } from '@forest-city/contracts';
import { FIT_MAX_ZOOM, FIT_PADDING } from './projection';
import { INITIAL_VIEW, boundsOf } from './view';

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
}

export function useMapView({ view, setView, map, fitTargets, itemsKnown }: MapViewOptions) {
  // A view given at mount wins over the initial view and the fit on load.
  const viewAtMount = useRef(view);
  const initialView = viewAtMount.current ?? INITIAL_VIEW;
  const [liveView, setLiveView] = useState<MapView>(initialView);
  const shownView = useRef(initialView);
  const fittedOnLoad = useRef(viewAtMount.current !== null);
  // The preview's view: the given one, or the items' fit once the preview knows its size.
  const [previewView, setPreviewView] = useState<MapView | null>(viewAtMount.current);

  const fitTargetBounds = useMemo(() => boundsOf(fitTargets), [fitTargets]);
  const fit = useCallback(
    (target: MapRef, animate: boolean) => {
      if (!fitTargetBounds) return;
      target.fitBounds(fitTargetBounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: animate ? 400 : 0 });
    },
    [fitTargetBounds],
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
    shownView.current = fitted;
    setPreviewView(fitted);
    setLiveView(fitted);
  }, []);

  // A view the host passes later moves the map there.
  useEffect(() => {
    if (!view || !differs(view, shownView.current)) return;
    fittedOnLoad.current = true;
    shownView.current = view;
    setLiveView(view);
    if (map) map.jumpTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
    else setPreviewView(view);
  }, [view, map]);

  const onMoveEnd = useCallback(
    (moved: MapView) => {
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
    onPreviewFit,
    onMoveEnd,
  };
}
