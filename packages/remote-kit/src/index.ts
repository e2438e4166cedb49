// @forest-city/remote-kit: what every remote needs to run in the shell, alone, or on a partner page.
// Compiled into each remote's bundle at build time (never shared at run time). The standalone
// providers (they bring Mantine's stylesheet) are loaded lazily (loadStandaloneProviders), so that
// nothing importing this index pulls them into a composed page.
export { withSelfProviders, type MissingProviders } from './providers/self-providers';
export { createStandaloneI18n, standaloneI18n } from './providers/standalone-i18n';
export { loadStandaloneProviders } from './providers/load-standalone';
export { createMount, type ModuleLoaders } from './providers/mount';
export { useOwnsDocument } from './providers/page-document';
export { createShadowMount } from './elements/shadow-mount';
export { useAdoptedStyles } from './elements/styles';
export { useAfterFirstPaint } from './lib/use-after-first-paint';
export { downloadText, MIME, REVOKE_AFTER_MS } from './lib/download';
export {
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
  MINUS,
  UNITS,
  type FormatOptions,
  type UnitId,
} from '@forest-city/contracts'; // the product's one formatter lives in contracts
export { SCROLLABLE_TABS_STYLES, TABLE_SCROLL_CUE } from './lib/scroll-cue';
export { ScrollCue } from './lib/ScrollCue';
export { ResponsiveGrid, type ResponsiveGridProps } from './lib/ResponsiveGrid';
export { onDemand, useOpenedAfterMount, ON_DEMAND_TRIGGER, type OnDemand, type Wanted } from './lib/on-demand';
export { connectionAllowsFetchAhead, fetchAheadWhenIdle, LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS, whenIdle, type ConnectionInfo } from './lib/fetch-ahead';
export { useScreenQuery } from './lib/use-screen-query';
