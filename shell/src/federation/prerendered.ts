// Prerendered remote fragments (issue 19, docs/architecture.md "Prerendered HTML"). A remote's
// build publishes the HTML of some of its modules in each language (`prerender/<Module>.<lang>.html`
// beside its remoteEntry.js); the shell's server puts it in the slot of the page it sends. In the
// browser the slot keeps showing that HTML, untouched by hydration, until the remote's module has
// loaded, then swaps it for the live module in a transition (no loading state in between).
import { createContext, useContext } from 'react';

/** Fragments by `remote/module`, as the page was sent. */
export const PrerenderedFragments = createContext<ReadonlyMap<string, string>>(new Map());

export const fragmentKey = (remote: string, module: string): string => `${remote}/${module}`;

/** The attribute that marks a prerendered fragment's element in the page (its value: the key). */
export const FRAGMENT_ATTRIBUTE = 'data-prerendered';

/** The fragments in a page the server sent, read before hydration. */
export function fragmentsInPage(root: ParentNode): Map<string, string> {
  const found = new Map<string, string>();
  for (const el of root.querySelectorAll<HTMLElement>(`[${FRAGMENT_ATTRIBUTE}]`)) {
    const key = el.getAttribute(FRAGMENT_ATTRIBUTE);
    if (key) found.set(key, htmlWithNonces(el));
  }
  return found;
}

/**
 * `el`'s HTML with each <style>'s nonce written back. The browser hides a nonce from the DOM once
 * the element is in the page (its attribute reads ""), and HTML read that way would have its
 * styles refused by the page's policy when set again (a fragment kept under a failure notice).
 * Written on a copy outside the page, so the page's own elements keep theirs hidden.
 */
function htmlWithNonces(el: HTMLElement): string {
  const nonces = [...el.querySelectorAll('style')].map((style) => style.nonce);
  if (!nonces.some(Boolean)) return el.innerHTML;
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style').forEach((style, i) => {
    if (nonces[i]) style.setAttribute('nonce', nonces[i]);
  });
  return copy.innerHTML;
}

export function usePrerenderedFragment(remote: string, module: string): string | undefined {
  return useContext(PrerenderedFragments).get(fragmentKey(remote, module));
}
