// The props contract of mfe-report's exposed modules (documented in mfe-report/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '1.0.0';

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
}
