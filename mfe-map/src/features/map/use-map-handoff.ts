// The preview-to-WebGL hand-off: the static preview shows first; the WebGL map starts when the
// visitor reaches for the map (and stays started), or earlier, ahead of the visitor (`startEarly`:
// a wide screen on a fast connection, once the page is idle), when a failure leaves the preview as
// it was, without an error, until the visitor reaches for the map; once it is ready, zoom or fit
// pressed on the preview runs on it; once it has drawn its first frame with tiles the preview
// goes. A canvas whose code failed to load is retried with a fresh lazy component per attempt. The
// preview pans and zooms itself meanwhile: a map that is ready while the visitor's move on the
// preview is under way waits for its end, then opens on the preview's view (no jump, no view
// yanked mid-drag).
//   preview --start/defer--> started --ready(map)--> ready --(move ended) hand-over--> --drawn(map)--> drawn
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';

type MapAction = (map: MapRef) => void;

export interface HandoffState {
  /** The WebGL map has been started (it stays started). */
  live: boolean;
  /** Started ahead of the visitor, who has not reached for the map yet: a failure is not shown. */
  early: boolean;
  /** The WebGL map, once ready (maplibre's map itself, typed as react-map-gl's ref); the hook hands it out once no move holds it back. */
  map: MapRef | null;
  /** The WebGL map has drawn a frame with its tiles: the preview is gone. */
  drawn: boolean;
  /** Canvas attempts after a failure: a fresh lazy component (and error boundary) per attempt. */
  attempt: number;
  /** An action pressed before the WebGL map was ready (the last one wins), run when it is. */
  pending: MapAction | null;
}

export type HandoffEvent =
  | { type: 'start'; early?: boolean }
  | { type: 'defer'; action: MapAction }
  | { type: 'ready'; map: MapRef }
  | { type: 'ran'; action: MapAction }
  | { type: 'drawn'; map: MapRef }
  | { type: 'retry' }
  | { type: 'failed' };

export const INITIAL_HANDOFF: HandoffState = { live: false, early: false, map: null, drawn: false, attempt: 0, pending: null };

export function handoffReducer(state: HandoffState, event: HandoffEvent): HandoffState {
  switch (event.type) {
    case 'start': {
      const early = Boolean(event.early);
      // The visitor reaching for a map started early makes it theirs (a failure is then shown).
      if (state.live) return state.early && !early ? { ...state, early: false } : state;
      return { ...state, live: true, early };
    }
    case 'defer':
      return { ...state, live: true, early: false, pending: event.action };
    case 'ready':
      return state.map === event.map ? state : { ...state, live: true, map: event.map };
    case 'ran':
      return state.pending === event.action ? { ...state, pending: null } : state;
    case 'drawn':
      // Only the map that is current can take the preview away.
      return state.map === event.map && !state.drawn ? { ...state, drawn: true } : state;
    case 'retry':
      return { ...state, attempt: state.attempt + 1 };
    case 'failed':
      // An early start that failed is forgotten: the preview stays, and the visitor's start tries again.
      return state.early ? { ...INITIAL_HANDOFF, attempt: state.attempt + 1 } : state;
  }
}

/** What the hand-off needs of maplibre's map. */
interface Drawable {
  loaded(): boolean;
  once(type: 'idle', fn: () => void): unknown;
  on(type: 'render', fn: () => void): unknown;
  off(type: 'idle' | 'render', fn: () => void): unknown;
  getSource(id: string): unknown;
  isSourceLoaded(id: string): boolean;
}

export interface HandoffOptions {
  /** The visitor is moving the preview: the ready map waits for the move's end. */
  holding?: boolean;
  /**
   * Called once the map is handed over, before anything runs on it: moves it to the preview's
   * current view and says whether it moved (it then has new tiles to draw before it shows).
   */
  handOver?: (map: MapRef) => boolean;
  /**
   * The map's sources the preview drew: the map takes the preview's place once it has drawn a frame
   * with these loaded, not waiting for the rest (a phone's preview draws the basemap alone, and the
   * imagery arrives on the live map). Undefined: every source (maplibre's 'idle').
   */
  sources?: readonly string[];
}

export function useMapHandoff({ holding = false, handOver, sources }: HandoffOptions = {}) {
  const [state, dispatch] = useReducer(handoffReducer, INITIAL_HANDOFF);
  const map = holding ? null : state.map;
  const latest = useRef(map);
  latest.current = map;

  const start = useCallback(() => dispatch({ type: 'start' }), []);
  const startEarly = useCallback(() => dispatch({ type: 'start', early: true }), []);
  /** The canvas failed (its error boundary caught it): forgotten when it was started early. */
  const failed = useCallback(() => dispatch({ type: 'failed' }), []);
  const onReady = useCallback((map: MapRef) => dispatch({ type: 'ready', map }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  /** Runs `action` on the WebGL map, starting it first when the preview is showing. */
  const withMap = useCallback((action: MapAction) => {
    const map = latest.current;
    if (map) action(map);
    else dispatch({ type: 'defer', action });
  }, []);

  const { pending } = state;
  const handOverRef = useRef(handOver);
  handOverRef.current = handOver;
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;

  // First (before a pending action runs on it): the map moves to where the preview is now.
  useEffect(() => {
    if (!map) return;
    const moved = handOverRef.current?.(map) ?? false;
    const gl = map as unknown as Drawable;
    const drawn = () => dispatch({ type: 'drawn', map });
    const wanted = sourcesRef.current;
    if (wanted) {
      // The first frame drawn with the preview's sources loaded.
      const onRender = () => {
        if (wanted.every((id) => gl.getSource(id) !== undefined && gl.isSourceLoaded(id))) drawn();
      };
      gl.on('render', onRender);
      return () => {
        gl.off('render', onRender);
      };
    }
    // The preview covers the map until its first frame with tiles ('idle': nothing left to load or draw).
    if (!moved && gl.loaded()) drawn();
    else gl.once('idle', drawn);
    return () => {
      gl.off('idle', drawn);
    };
  }, [map]);

  // Each pending action runs once, even when an effect runs twice (React's StrictMode).
  const ran = useRef<MapAction | null>(null);
  useEffect(() => {
    if (!map || !pending || ran.current === pending) return;
    ran.current = pending;
    dispatch({ type: 'ran', action: pending });
    pending(map);
  }, [map, pending]);

  return { live: state.live, early: state.early, map, drawn: state.drawn, attempt: state.attempt, start, startEarly, failed, onReady, withMap, retry };
}
