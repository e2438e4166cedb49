// The props contract of mfe-stormwater's exposed module (documented in mfe-stormwater/README.md).
// The shell imports these as types only; at run time it reaches the module through federation.

import type { Mount as ContractMount, MountOptions as ContractMountOptions } from '@forest-city/contracts';

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

/** The product's languages (@forest-city/contracts). */
export type { Lang } from '@forest-city/contracts';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  StormwaterDialog: StormwaterDialogProps;
}

/** Options of ./mount's mount() (the mount API of @forest-city/contracts; since 2.0.0 without useAddressBar). */
export type MountOptions<M extends keyof MountableModules = keyof MountableModules> = ContractMountOptions<MountableModules, M>;

/** What mount() returns. */
export type { MountHandle } from '@forest-city/contracts';

/** ./mount: renders one exposed module into a plain DOM element, with this remote's own React and providers. */
export type Mount = ContractMount<MountableModules>;
