// jsdom gaps that React Router 7 and Mantine need. (A server test may opt into the node
// environment with a docblock; the DOM stubs are skipped there.)
// First: react-dom reads the devtools hook once, when it loads.
import './tools/unit/react-commits';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder, __webpack_public_path__: '/' });

// findBy*/waitFor wait up to 10 s instead of 1 s: CI runs these beside the browser tests on two
// CPUs, where rendering a dialog's deferred charts in jsdom took longer than a second. A limit on
// waiting, never a timing assertion (a passing test returns as soon as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// A browser's ResizeObserver reports each element it starts observing once, in the next frame
// after layout (components measure there rather than forcing a layout at mount); jsdom has no
// layout nor frames, so this stand-in reports at once, with no entries (they read the element).
class ResizeObserverStub {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has no 2D canvas and logs "Not implemented" for getContext: the map's preview draws
// nothing there (a test that checks drawing installs its own context).
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
