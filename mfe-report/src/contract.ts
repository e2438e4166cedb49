// The props contract of mfe-report's exposed modules (documented in mfe-report/README.md).
// The shell imports these as types only; at run time it reaches the modules through federation.

import type { DialogProps, HistoryDialogProps, Mount as ContractMount, MountOptions as ContractMountOptions, ReportPageProps } from '@forest-city/contracts';

/**
 * Version of this contract; bump the major on a breaking change to any props below.
 * 2.1.0: HistoryDialogProps.onShowYear (a timeline event sends the host's map to its year).
 */
export const CONTRACT_VERSION = '2.1.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'report';

/** Props shared by every dialog this remote exposes (the same for every remote: @forest-city/contracts). */
export type { DialogProps };

/** ./ReportDialog: the Analytical Report as a dialog. */
export type ReportDialogProps = DialogProps;
/** ./HistoryDialog: Development History & Research (full-screen); since 2.1.0 with the optional onShowYear. */
export type { HistoryDialogProps };
/** ./FutureDevelopmentDialog: Future Development. */
export type FutureDevelopmentDialogProps = DialogProps;

/** ./ReportPage: the Analytical Report as a full page (/forest-city-report). */
export type { ReportPageProps } from '@forest-city/contracts';

/** The product's languages (@forest-city/contracts). */
export type { Lang } from '@forest-city/contracts';

/** What ./mount can mount, by name, with each module's props. Since 1.1.0. */
export interface MountableModules {
  ReportPage: ReportPageProps;
  ReportDialog: ReportDialogProps;
  HistoryDialog: HistoryDialogProps;
  FutureDevelopmentDialog: FutureDevelopmentDialogProps;
}

/** Options of ./mount's mount() (the mount API of @forest-city/contracts; since 2.0.0 without useAddressBar). */
export type MountOptions<M extends keyof MountableModules = keyof MountableModules> = ContractMountOptions<MountableModules, M>;

/** What mount() returns. */
export type { MountHandle } from '@forest-city/contracts';

/** ./mount: renders one exposed module into a plain DOM element, with this remote's own React and providers. */
export type Mount = ContractMount<MountableModules>;
