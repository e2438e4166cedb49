// One rule for fetching ahead of the visitor (issue 19: nothing the first view does not need is
// fetched before the visitor reaches for it on a phone-sized or Save-Data connection). The
// connection's part of the rule is shared with the remotes (@forest-city/remote-kit).
import { connectionAllowsFetchAhead, type ConnectionInfo } from '@forest-city/remote-kit';

/** The smallest viewport that preloads dialogs while idle: a tablet in landscape or a desktop. */
export const IDLE_PRELOAD_MEDIA = '(min-width: 64em)';

/**
 * Whether to fetch what nobody asked for yet (the dialogs' code when idle, the service worker's
 * first-visit copies): only on a large screen with a fast connection (connectionAllowsFetchAhead),
 * not on a phone-sized screen, where every byte competes with the map: there such fetches wait for
 * the visitor (a dialog's code on hover, focus or tap; the worker on the first interaction).
 */
export function idlePreloadAllowed(
  nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as never,
  largeScreen: boolean = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(IDLE_PRELOAD_MEDIA).matches,
): boolean {
  return connectionAllowsFetchAhead(nav) && largeScreen;
}
