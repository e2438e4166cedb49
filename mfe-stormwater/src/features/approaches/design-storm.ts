// The design-storm figures shown in the Implementation Guidelines, derived from the model's
// published assumptions (spec: Business constants) in one place, so the text never types a result twice.
// The inputs are the hydrology model's own, from @forest-city/contracts: a change there reaches both.
import { CLIMATE, DRAINAGE_DESIGN, MODEL_ASSUMPTIONS } from '@forest-city/contracts';

/** Peak monsoon intensity, mm/h (spec: hydrological parameters, precipitation). */
export const PEAK_INTENSITY_MM_PER_H: number = CLIMATE.peakIntensityMmPerH;
/** Runoff coefficients of the model's land covers (spec: model assumptions). */
export const RUNOFF_COEFFICIENT: { readonly urban: number; readonly green: number } = { urban: MODEL_ASSUMPTIONS.runoffCoeffUrban, green: MODEL_ASSUMPTIONS.runoffCoeffGreen };
/**
 * How long the design storm holds the peak intensity: the time of concentration (the rational
 * method's design duration), not an hour: 150 mm in one hour is far above a 1-hour design depth
 * for Johor (content review, technical notes).
 */
export const DESIGN_DURATION_MIN: number = DRAINAGE_DESIGN.timeOfConcentrationMin;
/** Share of the model area that is impervious (spec: model assumptions). */
export const IMPERVIOUS_SHARE: number = MODEL_ASSUMPTIONS.imperviousShare;
/** Shares of the model area by land cover, both the model's own (the green share is read, not taken as 1 - impervious). */
const LAND_COVER_SHARE: { readonly impervious: number; readonly green: number } = { impervious: IMPERVIOUS_SHARE, green: MODEL_ASSUMPTIONS.greenShare };

/**
 * Rational method peak flow Q = C i A / 360, in m³/s, for intensity i in mm/h and area A in ha.
 * (1 mm/h over 1 ha is 10 m³/h = 1/360 m³/s.)
 */
export function rationalPeakFlow(runoffCoefficient: number, intensityMmPerH: number, areaHa: number): number {
  if (runoffCoefficient < 0 || runoffCoefficient > 1) throw new RangeError('runoff coefficient must be between 0 and 1');
  if (intensityMmPerH < 0 || areaHa < 0) throw new RangeError('intensity and area must not be negative');
  return (runoffCoefficient * intensityMmPerH * areaHa) / 360;
}

export interface DesignStormFigures {
  intensityMmPerH: number;
  /** Area-weighted runoff coefficient of the model's land covers. */
  compositeCoefficient: number;
  /** Peak flow per hectare, m³/s: fully urban, fully green, and the model's mix. */
  peakFlowPerHa: { urban: number; green: number; composite: number };
  /** How long the storm holds the peak intensity, minutes (the time of concentration). */
  durationMin: number;
  /** Runoff volume per hectare from the peak intensity held for durationMin, m³. */
  stormVolumePerHa: { urban: number; green: number; composite: number };
}

/** Figures for one hectare under the peak monsoon intensity. */
export function designStormFigures(
  intensityMmPerH = PEAK_INTENSITY_MM_PER_H,
  coefficients: { urban: number; green: number } = RUNOFF_COEFFICIENT,
  shares: { impervious: number; green: number } = LAND_COVER_SHARE,
  durationMin = DESIGN_DURATION_MIN,
): DesignStormFigures {
  // Weighted as the hydrology model weighs it: impervious share x C urban + green share x C green.
  const composite = shares.impervious * coefficients.urban + shares.green * coefficients.green;
  // i mm/h for d minutes on 1 ha: i x d/60 mm x 10,000 m² = 10 i d/60 m³, times the runoff coefficient.
  const stormVolume = (c: number) => c * intensityMmPerH * (durationMin / 60) * 10;
  return {
    intensityMmPerH,
    compositeCoefficient: composite,
    peakFlowPerHa: {
      urban: rationalPeakFlow(coefficients.urban, intensityMmPerH, 1),
      green: rationalPeakFlow(coefficients.green, intensityMmPerH, 1),
      composite: rationalPeakFlow(composite, intensityMmPerH, 1),
    },
    durationMin,
    stormVolumePerHa: { urban: stormVolume(coefficients.urban), green: stormVolume(coefficients.green), composite: stormVolume(composite) },
  };
}
