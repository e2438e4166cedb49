// Several parts write the same URL (the shell: dialog, tab, layers, q; the map: view, base,
// item). A writer that builds the next query from its last render can undo another part's
// write made since then, so writers start from the address bar as it is now.
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}
