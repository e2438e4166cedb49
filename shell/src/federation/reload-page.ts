// A full page reload: the one way to get a remote's code anew once it has run. The federation
// runtime and the remote's own chunk registry keep every module they have evaluated, so a module
// that throws while rendering would throw again after any in-page retry. Every visible state is
// in the URL (dialog, tab, layers, view, item), so a reload brings the visitor back to the same
// place. A module of its own so component tests can stand in for it.
export function reloadPage(): void {
  window.location.reload();
}
