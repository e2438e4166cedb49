// What Export Data writes: the two monthly sets and the parameters, as CSV rows (one file
// each) and as one JSON document. Column names are stable machine keys with the unit in the
// name, so a script reading the file does not depend on the visitor's language; parameter
// names, values and sources are written in the visitor's language as well.
import type { TFunction } from 'i18next';
import { MONTHLY_SET_A, MONTHLY_SET_B, PARAMETER_GROUPS, ASSUMPTION_RECORDS } from '../model';
import { formatParameterValue, unitLabel } from '../shared';
import { CONTRACT_VERSION } from '../../contract';

export const SET_A_COLUMNS = [
  'month',
  'precipitation_mm',
  'infiltration_mm',
  'evaporation_mm',
  'runoff_coefficient',
  'soil_moisture_pct',
  'surface_runoff_mm',
  'groundwater_recharge_mm',
  'interception_mm',
  'detention_mm',
  'baseflow_mm',
] as const;

export const SET_B_COLUMNS = [
  'month',
  'rainfall_mm',
  'evaporation_mm',
  'runoff_mm',
  'surface_runoff_mm',
  'groundwater_recharge_mm',
  'water_need_thousand_m3',
  'temperature_c',
  'nitrogen_kg_per_ha',
  'phosphorus_kg_per_ha',
] as const;

export const PARAMETER_COLUMNS = ['group', 'id', 'name', 'value', 'unit', 'source'] as const;

export function setARows() {
  return MONTHLY_SET_A.map((r) => ({
    month: r.month,
    precipitation_mm: r.precipitation,
    infiltration_mm: r.infiltration,
    evaporation_mm: r.evaporation,
    runoff_coefficient: r.runoffCoeff,
    soil_moisture_pct: r.soilMoisture,
    surface_runoff_mm: r.surfaceRunoff,
    groundwater_recharge_mm: r.groundwater,
    interception_mm: r.interception,
    detention_mm: r.detention,
    baseflow_mm: r.baseflow,
  }));
}

export function setBRows() {
  return MONTHLY_SET_B.map((r) => ({
    month: r.month,
    rainfall_mm: r.rainfall,
    evaporation_mm: r.evaporation,
    runoff_mm: r.runoff,
    surface_runoff_mm: r.surfaceRunoff,
    groundwater_recharge_mm: r.groundwater,
    water_need_thousand_m3: r.waterNeed,
    temperature_c: r.temperature,
    nitrogen_kg_per_ha: r.nitrogen,
    phosphorus_kg_per_ha: r.phosphorus,
  }));
}

export function parameterRows(t: TFunction, language: string) {
  const groups = [...PARAMETER_GROUPS.map((g) => ({ id: g.id as string, parameters: g.parameters })), { id: 'assumptions', parameters: ASSUMPTION_RECORDS }];
  return groups.flatMap((g) =>
    g.parameters.map((p) => ({
      group: g.id,
      id: p.id,
      name: t(`parameters.${p.id}`),
      value: formatParameterValue(p.value, language),
      unit: unitLabel(p.unit, t, language),
      source: t(`sources.${p.source}`),
    })),
  );
}

export function exportJson(t: TFunction, language: string) {
  return {
    dataset: 'Forest City hydrological mass balance model',
    contractVersion: CONTRACT_VERSION,
    language,
    monthlySetA: setARows(),
    monthlySetB: setBRows(),
    parameters: parameterRows(t, language),
  };
}
