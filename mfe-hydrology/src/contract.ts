// The props contract of mfe-hydrology's exposed modules (documented in mfe-hydrology/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

import type { DialogProps, Mount as ContractMount, MountOptions as ContractMountOptions } from '@forest-city/contracts';

/** Version of this contract; bump the major on a breaking change to any props below. */
export const CONTRACT_VERSION = '2.0.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'hydrology';

/** Props shared by every dialog this remote exposes (the same for every remote: @forest-city/contracts). */
export type { DialogProps };

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

/** The product's languages (@forest-city/contracts). */
export type { Lang } from '@forest-city/contracts';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  MassBalanceDialog: MassBalanceDialogProps;
  MonthlyWaterBalanceDialog: MonthlyWaterBalanceDialogProps;
}

/** Options of ./mount's mount() (the mount API of @forest-city/contracts; since 2.0.0 without useAddressBar). */
export type MountOptions<M extends keyof MountableModules = keyof MountableModules> = ContractMountOptions<MountableModules, M>;

/** What mount() returns. */
export type { MountHandle } from '@forest-city/contracts';

/** ./mount: renders one exposed module into a plain DOM element, with this remote's own React and providers. */
export type Mount = ContractMount<MountableModules>;
