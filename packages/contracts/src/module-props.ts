// The props of the modules the shell composes from more than one remote's side: the shell passes
// them and the remote renders them, so they are written once here. Each remote's src/contract.ts
// re-exports its own and carries the contract's version.
import type { ItemType } from '@forest-city/api-contract';
import type { Lang } from './languages';
import type { BaseLayer, MapView } from './map-view';

// mfe-map (contract 2.2.0)

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
  /**
   * Called with the new set of layers when the visitor asks the map to show an item of a layer
   * that is switched off (a search result's "Show"). Without it those results name their layer
   * but offer no action. Since 2.1.0.
   */
  onActiveLayersChange?: (layers: ItemType[]) => void;
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
  /**
   * The year the map shows (its time control, FIRST_YEAR..LAST_YEAR): items that existed then are
   * drawn normally, those under construction with a dark ring, planned ones faint, and those not
   * begun are left out; null: today, every item as it is now. Controlled when given; uncontrolled
   * (starting on today) when undefined. Since 2.2.0.
   */
  year?: number | null;
  /** Called when the visitor picks a year (the slider, Play) or today (null). Since 2.2.0. */
  onYearChange?: (year: number | null) => void;
  /** Extra class on the root element, e.g. to size the map in a partner page. Since 1.1.0. */
  className?: string;
}

// mfe-report (contract 2.1.0; HistoryDialogProps in dialogs.ts)

/** ./ReportPage: the Analytical Report as a full page (/forest-city-report). */
export interface ReportPageProps {
  /** The selected tab's id; undefined means Executive Summary. */
  tab?: string;
  /** Called when the visitor selects another tab. */
  onTabChange?: (tab: string) => void;
  /**
   * Where "Back to the infrastructure map" goes: a path of the host's router (default '/'), or an
   * absolute http(s) URL (a partner page linking to the public dashboard); null hides the link. Since 1.1.0.
   */
  backHref?: string | null;
  /** The language the page's switch shows (the host's); undefined: the page's own i18next language. Since 2.0.0. */
  lang?: Lang;
  /**
   * Called when the visitor picks a language on the page: the page then asks its host and never
   * changes the language itself (the host changes it, and the page follows). Without it (standalone
   * page, partner mount) the page changes its own i18next language. Since 2.0.0 (before, the page
   * always changed the language itself, the shell's included).
   */
  onLanguageChange?: (lang: Lang) => void;
}
