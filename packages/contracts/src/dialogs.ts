// Props every dialog a remote exposes takes, whichever remote it comes from.

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

/**
 * Props of mfe-report's ./HistoryDialog: a dialog's, plus what its timeline can ask of a host
 * that shows the map (contract 2.1.0).
 */
export interface HistoryDialogProps extends DialogProps {
  /**
   * Called with an event's year when the visitor picks "Show <year> on the map" on the timeline
   * (years the map's time control covers, FIRST_YEAR..LAST_YEAR). The shell closes the dialog and
   * shows the map in that year. Without it no event offers the button (the report page, standalone
   * and partner pages, the custom elements). Since 2.1.0.
   */
  onShowYear?: (year: number) => void;
}
