// The API of every remote's framework-free ./mount entry (root README, "Partners"), generic over
// the remote's mountable modules: `Modules` maps each module's name to its props.
import type { Lang } from './languages';

/** Version of the mount API; bump the major on a breaking change below. 2.0.0: `useAddressBar` is gone (a mounted module keeps its URL state in memory; hosts pass it as props). 2.1.0: ./mount also exports `mountElement` (the custom elements, elements.ts). */
export const MOUNT_API_VERSION = '2.1.0';

/** Options of mount(): props are required exactly when the module has required props. */
export type MountOptions<Modules extends object, M extends keyof Modules = keyof Modules> = {
  /** The exposed module to render. */
  module: M;
  /** Language to start in; default: localStorage 'i18nextLng' of the page's site, else the browser's (English when neither is en, zh or ms). */
  lang?: Lang;
  /** Called when the language changes, including through the module's own language switch. */
  onLanguageChange?: (lang: Lang) => void;
  // An empty object satisfies the props exactly when every prop is optional.
} & (Record<never, never> extends Modules[M] ? { props?: Modules[M] } : { props: Modules[M] });

/** What mount() returns. */
export interface MountHandle<P> {
  /** Changes some props (the rest keep their values). */
  update(props: Partial<P>): void;
  /** Switches the module's language; resolves when its texts are loaded. */
  setLanguage(lang: Lang): Promise<void>;
  /** Removes the module from the element and releases it; the handle does nothing afterwards. */
  unmount(): void;
}

/** ./mount: renders one exposed module into a plain DOM element, with the remote's own React and providers. */
export type Mount<Modules extends object> = <M extends keyof Modules>(element: Element, options: MountOptions<Modules, M>) => MountHandle<Modules[M]>;
