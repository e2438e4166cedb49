// A first visit's requests that began before the service worker took over but finished after it
// bypassed the worker: the page sends each to the worker when it finishes, so it is stored too.
import { sendLateArrivals } from '../service-worker';

type Entry = { name: string; startTime: number };

function fakeWindow(now: number) {
  let callback: ((list: { getEntries: () => Entry[] }) => void) | undefined;
  let disconnected = false;
  class FakeObserver {
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const timers: (() => void)[] = [];
  const win = {
    PerformanceObserver: FakeObserver,
    performance: { now: () => now },
    setTimeout: (fn: () => void) => timers.push(fn),
  } as unknown as Window;
  return { win, finish: (entries: Entry[]) => callback?.({ getEntries: () => entries }), expire: () => timers.forEach((fn) => fn()), disconnected: () => disconnected };
}

test('requests begun before the worker took over are sent when they finish; later ones went through it', () => {
  const posted: unknown[] = [];
  const controller = { postMessage: (m: unknown) => posted.push(m) } as unknown as ServiceWorker;
  const page = fakeWindow(1000);
  sendLateArrivals(controller, page.win);
  page.finish([
    { name: 'https://tiles.test/14/1/2.png', startTime: 900 },
    { name: 'http://localhost:3003/chunk.js', startTime: 950 },
    { name: 'https://tiles.test/14/1/3.png', startTime: 1200 },
    { name: 'data:image/png;base64,AAAA', startTime: 100 },
  ]);
  page.finish([{ name: 'https://tiles.test/14/9/9.png', startTime: 1500 }]);
  expect(posted).toEqual([{ type: 'fc-cache-urls', urls: ['https://tiles.test/14/1/2.png', 'http://localhost:3003/chunk.js'] }]);
  page.expire();
  expect(page.disconnected()).toBe(true);
});
