// Which control a closing dialog's focus goes back to, inside an element's shadow root.
import { trackDialogOpeners } from '../focus-return';

function setup() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <button id="item">Item</button>
    <button id="other">Other</button>
    <section role="dialog" id="outer"><button id="close-outer">Close</button><button id="nested-opener">More</button></section>
    <section role="dialog" id="inner"><button id="close-inner">Close</button></section>`;
  const el = (id: string) => root.getElementById(id) as HTMLElement;
  return { host, root, el, openers: trackDialogOpeners(root) };
}

afterEach(() => document.body.replaceChildren());

test('focus entering a dialog from a control of the root: that control is the return target, once', () => {
  const { el, openers } = setup();
  el('other').focus();
  el('item').focus();
  el('close-outer').focus();
  expect(openers.takeReturnTarget()).toBe(el('item'));
  expect(openers.takeReturnTarget()).toBeNull();
});

test('a dialog opened from inside another returns to the first dialog, then that one to its own opener', () => {
  const { el, openers } = setup();
  el('item').focus();
  el('close-outer').focus();
  el('nested-opener').focus();
  el('close-inner').focus();
  expect(openers.takeReturnTarget()).toBe(el('nested-opener'));
  expect(openers.takeReturnTarget()).toBe(el('item'));
});

test('moving within a dialog, or back into it, records nothing more', () => {
  const { el, openers } = setup();
  el('item').focus();
  el('close-outer').focus();
  el('nested-opener').focus();
  el('close-outer').focus();
  expect(openers.takeReturnTarget()).toBe(el('item'));
  expect(openers.takeReturnTarget()).toBeNull();
});

test('an opener that is gone is skipped; focus from outside the root is not recorded', () => {
  const { el, openers } = setup();
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  el('close-outer').focus();
  expect(openers.takeReturnTarget()).toBeNull();
  el('item').focus();
  el('close-inner').focus();
  el('item').remove();
  expect(openers.takeReturnTarget()).toBeNull();
});
