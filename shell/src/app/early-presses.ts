// A press on a prerendered button before the page is live (docs/architecture.md "Prerendered
// HTML"). The server's HTML shows the header and the sidebar a second or more before the shell has
// its texts and takes that HTML over (on a phone on slow 4G); until then a press on one of their
// buttons did nothing. The last such press is remembered and carried out once the page is live,
// unless the visitor has pressed something on the live page first.
//
// From the shell's first script on: a press before that script ran is lost. Buttons only: links
// work without scripts, a switch changes itself natively (and is taken over as it is), and the
// remotes' prerendered fragments have their own (federation/fragment-taps.ts).
import { FRAGMENT_ATTRIBUTE } from '../federation/prerendered';

export interface EarlyPresses {
  /** Stops remembering, just before the page is taken over: React answers presses from then on. */
  handOver(): void;
  /** Once the page is live: carries out the remembered press (in the next task), if no newer one came and its button is still there. */
  replay(): void;
}

export function rememberEarlyPresses(root: Element, doc: Document = document): EarlyPresses {
  let pressed: HTMLButtonElement | null = null;
  let newerPress = false;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.closest(`[${FRAGMENT_ATTRIBUTE}]`)) return;
    pressed = button;
  };
  const answeredLive = () => (newerPress = true);
  doc.addEventListener('click', remember, true);
  return {
    handOver() {
      doc.removeEventListener('click', remember, true);
      doc.addEventListener('click', answeredLive, true);
    },
    replay() {
      doc.removeEventListener('click', remember, true);
      const button = pressed;
      pressed = null;
      // In a task of its own: a click dispatched while React runs the first commit's effects (where
      // the shell learns that the page is live) is not answered.
      setTimeout(() => {
        doc.removeEventListener('click', answeredLive, true);
        if (!button) return;
        // What became of the press, on `#root[data-early-press]`: for support and the tests.
        // The same element: hydration keeps the server's nodes (after a mismatch it does not, and the press is dropped).
        const outcome = newerPress ? 'answered-live' : button.isConnected ? 'carried-out' : 'gone';
        if (root instanceof HTMLElement) root.dataset.earlyPress = outcome;
        if (outcome === 'carried-out') button.click();
      }, 0);
    },
  };
}
