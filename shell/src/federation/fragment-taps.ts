// A tap on a prerendered fragment's tab or choice before its module is live (docs/architecture.md
// "Prerendered HTML"). The fragment is the server's HTML, left untouched until the remote's module
// has loaded: on a phone its tabs and the report's language choice are on screen a second or more
// before anything answers them. The last such tap of each kind (a tab, a choice) is remembered
// and carried out on the live module when it replaces the fragment, so the visitor does not have
// to tap again.
//
// Only controls whose tap sets a state (a tab, a radio of a segmented control) are carried out:
// doing it late, or after the visitor tapped again, ends in the same state. A toggle (a menu, an
// expander) or an action (print) done late could undo or surprise; links work without scripts.
import { FRAGMENT_ATTRIBUTE } from './prerendered';

/** The kinds of control a tap is carried out for, and how each is found again in the live module. */
const CONTROLS = { tab: '[role="tab"]', radio: 'input[type="radio"]' } as const;
type ControlKind = keyof typeof CONTROLS;

/** Which control: its kind and its place among the controls of that kind in the module. */
export interface FragmentTap {
  kind: ControlKind;
  index: number;
}

/** Per fragment, the last tap of each kind (a tab and a language both chosen are both carried out), in the order made. */
const pending = new Map<string, FragmentTap[]>();

/** The control a tap on `target` inside `fragment` chose, if it is one carried out. */
export function tapOf(fragment: Element, target: Element): FragmentTap | null {
  // A segmented control's label chooses its radio.
  const chosen = target.closest('label')?.control ?? target;
  for (const kind of Object.keys(CONTROLS) as ControlKind[]) {
    const control = chosen.closest(CONTROLS[kind]);
    if (control && fragment.contains(control)) return { kind, index: [...fragment.querySelectorAll(CONTROLS[kind])].indexOf(control) };
  }
  return null;
}

/**
 * Starts remembering taps on fragments (from the start of the shell's bootstrap: what came before
 * its script ran is lost). A fragment replaced by its live module is no longer marked, so taps on
 * the live module are not recorded.
 */
export function listenForFragmentTaps(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const fragment = target?.closest(`[${FRAGMENT_ATTRIBUTE}]`);
      if (!target || !fragment) return;
      const tap = tapOf(fragment, target);
      if (!tap) return;
      const key = fragment.getAttribute(FRAGMENT_ATTRIBUTE)!;
      pending.set(key, [...(pending.get(key) ?? []).filter((t) => t.kind !== tap.kind), tap]);
    },
    true,
  );
}

/** The taps remembered on the fragment `key`, once: the slot carries them out. */
export function takeFragmentTaps(key: string): FragmentTap[] {
  const taps = pending.get(key) ?? [];
  pending.delete(key);
  return taps;
}

/** Carries out `tap` on the live module in `container`; false when it has no such control. */
export function replayTap(container: Element, tap: FragmentTap): boolean {
  const control = container.querySelectorAll<HTMLElement>(CONTROLS[tap.kind])[tap.index];
  if (!control) return false;
  const alreadyChosen = tap.kind === 'tab' ? control.getAttribute('aria-selected') === 'true' : (control as HTMLInputElement).checked;
  if (!alreadyChosen) control.click();
  return true;
}
