// Focus back where it was when a dialog inside an element's shadow root closes.
//
// Mantine's dialogs return focus, when they close, to what `document.activeElement` was when they
// opened. For a dialog opened from inside a custom element's shadow root (a map item's dialog from
// the map's item list) that is the element itself: the document sees only the host. Focusing the
// host put focus on the partner's <body>, and a keyboard visitor lost their place on the page.

const DIALOG = '[role="dialog"]';

export interface DialogOpeners {
  /** The element focus came from when the most recently opened dialog still open took it; then forgotten. */
  takeReturnTarget(): HTMLElement | null;
}

/**
 * Remembers, each time focus enters a dialog of `root` from outside that dialog, the element of
 * `root` it came from (a stack: a dialog opened from inside another returns to the first one).
 * The element's `focus()` asks for it (define.ts), so Mantine's return of focus to the host lands
 * on the control that opened the dialog. Focus that comes from outside the root (the partner's own
 * button opening a dialog element) is not recorded: Mantine returns it there itself.
 */
export function trackDialogOpeners(root: ShadowRoot): DialogOpeners {
  const openers: { dialog: Element; opener: HTMLElement }[] = [];
  let last: HTMLElement | null = null;
  root.addEventListener('focusin', (event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLElement)) return;
    const dialog = target.closest(DIALOG);
    if (dialog && last?.isConnected && last.closest(DIALOG) !== dialog && !openers.some((o) => o.dialog === dialog)) {
      openers.push({ dialog, opener: last });
    }
    last = target;
  });
  return {
    takeReturnTarget() {
      for (let entry = openers.pop(); entry; entry = openers.pop()) {
        if (entry.opener.isConnected) return entry.opener;
      }
      return null;
    },
  };
}
