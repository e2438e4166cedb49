// Component-test helper: a ResizeObserver that reports the width a test gives it, as a browser
// would for the observed element (jsdom lays nothing out). For charts drawn at their real width.
import { act } from '@testing-library/react';

export function observeWidth() {
  const callbacks: ResizeObserverCallback[] = [];
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return {
    /** Reports `width` to every observer, then waits for the frame in which Mantine's useElementSize reads it. */
    resize: (width: number) =>
      act(async () => {
        for (const cb of callbacks)
          cb([{ borderBoxSize: [{ inlineSize: width, blockSize: 100 }], contentRect: { width } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      }),
    restore: () => {
      globalThis.ResizeObserver = original;
    },
  };
}
