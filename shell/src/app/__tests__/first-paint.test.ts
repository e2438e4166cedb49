// afterFirstPaint (first-paint.ts): the app starts after the prerendered page's first frame; a page
// with nothing prerendered, or in a background tab, starts at once.
import { PAINT_REPORT_WAIT_MS, afterFirstPaint } from '../first-paint';

function rootWith(lang?: string): HTMLElement {
  const root = document.createElement('div');
  if (lang) root.dataset.prerenderedLang = lang;
  return root;
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const settledYet = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

test('a prerendered page starts in the task after its first frame, not before', async () => {
  const started = afterFirstPaint(rootWith('zh'));
  expect(await settledYet(started)).toBe(false);
  jest.runOnlyPendingTimers();
  expect(await settledYet(started)).toBe(false);
  frames.shift()!(0);
  expect(await settledYet(started)).toBe(false);
  jest.runOnlyPendingTimers();
  expect(await settledYet(started)).toBe(true);
});

test('a page with nothing prerendered starts at once', async () => {
  expect(await settledYet(afterFirstPaint(rootWith()))).toBe(true);
  expect(await settledYet(afterFirstPaint(null))).toBe(true);
  expect(frames).toHaveLength(0);
});

test('a prerendered page in a background tab (no frames) starts at once', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  expect(await settledYet(afterFirstPaint(rootWith('en')))).toBe(true);
});

describe("where the browser reports its paints, the start also waits for the first paint's report", () => {
  let report: ((names: string[]) => void) | null;
  let fcpSoFar: boolean;
  beforeEach(() => {
    report = null;
    fcpSoFar = false;
    class StubObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        report = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      disconnect() {
        report = null;
      }
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: StubObserver, configurable: true, writable: true });
    Object.defineProperty(performance, 'getEntriesByName', {
      value: (name: string) => (fcpSoFar && name === 'first-contentful-paint' ? [{}] : []),
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });
  const afterFrame = () => {
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
  };

  test('after its frame it waits for the first contentful paint, not for a first paint without content', async () => {
    const started = afterFirstPaint(rootWith('en'));
    afterFrame();
    expect(await settledYet(started)).toBe(false);
    report!(['first-paint']);
    expect(await settledYet(started)).toBe(false);
    report!(['first-contentful-paint']);
    expect(await settledYet(started)).toBe(true);
  });

  test('a paint reported already: no wait', async () => {
    fcpSoFar = true;
    const started = afterFirstPaint(rootWith('en'));
    afterFrame();
    expect(await settledYet(started)).toBe(true);
  });

  test('a report that never comes holds the start at most PAINT_REPORT_WAIT_MS', async () => {
    const started = afterFirstPaint(rootWith('en'));
    afterFrame();
    expect(await settledYet(started)).toBe(false);
    jest.advanceTimersByTime(PAINT_REPORT_WAIT_MS - 1);
    expect(await settledYet(started)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledYet(started)).toBe(true);
    expect(report).toBeNull();
  });
});
