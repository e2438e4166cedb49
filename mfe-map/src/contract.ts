// The props contract of mfe-map's exposed module (documented in mfe-map/README.md).
// The props are written once in @forest-city/contracts (the shell passes them); this file re-exports
// them with the contract's version. At run time the shell reaches the module through federation.
import type { BaseLayer, InfrastructureMapProps, Mount as ContractMount, MapView, MountOptions as ContractMountOptions } from '@forest-city/contracts';

export type { BaseLayer, MapView };

/**
 * Version of this contract; bump the major on a breaking change to the props below.
 * 2.0.0: the map keeps no URL state of its own; a host that wants the view, base layer and open
 * item in its address bar passes them (view, base, selectedItemId) and writes the changes; ./mount
 * has no useAddressBar option.
 * 2.1.0: onActiveLayersChange (a search result in a switched-off layer can switch it on).
 * 2.2.0: year and onYearChange (the time control; a host keeps the year in its address bar).
 */
export const CONTRACT_VERSION = '2.2.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'map';

export type { InfrastructureMapProps, TileConfig, TileSource } from '@forest-city/contracts';

/** The product's languages (@forest-city/contracts). */
export type { Lang } from '@forest-city/contracts';

/** What ./mount can mount, by name, with each module's props. Since 1.2.0. */
export interface MountableModules {
  InfrastructureMap: InfrastructureMapProps;
}

/** Options of ./mount's mount() (the mount API of @forest-city/contracts; since 2.0.0 without useAddressBar). */
export type MountOptions<M extends keyof MountableModules = keyof MountableModules> = ContractMountOptions<MountableModules, M>;

/** What mount() returns. */
export type { MountHandle } from '@forest-city/contracts';

/** ./mount: renders one exposed module into a plain DOM element, with this remote's own React and providers. */
export type Mount = ContractMount<MountableModules>;
