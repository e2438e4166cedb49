// Marker data for deck.gl: positions parsed once per data set (not per frame), so 100,000
// markers redraw without re-parsing the API's coordinate strings. Items without a valid
// position get no marker (they still appear in the keyboard list and the dialog).
import type { InfrastructureItem } from 'api-mock/contract';
import { itemPosition } from '../map';

export interface MarkerDatum {
  item: InfrastructureItem;
  position: [number, number];
}

export function toMarkerData(items: readonly InfrastructureItem[]): MarkerDatum[] {
  const out: MarkerDatum[] = [];
  for (const item of items) {
    const position = itemPosition(item);
    if (position) out.push({ item, position });
  }
  return out;
}
