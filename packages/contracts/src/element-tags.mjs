// The custom elements partners use (docs/partners.md): which remote defines each tag, which exposed
// module it shows and its own attributes and events. Plain ESM (no TypeScript) because the build
// reads it too: it writes each remote's types package from this table
// (tools/compose/element-types.mjs). The attributes and events themselves are typed in elements.ts.

/** Version of the elements' API (tags, attributes, events); bump the major on a breaking change. */
export const ELEMENTS_API_VERSION = '1.0.0';

/** Attributes every element takes. */
export const COMMON_ATTRIBUTES = Object.freeze(['lang', 'api', 'theme', 'accent']);

const dialog = (remote, module, title, extra = [], extraEvents = []) => ({
  remote,
  module,
  title,
  attributes: ['open', 'tab', ...extra],
  events: ['forest-city-tab-change', 'forest-city-close', ...extraEvents],
});

export const ELEMENT_TAGS = Object.freeze({
  'forest-city-map': { remote: 'map', module: 'InfrastructureMap', title: 'The infrastructure map', attributes: ['item', 'tiles'], events: ['forest-city-select-item'] },
  'forest-city-report': {
    remote: 'report',
    module: 'ReportPage',
    title: 'The analytical report page',
    attributes: ['tab'],
    events: ['forest-city-tab-change', 'forest-city-language-change'],
  },
  'forest-city-history': dialog('report', 'HistoryDialog', 'Development History & Research (a dialog)'),
  'forest-city-future': dialog('report', 'FutureDevelopmentDialog', 'Future Development (a dialog)'),
  'forest-city-mass-balance': dialog('hydrology', 'MassBalanceDialog', 'Hydrological Mass Balance Model (a dialog)'),
  'forest-city-monthly-balance': dialog('hydrology', 'MonthlyWaterBalanceDialog', 'Monthly Water Balance (a dialog)'),
  'forest-city-stormwater': dialog('stormwater', 'StormwaterDialog', 'Stormwater Approaches (a dialog)', ['approach'], ['forest-city-approach-change']),
});
