// The props contract of mfe-hydrology's exposed modules (documented in mfe-hydrology/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '1.0.0';

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
export type MassBalanceDialogProps = DialogProps;
/** ./MonthlyWaterBalanceDialog: Monthly Water Balance. */
export type MonthlyWaterBalanceDialogProps = DialogProps;
