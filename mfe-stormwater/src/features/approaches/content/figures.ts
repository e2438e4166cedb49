// The site's figures as the dialog's sentences write them, in each language. Every number is read
// from @forest-city/contracts' facts (issue 17.2: one source for every figure), so a change there
// reaches the prose of en.ts, zh.ts and ms.ts, which interpolate these instead of typing a figure.
import { CLIMATE, DEVELOPMENT_FACTS, RECLAIMED_LAND } from '@forest-city/contracts';
import { formatNumber, formatWithUnit, type UnitId } from '../format';
import type { ContentLanguage } from './types';

interface SiteFigures {
  /** Annual rainfall, in mm (毫米 in Chinese). */
  annualRainfall: string;
  /** Peak monsoon intensity: "… mm/h" in English, "每小时…毫米" in Chinese, "… mm/jam" in Malay. */
  peakIntensity: string;
  /** Depth of the reclaimed fill, a range in m (米). */
  fillDepth: string;
  /** Depth of the clay lenses, a range in m (米). */
  clayLensDepth: string;
  /** Settlement of the fill, a range in cm (厘米). */
  settlement: string;
  /** Groundwater salinity, a range in ppm (the same in every language). */
  groundwaterSalinity: string;
  /** Distance from Singapore across the Johor Strait, in km (公里). */
  singaporeDistance: string;
}

export function siteFigures(lng: ContentLanguage): SiteFigures {
  const quantity = (value: number, unit: UnitId) => formatWithUnit(formatNumber(value, lng), unit, lng);
  // Ranges as the dialog writes them everywhere ("Years 0-2", "Islands 2-4"): a hyphen, no spaces.
  const range = ([min, max]: readonly [number, number], unit: UnitId) => formatWithUnit(`${formatNumber(min, lng)}-${formatNumber(max, lng)}`, unit, lng);
  const peak = CLIMATE.peakIntensityMmPerH;
  // The intensity as each language's sentences put it: English "mm/h", Chinese "每小时…毫米", Malay "mm/jam".
  const peakIntensity = { en: `${quantity(peak, 'mm')}/h`, zh: `每小时${quantity(peak, 'mm')}`, ms: quantity(peak, 'mm/hr') }[lng];
  return {
    annualRainfall: quantity(CLIMATE.annualRainfallMm, 'mm'),
    peakIntensity,
    fillDepth: range(RECLAIMED_LAND.fillDepthM, 'm'),
    clayLensDepth: range(RECLAIMED_LAND.clayLensM, 'm'),
    settlement: range(RECLAIMED_LAND.settlementCm, 'cm'),
    groundwaterSalinity: range(RECLAIMED_LAND.groundwaterSalinityPpm, 'ppm'),
    singaporeDistance: quantity(DEVELOPMENT_FACTS.distanceFromSingaporeKm, 'km'),
  };
}
