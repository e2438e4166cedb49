// A prerendered page carries only its own rules inline (shell/server/critical-styles.mjs); the shell
// links the whole sheets right after them before the app renders (app/full-stylesheets.ts).
import { FULL_STYLESHEET_TIMEOUT_MS, linkFullStylesheets } from '../full-stylesheets';

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

beforeEach(() => {
  document.head.innerHTML = '<style data-fc-sheet="/vendors.css">.m_1{}</style><style data-fc-sheet="/app.css">.a{}</style><link rel="preload" href="/b.js" as="script">';
});
afterEach(() => jest.useRealTimers());

test('links each whole sheet right after its inlined rules, and settles once all have loaded or failed', async () => {
  const styles = linkFullStylesheets();
  const order = [...document.head.children].map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('href') ?? e.getAttribute('data-fc-sheet')}`);
  expect(order).toEqual(['style /vendors.css', 'link /vendors.css', 'style /app.css', 'link /app.css', 'link /b.js']);
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  expect(await settled(styles)).toBe(false);
  links[0]!.dispatchEvent(new Event('load'));
  expect(await settled(styles)).toBe(false);
  links[1]!.dispatchEvent(new Event('error'));
  expect(await settled(styles)).toBe(true);
});

test("still settles when the bundler's runtime clears the links' onload and onerror", async () => {
  const styles = linkFullStylesheets();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  // What the runtime does to a stylesheet link it finds for a chunk.
  for (const link of links) link.onload = link.onerror = null;
  for (const link of links) link.dispatchEvent(new Event('load'));
  expect(await settled(styles)).toBe(true);
});

test('a sheet that never answers holds the app back no longer than the limit', async () => {
  jest.useFakeTimers();
  const styles = linkFullStylesheets();
  expect(await settled(styles)).toBe(false);
  jest.advanceTimersByTime(FULL_STYLESHEET_TIMEOUT_MS);
  expect(await settled(styles)).toBe(true);
});

test('a page that links its sheets itself (the bare page) has nothing to wait for', async () => {
  document.head.innerHTML = '<link rel="stylesheet" href="/vendors.css">';
  expect(await settled(linkFullStylesheets())).toBe(true);
  expect(document.head.querySelectorAll('link')).toHaveLength(1);
});
