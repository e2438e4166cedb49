// afterFirstPaint (first-paint.ts): the app starts after the prerendered page's first frame; a page
// with nothing prerendered, or in a background tab, starts at once.
import { afterFirstPaint } from '../first-paint';

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
  await Promise.resolve();
  await Promise.resolve();
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
