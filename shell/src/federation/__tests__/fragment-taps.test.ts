// Taps on a prerendered fragment before its module is live: which are remembered, and how the live
// module is made to do the same.
import { listenForFragmentTaps, replayTap, takeFragmentTaps, tapOf } from '../fragment-taps';

/** The report page's controls as the server's HTML has them: tabs, a segmented language choice, a toggle, a link. */
const MODULE = `
  <div role="radiogroup">
    <input type="radio" id="l-en" value="en" checked><label for="l-en">English</label>
    <input type="radio" id="l-zh" value="zh"><label for="l-zh">中文</label>
    <input type="radio" id="l-ms" value="ms"><label for="l-ms">Bahasa Melayu</label>
  </div>
  <button type="button" aria-expanded="false">Notes</button>
  <a href="/">Back to the map</a>
  <div role="tablist">
    <button role="tab" aria-selected="true"><span>Summary</span></button>
    <button role="tab" aria-selected="false"><span>Original vision</span></button>
  </div>`;

function page() {
  document.body.innerHTML = `<div id="fragment" data-prerendered="report/ReportPage">${MODULE}</div><div id="live" data-remote="report">${MODULE}</div>`;
  const fragment = document.getElementById('fragment')!;
  const live = document.getElementById('live')!;
  return { fragment, live, in: (root: Element, text: string) => [...root.querySelectorAll<HTMLElement>('label, button, a')].find((e) => e.textContent === text)! };
}

test('a tab and a language are found by kind and place; a toggle and a link are not carried out', () => {
  const p = page();
  expect(tapOf(p.fragment, p.in(p.fragment, 'Original vision').firstElementChild!)).toEqual({ kind: 'tab', index: 1 });
  expect(tapOf(p.fragment, p.in(p.fragment, '中文'))).toEqual({ kind: 'radio', index: 1 });
  expect(tapOf(p.fragment, p.in(p.fragment, 'Notes'))).toBeNull();
  expect(tapOf(p.fragment, p.in(p.fragment, 'Back to the map'))).toBeNull();
});

test("the last tap of each kind on a fragment is taken once, in order, and done on the live module's same control", () => {
  const p = page();
  listenForFragmentTaps(document);
  p.in(p.fragment, '中文').click();
  p.in(p.fragment, 'Original vision').click();
  p.in(p.fragment, 'Bahasa Melayu').click();
  p.in(p.fragment, 'Notes').click();
  // Not on the live module: only taps on a fragment are remembered.
  p.in(p.live, 'Summary').click();
  const taps = takeFragmentTaps('report/ReportPage');
  expect(taps).toEqual([
    { kind: 'tab', index: 1 },
    { kind: 'radio', index: 2 },
  ]);
  expect(takeFragmentTaps('report/ReportPage')).toEqual([]);
  const clicked: string[] = [];
  p.live.addEventListener('click', (e) => clicked.push((e.target as HTMLElement).textContent || (e.target as HTMLInputElement).value));
  for (const tap of taps) expect(replayTap(p.live, tap)).toBe(true);
  expect(clicked).toEqual(['Original vision', 'ms']);
  expect((p.live.querySelector('#l-ms') as HTMLInputElement).checked).toBe(true);
});

test('a control already in the chosen state is left alone; a module without it is not touched', () => {
  const p = page();
  const clicks: EventTarget[] = [];
  p.live.addEventListener('click', (e) => clicks.push(e.target!));
  expect(replayTap(p.live, { kind: 'tab', index: 0 })).toBe(true);
  expect(replayTap(p.live, { kind: 'radio', index: 0 })).toBe(true);
  expect(replayTap(p.live, { kind: 'tab', index: 5 })).toBe(false);
  expect(clicks).toEqual([]);
});
