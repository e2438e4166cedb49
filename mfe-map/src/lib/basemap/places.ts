// Place labels of the basemap: where each stands; its name in each language is in the map's locale
// files (`places.<id>`), the established names (the glossary's where it has one).
import type { LngLat } from './basemap-data';

export type PlaceKind = 'country' | 'town' | 'crossing' | 'water' | 'island';

export interface Place {
  id: 'malaysia' | 'singapore' | 'johorBahru' | 'gelangPatah' | 'tanjungKupang' | 'tuas' | 'secondLink' | 'causeway' | 'johorStrait';
  /** [longitude, latitude] of the label's centre. */
  position: LngLat;
  kind: PlaceKind;
}

export const PLACES: readonly Place[] = [
  { id: 'malaysia', position: [103.655, 1.485], kind: 'country' },
  { id: 'singapore', position: [103.745, 1.375], kind: 'country' },
  { id: 'johorBahru', position: [103.7578, 1.4655], kind: 'town' },
  // Positions given in the project's sources of known positions (docs/content.md).
  { id: 'gelangPatah', position: [103.5899, 1.4491], kind: 'town' },
  { id: 'secondLink', position: [103.6331, 1.3509], kind: 'crossing' },
  // The Second Link's Malaysian end.
  { id: 'tanjungKupang', position: [103.605, 1.366], kind: 'town' },
  { id: 'tuas', position: [103.648, 1.322], kind: 'town' },
  { id: 'causeway', position: [103.769, 1.4525], kind: 'crossing' },
  { id: 'johorStrait', position: [103.68, 1.415], kind: 'water' },
];
