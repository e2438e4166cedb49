// Static content of the mass balance model beside its numbers: the four equations, the
// data-collection guidelines and the model applications. Texts are locale keys under the ids.

export interface EquationRecord {
  /** Name and description: locale keys equations.<id>.name / .description */
  id: 'waterBalance' | 'scsRunoff' | 'actualEt' | 'darcy';
  /** The equation itself, written the same in every language. */
  expression: string;
}

export const EQUATIONS: readonly EquationRecord[] = [
  { id: 'waterBalance', expression: 'P = ET + R + I + ΔS' },
  { id: 'scsRunoff', expression: 'Q = (P − Ia)² / (P − Ia + S),  S = 25400 / CN − 254,  Ia = 0.2 S' },
  { id: 'actualEt', expression: 'ETa = ET₀ × Kc × Ks' },
  { id: 'darcy', expression: 'Q = −K · A · dh/dl' },
];

export type Frequency = 'every15min' | 'hourly' | 'daily' | 'weekly';

/** Spec (Business constants): what is measured and how often. */
export const COLLECTION_FREQUENCIES: readonly { id: string; frequency: Frequency }[] = [
  { id: 'precipitation', frequency: 'every15min' },
  { id: 'groundwater', frequency: 'daily' },
  { id: 'stormFlow', frequency: 'hourly' },
  { id: 'soilMoisture', frequency: 'daily' },
  { id: 'evaporation', frequency: 'daily' },
  { id: 'waterQuality', frequency: 'weekly' },
];

/** Equipment for the measurements above (the spec names the list, not its items; see README). */
export const COLLECTION_EQUIPMENT: readonly string[] = ['rainGauge', 'weatherStation', 'evaporationPan', 'piezometer', 'flowMeter', 'soilMoistureProbe', 'waterQualitySonde'];

/** Model applications in the spec's three groups. */
export const MODEL_APPLICATIONS: readonly { id: 'waterSecurity' | 'floodManagement' | 'sustainability'; items: readonly string[] }[] = [
  { id: 'waterSecurity', items: ['supplyDemand', 'rainwaterHarvesting', 'groundwaterAbstraction'] },
  { id: 'floodManagement', items: ['detentionSizing', 'drainageCapacity', 'stormForecast'] },
  { id: 'sustainability', items: ['spongeCity', 'nutrientLoads', 'waterReuse'] },
];

/** External links of the monthly dialog's overview: the same public defaults the shell's sidebar uses. */
export const EXTERNAL_LINKS: readonly { id: 'rainfall' | 'weather' | 'stormwaterTool'; url: string }[] = [
  { id: 'rainfall', url: 'https://publicinfobanjir.water.gov.my/' },
  { id: 'weather', url: 'https://www.windy.com/1.336/103.591' },
  { id: 'stormwaterTool', url: 'https://www.epa.gov/water-research/storm-water-management-model-swmm' },
];
