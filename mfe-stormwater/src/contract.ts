// The props contract of mfe-stormwater's exposed module (documented in mfe-stormwater/README.md).
// The shell imports these as types only; at run time it reaches the module through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '2.0.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'stormwater';

/** Props of ./StormwaterDialog. */
export interface DialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called when the visitor closes the dialog (Close button, Escape, overlay). */
  onClose: () => void;
  /** The selected tab's id; undefined means Overview & Comparison. */
  tab?: string;
  /** Called when the visitor selects another tab, so the host can put it in the URL. */
  onTabChange?: (tab: string) => void;
  /**
   * The approach shown in Detailed Analysis; null (none chosen yet) or an unknown id shows the
   * first (blue-green infrastructure). Undefined: the dialog keeps the choice itself, in memory. Since 2.0.0 (before,
   * the dialog wrote ?approach= to the page's URL itself).
   */
  approach?: ApproachId | null;
  /** Called when the visitor selects another approach, so the host can keep it (in the URL). Since 2.0.0. */
  onApproachChange?: (approach: ApproachId) => void;
}

/** The seven approaches' ids, in the order of the selector. Since 2.0.0. */
export type ApproachId = 'bgi' | 'gi' | 'wsud' | 'suds' | 'lid' | 'abc-waters' | 'sponge-city';

export type StormwaterDialogProps = DialogProps;

/** The product's languages. */
export type Lang = 'en' | 'zh' | 'ms';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  StormwaterDialog: StormwaterDialogProps;
}

/** Options of ./mount's mount(): props are required exactly when the module has required props. Since 1.1.0. */
export type MountOptions<M extends keyof MountableModules = keyof MountableModules> = {
  /** The exposed module to render. */
  module: M;
  /** Language to start in; default: localStorage 'i18nextLng' of the page's site, else the browser's (English when neither is en, zh or ms). */
  lang?: Lang;
  /**
   * Keep the module's URL state (the map's view and open item, for example) in the page's address bar, so
   * links to it can be shared. Default false: the page's URL is never touched.
   */
  useAddressBar?: boolean;
  /** Called when the language changes, including through the module's own language switch. */
  onLanguageChange?: (lang: Lang) => void;
} & ({} extends MountableModules[M] ? { props?: MountableModules[M] } : { props: MountableModules[M] });

/** What mount() returns. Since 1.1.0. */
export interface MountHandle<P> {
  /** Changes some props (the rest keep their values). */
  update(props: Partial<P>): void;
  /** Switches the module's language; resolves when its texts are loaded. */
  setLanguage(lang: Lang): Promise<void>;
  /** Removes the module from the element and releases it; the handle does nothing afterwards. */
  unmount(): void;
}

/** ./mount: renders one exposed module into a plain DOM element, with this remote's own React and providers. Since 1.1.0. */
export type Mount = <M extends keyof MountableModules>(element: Element, options: MountOptions<M>) => MountHandle<MountableModules[M]>;
