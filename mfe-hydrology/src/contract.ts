// The props contract of mfe-hydrology's exposed modules (documented in mfe-hydrology/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '2.0.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'hydrology';

/** Props shared by every dialog this remote exposes. */
export interface DialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called when the visitor closes the dialog (Close button, Escape, overlay). */
  onClose: () => void;
  /** The selected tab's id; undefined means the dialog's default tab. */
  tab?: string;
  /** Called when the visitor selects another tab, so the host can put it in the URL. */
  onTabChange?: (tab: string) => void;
}

/** ./MassBalanceDialog: Hydrological Mass Balance Model (full-screen), with its assumptions companion. */
export interface MassBalanceDialogProps extends DialogProps {
  /**
   * The assumptions companion: its tab's id ('overview', 'landCover', 'demand'; an unknown id shows
   * the overview) when open, null when closed. Undefined: the dialog keeps it itself, in memory.
   * Since 2.0.0 (before, the dialog wrote ?hydrology.assumptions= to the page's URL itself).
   */
  assumptions?: string | null;
  /** Called when the visitor opens, closes or switches the tab of the companion (null: closed). Since 2.0.0. */
  onAssumptionsChange?: (assumptions: string | null) => void;
}
/** ./MonthlyWaterBalanceDialog: Monthly Water Balance. */
export type MonthlyWaterBalanceDialogProps = DialogProps;

/** The product's languages. */
export type Lang = 'en' | 'zh' | 'ms';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  MassBalanceDialog: MassBalanceDialogProps;
  MonthlyWaterBalanceDialog: MonthlyWaterBalanceDialogProps;
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
