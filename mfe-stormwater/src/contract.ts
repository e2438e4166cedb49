// The props contract of mfe-stormwater's exposed module (documented in mfe-stormwater/README.md).
// The shell imports these as types only; at run time it reaches the module through federation.

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '1.0.0';

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
}

export type StormwaterDialogProps = DialogProps;
