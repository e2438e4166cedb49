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
    if (key) found.set(key, el.innerHTML);
  }
  return found;
}

export function usePrerenderedFragment(remote: string, module: string): string | undefined {
  return useContext(PrerenderedFragments).get(fragmentKey(remote, module));
}
