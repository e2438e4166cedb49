// The props contract of mfe-map's exposed module (documented in mfe-map/README.md).
// The shell imports these as types only; at run time it reaches the module through federation.
import type { ItemType } from 'api-mock/contract';

import type { Mount as ContractMount, MountOptions as ContractMountOptions } from '@forest-city/contracts';

/** Version of this contract; bump the major on a breaking change to the props below. */
export const CONTRACT_VERSION = '2.0.0';

/** i18next namespace owned by this remote. */
export const NAMESPACE = 'map';

export interface TileSource {
  /** URL template with {z}, {x}, {y}. */
  url: string;
  maxZoom: number;
  /** Attribution text the provider's terms require. */
  attribution: string;
  /** Optional link for the attribution (e.g. the provider's copyright page). Since 1.1.0. */
  attributionUrl?: string;
}

export interface TileConfig {
  street: TileSource;
  satellite: TileSource;
  /** Transport-and-labels overlay of the hybrid base layer. */
  reference: TileSource;
  terrain: TileSource;
}

/** Props of ./InfrastructureMap. */
export interface InfrastructureMapProps {
  /** Item types to show. Default: all four. */
  activeLayers?: ItemType[];
  /** Only items matching this text are shown (server search when longer than 2 characters). Default ''. */
  searchText?: string;
  /** Base URL of the API. Default '/api' (the host's origin); a partner page passes the API's absolute URL, e.g. 'https://api.example.org/api'. */
  apiBase?: string;
  /** Tile URL templates; default: the public services listed in mfe-map/README.md. */
  tiles?: TileConfig;
  /** Called when the visitor selects an item (or null when its dialog closes). */
  onSelectItem?: (id: string | null) => void;
  /** Extra class on the root element, e.g. to size the map in a partner page. Since 1.1.0. */
  className?: string;
}

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
