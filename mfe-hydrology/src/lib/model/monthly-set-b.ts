// Monthly set B: the monthly water balance (spec: Entities), full month names. Its months sum
// to the published annual totals (rainfall 2,399 mm, evaporation 1,488 mm, runoff 1,302 mm,
// water need 15,950 thousand m3, nitrogen 31.4 kg/ha, phosphorus 3.98 kg/ha); the wettest
// months are October-December and the driest June-August. No total is typed anywhere: every
// total the dialogs show is summed from these rows (derived.ts), and the tests check the sums.

export interface MonthlyRecordB {
  /** Full English month name; displayed translated. */
  month: 'January' | 'February' | 'March' | 'April' | 'May' | 'June' | 'July' | 'August' | 'September' | 'October' | 'November' | 'December';
  /** mm */
  rainfall: number;
  /** mm (as published; see the consistency checks) */
  evaporation: number;
  /** total runoff, mm */
  runoff: number;
  /** surface runoff, mm */
  surfaceRunoff: number;
  /** groundwater recharge, mm */
  groundwater: number;
  /** water need, thousand m3 */
  waterNeed: number;
  /** mean air temperature, °C */
  temperature: number;
  /** nitrogen in runoff, kg/ha */
  nitrogen: number;
  /** phosphorus in runoff, kg/ha */
  phosphorus: number;
}

export const MONTHLY_SET_B: readonly MonthlyRecordB[] = [
  { month: 'January', rainfall: 250, evaporation: 115, runoff: 140, surfaceRunoff: 115, groundwater: 38, waterNeed: 1290, temperature: 26.3, nitrogen: 3.4, phosphorus: 0.43 },
  { month: 'February', rainfall: 180, evaporation: 120, runoff: 95, surfaceRunoff: 78, groundwater: 26, waterNeed: 1200, temperature: 26.8, nitrogen: 2.3, phosphorus: 0.29 },
  { month: 'March', rainfall: 210, evaporation: 130, runoff: 112, surfaceRunoff: 92, groundwater: 31, waterNeed: 1330, temperature: 27.3, nitrogen: 2.7, phosphorus: 0.34 },
  { month: 'April', rainfall: 190, evaporation: 128, runoff: 100, surfaceRunoff: 82, groundwater: 28, waterNeed: 1320, temperature: 27.8, nitrogen: 2.4, phosphorus: 0.31 },
  { month: 'May', rainfall: 160, evaporation: 132, runoff: 82, surfaceRunoff: 67, groundwater: 22, waterNeed: 1360, temperature: 28.1, nitrogen: 2.0, phosphorus: 0.25 },
  { month: 'June', rainfall: 95, evaporation: 135, runoff: 42, surfaceRunoff: 34, groundwater: 10, waterNeed: 1400, temperature: 27.9, nitrogen: 1.0, phosphorus: 0.13 },
  { month: 'July', rainfall: 90, evaporation: 136, runoff: 38, surfaceRunoff: 31, groundwater: 9, waterNeed: 1440, temperature: 27.6, nitrogen: 0.9, phosphorus: 0.12 },
  { month: 'August', rainfall: 100, evaporation: 134, runoff: 45, surfaceRunoff: 37, groundwater: 11, waterNeed: 1430, temperature: 27.5, nitrogen: 1.1, phosphorus: 0.14 },
  { month: 'September', rainfall: 164, evaporation: 128, runoff: 76, surfaceRunoff: 62, groundwater: 23, waterNeed: 1340, temperature: 27.3, nitrogen: 1.8, phosphorus: 0.23 },
  { month: 'October', rainfall: 300, evaporation: 118, runoff: 175, surfaceRunoff: 144, groundwater: 46, waterNeed: 1310, temperature: 27.1, nitrogen: 4.2, phosphorus: 0.53 },
  { month: 'November', rainfall: 340, evaporation: 110, runoff: 205, surfaceRunoff: 168, groundwater: 52, waterNeed: 1250, temperature: 26.6, nitrogen: 5.0, phosphorus: 0.63 },
  { month: 'December', rainfall: 320, evaporation: 102, runoff: 192, surfaceRunoff: 158, groundwater: 49, waterNeed: 1280, temperature: 26.3, nitrogen: 4.6, phosphorus: 0.58 },
];
