// The props contract of mfe-report's exposed modules (documented in mfe-report/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '2.0.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'report';

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

/** ./ReportDialog: the Analytical Report as a dialog. */
export type ReportDialogProps = DialogProps;
/** ./HistoryDialog: Development History & Research (full-screen). */
export type HistoryDialogProps = DialogProps;
/** ./FutureDevelopmentDialog: Future Development. */
export type FutureDevelopmentDialogProps = DialogProps;

/** ./ReportPage: the Analytical Report as a full page (/forest-city-report). */
export interface ReportPageProps {
  /** The selected tab's id; undefined means Executive Summary. */
  tab?: string;
  /** Called when the visitor selects another tab. */
  onTabChange?: (tab: string) => void;
  /**
   * Where "Back to the infrastructure map" goes: a path of the host's router (default '/'), or an
   * absolute http(s) URL (a partner page linking to the public dashboard); null hides the link. Since 1.1.0.
   */
  backHref?: string | null;
  /** The language the page's switch shows (the host's); undefined: the page's own i18next language. Since 2.0.0. */
  lang?: Lang;
  /**
   * Called when the visitor picks a language on the page: the page then asks its host and never
   * changes the language itself (the host changes it, and the page follows). Without it (standalone
   * page, partner mount) the page changes its own i18next language. Since 2.0.0 (before, the page
   * always changed the language itself, the shell's included).
   */
  onLanguageChange?: (lang: Lang) => void;
}

/** The product's languages. */
export type Lang = 'en' | 'zh' | 'ms';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  ReportPage: ReportPageProps;
  ReportDialog: ReportDialogProps;
  HistoryDialog: HistoryDialogProps;
  FutureDevelopmentDialog: FutureDevelopmentDialogProps;
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
