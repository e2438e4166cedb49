// Monthly set A: the mass balance model's typical year (spec: Entities), January to December.
// Tropical monsoon climate of southern Johor: the north-east monsoon (November-March) brings
// 1,680 mm, the rest of the year 720 mm, 2,400 mm in all, peaking in November at 385 mm
// (the precipitation parameters of the spec's Business constants). Each month partitions precipitation
// exactly into surface runoff + infiltration + canopy interception; surface runoff is
// precipitation x the month's runoff coefficient (rounded to whole mm); groundwater recharge is
// part of infiltration. The tests hold the data to all of this.

export interface MonthlyRecordA {
  /** Three-letter English month key; displayed translated. */
  month: 'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec';
  /** mm */
  precipitation: number;
  /** mm */
  infiltration: number;
  /** mm (actual evapotranspiration; sums to the actual ET parameter, 1,200 mm/yr) */
  evaporation: number;
  /** surface runoff / precipitation, 0-1 */
  runoffCoeff: number;
  /** volumetric soil moisture, % */
  soilMoisture: number;
  /** mm */
  surfaceRunoff: number;
  /** groundwater recharge, mm */
  groundwater: number;
  /** canopy interception, mm */
  interception: number;
  /** surface detention, mm */
  detention: number;
  /** baseflow, mm */
  baseflow: number;
}

export const MONTHLY_SET_A: readonly MonthlyRecordA[] = [
  {
    month: 'Jan',
    precipitation: 330,
    infiltration: 113,
    evaporation: 95,
    runoffCoeff: 0.58,
    soilMoisture: 34,
    surfaceRunoff: 191,
    groundwater: 51,
    interception: 26,
    detention: 12,
    baseflow: 18,
  },
  {
    month: 'Feb',
    precipitation: 290,
    infiltration: 107,
    evaporation: 100,
    runoffCoeff: 0.55,
    soilMoisture: 32,
    surfaceRunoff: 160,
    groundwater: 48,
    interception: 23,
    detention: 10,
    baseflow: 18,
  },
  {
    month: 'Mar',
    precipitation: 315,
    infiltration: 114,
    evaporation: 110,
    runoffCoeff: 0.56,
    soilMoisture: 31,
    surfaceRunoff: 176,
    groundwater: 51,
    interception: 25,
    detention: 11,
    baseflow: 18,
  },
  {
    month: 'Apr',
    precipitation: 120,
    infiltration: 52,
    evaporation: 108,
    runoffCoeff: 0.48,
    soilMoisture: 27,
    surfaceRunoff: 58,
    groundwater: 23,
    interception: 10,
    detention: 4,
    baseflow: 15,
  },
  {
    month: 'May',
    precipitation: 105,
    infiltration: 49,
    evaporation: 105,
    runoffCoeff: 0.46,
    soilMoisture: 25,
    surfaceRunoff: 48,
    groundwater: 22,
    interception: 8,
    detention: 4,
    baseflow: 15,
  },
  {
    month: 'Jun',
    precipitation: 80,
    infiltration: 40,
    evaporation: 100,
    runoffCoeff: 0.42,
    soilMoisture: 22,
    surfaceRunoff: 34,
    groundwater: 18,
    interception: 6,
    detention: 3,
    baseflow: 14,
  },
  {
    month: 'Jul',
    precipitation: 75,
    infiltration: 38,
    evaporation: 102,
    runoffCoeff: 0.41,
    soilMoisture: 21,
    surfaceRunoff: 31,
    groundwater: 17,
    interception: 6,
    detention: 3,
    baseflow: 14,
  },
  {
    month: 'Aug',
    precipitation: 85,
    infiltration: 41,
    evaporation: 104,
    runoffCoeff: 0.43,
    soilMoisture: 22,
    surfaceRunoff: 37,
    groundwater: 18,
    interception: 7,
    detention: 3,
    baseflow: 14,
  },
  {
    month: 'Sep',
    precipitation: 110,
    infiltration: 49,
    evaporation: 98,
    runoffCoeff: 0.47,
    soilMoisture: 25,
    surfaceRunoff: 52,
    groundwater: 22,
    interception: 9,
    detention: 4,
    baseflow: 15,
  },
  {
    month: 'Oct',
    precipitation: 145,
    infiltration: 58,
    evaporation: 96,
    runoffCoeff: 0.52,
    soilMoisture: 29,
    surfaceRunoff: 75,
    groundwater: 26,
    interception: 12,
    detention: 5,
    baseflow: 15,
  },
  {
    month: 'Nov',
    precipitation: 385,
    infiltration: 115,
    evaporation: 90,
    runoffCoeff: 0.62,
    soilMoisture: 36,
    surfaceRunoff: 239,
    groundwater: 52,
    interception: 31,
    detention: 13,
    baseflow: 18,
  },
  {
    month: 'Dec',
    precipitation: 360,
    infiltration: 115,
    evaporation: 92,
    runoffCoeff: 0.6,
    soilMoisture: 36,
    surfaceRunoff: 216,
    groundwater: 52,
    interception: 29,
    detention: 13,
    baseflow: 18,
  },
];
