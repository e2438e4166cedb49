// Every chart of both dialogs, as data: which fields of which monthly set, in which colour,
// on which axis. Titles and series names are locale keys (charts.<id>, series.<field>).
// Colours are Mantine palette shades with at least 3:1 contrast on white (WCAG 1.4.11).
import type { MonthlyRecordA, MonthlyRecordB } from '../model';

export interface SeriesDefinition<R> {
  field: keyof R & string;
  color: string;
  /** Locale key of the series name when it is not series.<field> (set A's evaporation field holds evapotranspiration). */
  labelKey?: string;
}

export interface ChartDefinition<R> {
  id: string;
  series: readonly SeriesDefinition<R>[];
  /** A unit written the same in every language, or a word unit's locale key (units.<key>). */
  unit: { text: string } | { key: string };
  /** Locale key of the y axis label (without unit). */
  yLabelKey: string;
  yDomain?: readonly [number, number];
  digits?: number;
  /** Spans the whole grid row (charts with many series per month). */
  wide?: boolean;
}

export const COLORS = {
  precipitation: '#1971c2',
  evaporation: '#d9480f',
  infiltration: '#2b8a3e',
  runoff: '#0b7285',
  surfaceRunoff: '#1098ad',
  groundwater: '#6741d9',
  interception: '#5c940d',
  detention: '#c2255c',
  baseflow: '#364fc7',
  soilMoisture: '#862e9c',
  waterNeed: '#e67700',
  nitrogen: '#2f9e44',
  phosphorus: '#a61e4d',
} as const;

const mm = { text: 'mm' } as const;

/** Mass balance model, Charts tab: nine single-series charts, soil moisture, and the grouped chart (full row, last). */
export const MASS_BALANCE_CHARTS: readonly ChartDefinition<MonthlyRecordA>[] = [
  { id: 'precipitation', series: [{ field: 'precipitation', color: COLORS.precipitation }], unit: mm, yLabelKey: 'series.precipitation' },
  { id: 'infiltration', series: [{ field: 'infiltration', color: COLORS.infiltration }], unit: mm, yLabelKey: 'series.infiltration' },
  {
    id: 'evaporation',
    series: [{ field: 'evaporation', color: COLORS.evaporation, labelKey: 'series.evapotranspiration' }],
    unit: mm,
    yLabelKey: 'series.evapotranspiration',
  },
  { id: 'runoffCoeff', series: [{ field: 'runoffCoeff', color: COLORS.runoff }], unit: { text: '' }, yLabelKey: 'series.runoffCoeff', yDomain: [0, 1], digits: 2 },
  { id: 'surfaceRunoff', series: [{ field: 'surfaceRunoff', color: COLORS.surfaceRunoff }], unit: mm, yLabelKey: 'series.surfaceRunoff' },
  { id: 'groundwater', series: [{ field: 'groundwater', color: COLORS.groundwater }], unit: mm, yLabelKey: 'series.groundwater' },
  { id: 'interception', series: [{ field: 'interception', color: COLORS.interception }], unit: mm, yLabelKey: 'series.interception' },
  { id: 'detention', series: [{ field: 'detention', color: COLORS.detention }], unit: mm, yLabelKey: 'series.detention' },
  { id: 'baseflow', series: [{ field: 'baseflow', color: COLORS.baseflow }], unit: mm, yLabelKey: 'series.baseflow' },
  { id: 'soilMoisture', series: [{ field: 'soilMoisture', color: COLORS.soilMoisture }], unit: { text: '%' }, yLabelKey: 'series.soilMoisture', yDomain: [0, 50] },
  {
    id: 'massBalanceComponents',
    series: [
      { field: 'precipitation', color: COLORS.precipitation },
      { field: 'evaporation', color: COLORS.evaporation, labelKey: 'series.evapotranspiration' },
      { field: 'surfaceRunoff', color: COLORS.surfaceRunoff },
      { field: 'infiltration', color: COLORS.infiltration },
      { field: 'groundwater', color: COLORS.groundwater },
      { field: 'interception', color: COLORS.interception },
    ],
    unit: mm,
    yLabelKey: 'chart.depth',
    wide: true,
  },
];

/** Monthly water balance, Histograms tab: six monthly charts and the combined chart. */
export const MONTHLY_HISTOGRAMS: readonly ChartDefinition<MonthlyRecordB>[] = [
  { id: 'rainfall', series: [{ field: 'rainfall', color: COLORS.precipitation }], unit: mm, yLabelKey: 'series.rainfall' },
  { id: 'monthlyEvaporation', series: [{ field: 'evaporation', color: COLORS.evaporation }], unit: mm, yLabelKey: 'series.evaporation' },
  { id: 'runoff', series: [{ field: 'runoff', color: COLORS.runoff }], unit: mm, yLabelKey: 'series.runoff' },
  { id: 'waterNeed', series: [{ field: 'waterNeed', color: COLORS.waterNeed }], unit: { key: 'thousandM3' }, yLabelKey: 'series.waterNeed' },
  { id: 'monthlySurfaceRunoff', series: [{ field: 'surfaceRunoff', color: COLORS.surfaceRunoff }], unit: mm, yLabelKey: 'series.surfaceRunoff' },
  { id: 'monthlyGroundwater', series: [{ field: 'groundwater', color: COLORS.groundwater }], unit: mm, yLabelKey: 'series.groundwater' },
  {
    id: 'combined',
    series: [
      { field: 'rainfall', color: COLORS.precipitation },
      { field: 'evaporation', color: COLORS.evaporation },
      { field: 'runoff', color: COLORS.runoff },
      { field: 'surfaceRunoff', color: COLORS.surfaceRunoff },
      { field: 'groundwater', color: COLORS.groundwater },
    ],
    unit: mm,
    yLabelKey: 'chart.depth',
    wide: true,
  },
];

/** Monthly water balance, Nutrient Runoff tab. */
export const NUTRIENT_CHARTS: readonly ChartDefinition<MonthlyRecordB>[] = [
  { id: 'nitrogen', series: [{ field: 'nitrogen', color: COLORS.nitrogen }], unit: { text: 'kg/ha' }, yLabelKey: 'series.nitrogen', digits: 1 },
  { id: 'phosphorus', series: [{ field: 'phosphorus', color: COLORS.phosphorus }], unit: { text: 'kg/ha' }, yLabelKey: 'series.phosphorus', digits: 2 },
];
