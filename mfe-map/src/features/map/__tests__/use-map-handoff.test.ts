// The preview-to-WebGL hand-off as a state machine: preview -> started -> ready -> drawn, with
// zoom/fit pressed on the preview deferred until the WebGL map is ready, and canvas retries.
import { act, renderHook } from '@testing-library/react';
import type { MapRef } from 'react-map-gl/maplibre';
import { INITIAL_HANDOFF, handoffReducer, useMapHandoff } from '../use-map-handoff';

/** The part of maplibre's map the hand-off uses; `idle` and a frame (`render`) fire when the test says so. */
function fakeMap(loaded: boolean) {
  let idle: (() => void) | null = null;
  let render: (() => void) | null = null;
  const sources = new Map<string, boolean>();
  const map = {
    loaded: () => loaded,
    once: jest.fn((_: 'idle', fn: () => void) => void (idle = fn)),
    on: jest.fn((_: 'render', fn: () => void) => void (render = fn)),
    off: jest.fn((type: 'idle' | 'render') => void (type === 'idle' ? (idle = null) : (render = null))),
    getSource: (id: string) => (sources.has(id) ? {} : undefined),
    isSourceLoaded: (id: string) => sources.get(id) ?? false,
    zoomIn: jest.fn(),
  };
  return { map, ref: map as unknown as MapRef, idle: () => idle?.(), frame: () => render?.(), source: (id: string, done: boolean) => sources.set(id, done) };
}

describe('handoffReducer', () => {
  test('starts once and stays started', () => {
    const started = handoffReducer(INITIAL_HANDOFF, { type: 'start' });
    expect(started).toMatchObject({ live: true, map: null, drawn: false });
    expect(handoffReducer(started, { type: 'start' })).toBe(started);
  });

  test('an action before the map is ready starts it and waits; the last one wins; it runs once', () => {
    const first = jest.fn();
    const second = jest.fn();
    let state = handoffReducer(INITIAL_HANDOFF, { type: 'defer', action: first });
    expect(state).toMatchObject({ live: true, pending: first });
    state = handoffReducer(state, { type: 'defer', action: second });
    expect(state.pending).toBe(second);
    expect(handoffReducer(state, { type: 'ran', action: first }).pending).toBe(second);
    expect(handoffReducer(state, { type: 'ran', action: second }).pending).toBeNull();
  });

  test('only the current map can take the preview away, once', () => {
    const a = fakeMap(true).ref;
    const b = fakeMap(true).ref;
    let state = handoffReducer(INITIAL_HANDOFF, { type: 'ready', map: a });
    expect(state).toMatchObject({ live: true, map: a, drawn: false });
    expect(handoffReducer(state, { type: 'drawn', map: b }).drawn).toBe(false);
    state = handoffReducer(state, { type: 'drawn', map: a });
    expect(state.drawn).toBe(true);
    expect(handoffReducer(state, { type: 'drawn', map: a })).toBe(state);
  });

  test('a start ahead of the visitor that fails is forgotten (the preview stays, no error, the next start tries a fresh canvas); once the visitor reached for the map, a failure is theirs', () => {
    const early = handoffReducer(INITIAL_HANDOFF, { type: 'start', early: true });
    expect(early).toMatchObject({ live: true, early: true });
    expect(handoffReducer(early, { type: 'start', early: true })).toBe(early);
    const forgotten = handoffReducer(early, { type: 'failed' });
    expect(forgotten).toMatchObject({ live: false, early: false, map: null, attempt: 1 });
    // The visitor reaches for the map while it is starting early: it is theirs from then on.
    const taken = handoffReducer(early, { type: 'start' });
    expect(taken).toMatchObject({ live: true, early: false });
    expect(handoffReducer(taken, { type: 'failed' })).toBe(taken);
    expect(handoffReducer(early, { type: 'defer', action: jest.fn() }).early).toBe(false);
    // A visitor's start is never made early again.
    const started = handoffReducer(INITIAL_HANDOFF, { type: 'start' });
    expect(handoffReducer(started, { type: 'start', early: true })).toBe(started);
  });

  test('a retry counts the attempt and keeps the map started', () => {
    const state = handoffReducer(handoffReducer(INITIAL_HANDOFF, { type: 'start' }), { type: 'retry' });
    expect(state).toMatchObject({ live: true, attempt: 1 });
  });
});

describe('useMapHandoff', () => {
  test('zoom pressed on the preview starts the map and runs when it is ready; the preview goes when it has drawn', () => {
    const { result } = renderHook(() => useMapHandoff());
    expect(result.current).toMatchObject({ live: false, map: null, drawn: false, attempt: 0 });
    const zoom = jest.fn((map: MapRef) => (map as unknown as { zoomIn(): void }).zoomIn());
    act(() => result.current.withMap(zoom));
    expect(result.current.live).toBe(true);
    expect(zoom).not.toHaveBeenCalled();

    const gl = fakeMap(false);
    act(() => result.current.onReady(gl.ref));
    expect(zoom).toHaveBeenCalledTimes(1);
    expect(gl.map.zoomIn).toHaveBeenCalledTimes(1);
    expect(result.current.map).toBe(gl.ref);
    // Ready but still loading its tiles: the preview stays until the map is idle.
    expect(result.current.drawn).toBe(false);
    act(() => gl.idle());
    expect(result.current.drawn).toBe(true);

    // With the map there, an action runs at once.
    act(() => result.current.withMap(zoom));
    expect(zoom).toHaveBeenCalledTimes(2);
  });

  test('a map that has already drawn takes the preview away at once', () => {
    const { result } = renderHook(() => useMapHandoff());
    act(() => result.current.start());
    act(() => result.current.onReady(fakeMap(true).ref));
    expect(result.current.drawn).toBe(true);
  });

  test('retry counts attempts', () => {
    const { result } = renderHook(() => useMapHandoff());
    act(() => result.current.start());
    act(() => result.current.retry());
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ live: true, attempt: 2 });
  });

  test('unmounting before the first frame stops listening for it', () => {
    const { result, unmount } = renderHook(() => useMapHandoff());
    const gl = fakeMap(false);
    act(() => result.current.onReady(gl.ref));
    unmount();
    expect(gl.map.off).toHaveBeenCalledWith('idle', expect.any(Function));
  });

  test("a map ready during the visitor's move on the preview waits for its end; it then moves to the preview's view first, and shows once it has drawn there", () => {
    const order: string[] = [];
    const handOver = jest.fn(() => {
      order.push('hand over');
      return true;
    });
    const { result, rerender } = renderHook(({ holding }) => useMapHandoff({ holding, handOver }), { initialProps: { holding: true } });
    act(() => result.current.withMap(() => void order.push('zoom')));
    // Already loaded at its first view: without the move it would show at once.
    const gl = fakeMap(true);
    act(() => result.current.onReady(gl.ref));
    expect(result.current.map).toBeNull();
    expect(handOver).not.toHaveBeenCalled();
    rerender({ holding: false });
    expect(result.current.map).toBe(gl.ref);
    expect(order).toEqual(['hand over', 'zoom']);
    // It moved: the preview stays until the map is idle at the new view.
    expect(result.current.drawn).toBe(false);
    act(() => gl.idle());
    expect(result.current.drawn).toBe(true);
  });

  test("with the preview's sources named (a phone's basemap alone), the preview goes at the first frame drawn with them loaded, not when every tile is", () => {
    const { result } = renderHook(() => useMapHandoff({ sources: ['basemap'] }));
    act(() => result.current.start());
    const gl = fakeMap(false);
    act(() => result.current.onReady(gl.ref));
    // A frame before the basemap's source exists, then one with it still loading: the preview stays.
    act(() => gl.frame());
    gl.source('basemap', false);
    act(() => gl.frame());
    expect(result.current.drawn).toBe(false);
    // Drawn with the basemap loaded, the imagery still on its way (no 'idle'): the map shows.
    gl.source('basemap', true);
    act(() => gl.frame());
    expect(result.current.drawn).toBe(true);
    expect(gl.map.once).not.toHaveBeenCalled();
  });
});
