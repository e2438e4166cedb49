// The props contract of mfe-map's exposed module (documented in mfe-map/README.md).
// The shell imports these as types only; at run time it reaches the module through federation.
import type { ItemType } from 'api-mock/contract';
import type { BaseLayer, Mount as ContractMount, MapView, MountOptions as ContractMountOptions } from '@forest-city/contracts';

export type { BaseLayer, MapView };

/**
 * Version of this contract; bump the major on a breaking change to the props below.
 * 2.0.0: the map keeps no URL state of its own; a host that wants the view, base layer and open
 * item in its address bar passes them (view, base, selectedItemId) and writes the changes; ./mount
 * has no useAddressBar option.
 */
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
  /**
   * The map's centre and zoom. Controlled when given (null: the map fits the items on load, then
   * reports its view); a view given at mount wins over the fit. Uncontrolled (internal) when
   * undefined. Since 2.0.0.
   */
  view?: MapView | null;
  /** Called when the visitor has moved the map (once a move ends). Since 2.0.0. */
  onViewChange?: (view: MapView) => void;
  /** Base layer. Controlled when given; uncontrolled (starting on 'street') when undefined. Since 2.0.0. */
  base?: BaseLayer;
  /** Called when the visitor picks a base layer. Since 2.0.0. */
  onBaseChange?: (base: BaseLayer) => void;
  /** Id of the item whose detail dialog is open (null: none). Controlled when given; uncontrolled when undefined. Since 2.0.0. */
  selectedItemId?: string | null;
  /**
   * Called when the visitor opens an item (its id) or closes its dialog (null). With
   * `selectedItemId` given, the dialog follows that prop, so the host decides (before 2.0.0 this
   * was a notification only).
   */
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
