// @forest-city/contracts: what the shell and the remotes agree on. Types, tiny constants and the API
// queries; TypeBox (the API contract's validator) is the one runtime dependency; each part bundles its own copy.
export { REMOTES, REMOTE_KEYS, remoteEnvVar, remoteInfo, type RemoteKey, type RemoteInfo } from './remotes.mjs';
export { BASE_LAYERS, DEFAULT_BASE_LAYER, MAX_ZOOM, MIN_ZOOM, formatBaseLayer, formatView, parseBaseLayer, parseItemId, parseView, type BaseLayer, type MapView } from './map-view';
export { FIRST_YEAR, LAST_YEAR, parseYear, formatYear, timeStatusIn } from './time';
export { LANGUAGES, INTL_LOCALES, toLang, intlLocale, type Lang } from './languages';
export {
  DEVELOPMENT_FACTS,
  MODEL_ASSUMPTIONS,
  CLIMATE,
  DRAINAGE_DESIGN,
  RECLAIMED_LAND,
  RECLAMATION,
  NETWORK,
  STORAGE,
  INDICATORS,
  ISLANDS,
  APPROVED_RECLAMATION_HA,
  PROJECT_AREA,
  shareOf,
  type IslandFact,
  type IslandStatus,
} from './facts';
export {
  MINUS,
  UNITS,
  roundDecimal,
  formatNumber,
  formatRange,
  formatScientific,
  formatPercent,
  formatQuantity,
  formatWithUnit,
  unitLabel,
  monthName,
  formatDate,
  formatMonthYear,
  formatYears,
  labelColon,
  type FormatOptions,
  type UnitId,
} from './format';
export type { DialogProps, HistoryDialogProps } from './dialogs';
export { MOUNT_API_VERSION, type Mount, type MountOptions, type MountHandle } from './mount';
/** The API's item types (the schemas are loaded at run time by ./api-shapes only). */
export type {
  InfrastructureItem,
  ItemType,
  ItemStatus,
  ItemTime,
  ItemExtent,
  TimeStatus,
  SystemMetric,
  ItemFeature,
  ItemFeatureCollection,
  Health,
} from '@forest-city/api-contract';
export {
  API_TIMEOUT_MS,
  ApiRequestError,
  apiFailureKind,
  SEARCH_MIN_LENGTH,
  isSearchable,
  getJson,
  infrastructureQuery,
  metricsQuery,
  searchQuery,
  collectionQueryUrl,
  SEARCH_PAGE_SIZE,
  type ApiFailureKind,
  type SearchPage,
} from './api-queries';
export type { InfrastructureMapProps, ReportPageProps, TileConfig, TileSource } from './module-props';
export { displayText } from './display-text';
export { GLOSSARY, type GlossaryTerm } from './glossary';
export { englishLeftovers } from './leftovers';
export {
  ELEMENTS_API_VERSION,
  type ElementTheme,
  type ElementAppearance,
  type ForestCityElementAttributes,
  type ForestCityEventDetail,
  type ForestCityEventName,
  type ForestCityElementEventMap,
  type ShadowMount,
  type ShadowMountHandle,
  type ShadowMountOptions,
} from './elements';
