// A press on the prerendered page before it is live is carried out once it is: the last one, on
// the same button, and never after the visitor pressed something on the live page.
import { FRAGMENT_ATTRIBUTE } from '../../federation/prerendered';
import { rememberEarlyPresses } from '../early-presses';

let root: HTMLElement;
const presses: string[] = [];

function button(name: string, parent: Element = root): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = name;
  b.addEventListener('click', () => presses.push(name));
  parent.append(b);
  return b;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  presses.length = 0;
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => jest.useRealTimers());

/** The page is live: the replay runs in the next task. */
function live(early: ReturnType<typeof rememberEarlyPresses>) {
  early.replay();
  jest.runAllTimers();
}

test('the last press before the page was live is carried out once it is, once', () => {
  const early = rememberEarlyPresses(root);
  const menu = button('menu');
  const history = button('History');
  menu.click();
  history.click();
  early.handOver();
  presses.length = 0;
  early.replay();
  expect(presses).toEqual([]);
  jest.runAllTimers();
  expect(presses).toEqual(['History']);
  expect(root.dataset.earlyPress).toBe('carried-out');
  live(early);
  expect(presses).toEqual(['History']);
});

test('a press the live page answered (after the hand-over) wins: the earlier one is dropped', () => {
  const early = rememberEarlyPresses(root);
  const history = button('History');
  const settings = button('Settings');
  history.click();
  early.handOver();
  settings.click();
  presses.length = 0;
  live(early);
  expect(presses).toEqual([]);
  expect(root.dataset.earlyPress).toBe('answered-live');
});

test('a press on the live page between the commit and the replay wins too', () => {
  const early = rememberEarlyPresses(root);
  const history = button('History');
  const settings = button('Settings');
  history.click();
  early.handOver();
  early.replay();
  settings.click();
  presses.length = 0;
  jest.runAllTimers();
  expect(presses).toEqual([]);
});

test('presses after the hand-over are not remembered', () => {
  const early = rememberEarlyPresses(root);
  const history = button('History');
  early.handOver();
  history.click();
  presses.length = 0;
  live(early);
  expect(presses).toEqual([]);
});

test('not carried out: a fragment button (fragment-taps.ts has those), one outside the page, one no longer there', () => {
  const fragment = document.createElement('section');
  fragment.setAttribute(FRAGMENT_ATTRIBUTE, 'report/AnalyticalReport');
  root.append(fragment);
  const cases: [string, () => void][] = [
    ['fragment', () => button('tab', fragment).click()],
    ['outside', () => button('outside', document.body).click()],
    [
      'gone',
      () => {
        const b = button('gone');
        b.click();
        b.remove();
      },
    ],
  ];
  for (const [name, press] of cases) {
    const early = rememberEarlyPresses(root);
    press();
    early.handOver();
    presses.length = 0;
    live(early);
    expect([name, presses]).toEqual([name, []]);
    if (name === 'gone') expect(root.dataset.earlyPress).toBe('gone');
  }
});
