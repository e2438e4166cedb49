// The four map layers of the layer panel (spec: Screens and routes) and the `layers` URL parameter.
import type { ItemType } from '@forest-city/api-contract';
import { DEVELOPMENT_FACTS, NETWORK } from '@forest-city/contracts';

export interface LayerDefinition {
  type: ItemType;
  /** Keys in the common namespace. */
  nameKey: string;
  descriptionKey: string;
  /** Figures the description interpolates (from the shared facts, never typed into the locale text). */
  descriptionValues?: Record<string, number>;
  /** Mantine colour of the switch and swatch; matches the map's marker colours (spec: Business constants). */
  color: string;
}

export const LAYERS: readonly LayerDefinition[] = [
  { type: 'water', nameKey: 'layers.water.name', descriptionKey: 'layers.water.description', descriptionValues: { stations: NETWORK.treatmentStations }, color: 'blue' },
  { type: 'drainage', nameKey: 'layers.drainage.name', descriptionKey: 'layers.drainage.description', color: 'green' },
  { type: 'transportation', nameKey: 'layers.transportation.name', descriptionKey: 'layers.transportation.description', color: 'orange' },
  {
    type: 'infrastructure',
    nameKey: 'layers.infrastructure.name',
    descriptionKey: 'layers.infrastructure.description',
    descriptionValues: { islands: DEVELOPMENT_FACTS.islands },
    color: 'brown',
  },
];

/** Spec (States and transitions): water and drainage are on at start. */
export const INITIAL_LAYERS: readonly ItemType[] = ['water', 'drainage'];

const ORDER = LAYERS.map((l) => l.type);

/**
 * The active layers from `?layers=`: absent -> the initial set; empty -> none; unknown names are
 * ignored; the result is in panel order without duplicates.
 */
export function parseLayersParam(value: string | null): ItemType[] {
  if (value === null) return [...INITIAL_LAYERS];
  const wanted = new Set(value.split(',').map((s) => s.trim()));
  return ORDER.filter((t) => wanted.has(t));
}

export function serializeLayers(layers: readonly ItemType[]): string {
  return ORDER.filter((t) => layers.includes(t)).join(',');
}

/** Spec (States and transitions): toggling adds a type that is absent and removes one that is present. */
export function toggleLayer(layers: readonly ItemType[], type: ItemType): ItemType[] {
  const next = layers.includes(type) ? layers.filter((t) => t !== type) : [...layers, type];
  return ORDER.filter((t) => next.includes(t));
}
