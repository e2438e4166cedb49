// The preview-to-WebGL hand-off: the static preview shows first; the WebGL map starts when the
// visitor reaches for the map (and stays started); once it is ready, zoom or fit pressed on the
// preview runs on it; once it has drawn its first frame with tiles the preview goes. A canvas whose
// code failed to load is retried with a fresh lazy component per attempt.
//   preview --start/defer--> started --ready(map)--> ready --drawn(map)--> drawn
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';

type MapAction = (map: MapRef) => void;

export interface HandoffState {
  /** The WebGL map has been started (it stays started). */
  live: boolean;
  /** The WebGL map, once ready (maplibre's map itself, typed as react-map-gl's ref). */
  map: MapRef | null;
  /** The WebGL map has drawn a frame with its tiles: the preview is gone. */
  drawn: boolean;
  /** Canvas attempts after a failure: a fresh lazy component (and error boundary) per attempt. */
  attempt: number;
  /** An action pressed before the WebGL map was ready (the last one wins), run when it is. */
  pending: MapAction | null;
}

export type HandoffEvent =
  | { type: 'start' }
  | { type: 'defer'; action: MapAction }
  | { type: 'ready'; map: MapRef }
  | { type: 'ran'; action: MapAction }
  | { type: 'drawn'; map: MapRef }
  | { type: 'retry' };

export const INITIAL_HANDOFF: HandoffState = { live: false, map: null, drawn: false, attempt: 0, pending: null };

export function handoffReducer(state: HandoffState, event: HandoffEvent): HandoffState {
  switch (event.type) {
    case 'start':
      return state.live ? state : { ...state, live: true };
    case 'defer':
      return { ...state, live: true, pending: event.action };
    case 'ready':
      return state.map === event.map ? state : { ...state, live: true, map: event.map };
    case 'ran':
      return state.pending === event.action ? { ...state, pending: null } : state;
    case 'drawn':
      // Only the map that is current can take the preview away.
      return state.map === event.map && !state.drawn ? { ...state, drawn: true } : state;
    case 'retry':
      return { ...state, attempt: state.attempt + 1 };
  }
}

/** What the hand-off needs of maplibre's map. */
interface Drawable {
  loaded(): boolean;
  once(type: 'idle', fn: () => void): unknown;
  off(type: 'idle', fn: () => void): unknown;
}

export function useMapHandoff() {
  const [state, dispatch] = useReducer(handoffReducer, INITIAL_HANDOFF);
  const latest = useRef(state);
  latest.current = state;

  const start = useCallback(() => dispatch({ type: 'start' }), []);
  const onReady = useCallback((map: MapRef) => dispatch({ type: 'ready', map }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  /** Runs `action` on the WebGL map, starting it first when the preview is showing. */
  const withMap = useCallback((action: MapAction) => {
    const { map } = latest.current;
    if (map) action(map);
    else dispatch({ type: 'defer', action });
  }, []);

  const { map, pending } = state;
  // Each pending action runs once, even when an effect runs twice (React's StrictMode).
  const ran = useRef<MapAction | null>(null);
  useEffect(() => {
    if (!map || !pending || ran.current === pending) return;
    ran.current = pending;
    dispatch({ type: 'ran', action: pending });
    pending(map);
  }, [map, pending]);

  useEffect(() => {
    if (!map) return;
    // The preview covers the map until its first frame with tiles ('idle': nothing left to load or draw).
    const gl = map as unknown as Drawable;
    const drawn = () => dispatch({ type: 'drawn', map });
    if (gl.loaded()) drawn();
    else gl.once('idle', drawn);
    return () => {
      gl.off('idle', drawn);
    };
  }, [map]);

  return { live: state.live, map, drawn: state.drawn, attempt: state.attempt, start, onReady, withMap, retry };
}
