// The deck.gl layer of the item markers (loaded with the WebGL canvas only).
import { ScatterplotLayer } from '@deck.gl/layers';
import { MARKER_OUTLINE, markerColour, markerRadius } from './marker-style';
import type { MarkerDatum } from './marker-data';

export type { MarkerDatum } from './marker-data';

export function createMarkersLayer(data: MarkerDatum[], id = 'infrastructure-markers') {
  return new ScatterplotLayer<MarkerDatum>({
    id,
    data,
    pickable: true,
    stroked: true,
    filled: true,
    radiusUnits: 'pixels',
    lineWidthUnits: 'pixels',
    getPosition: (d) => d.position,
    getRadius: (d) => markerRadius(d.item.type),
    getFillColor: (d) => [...markerColour(d.item.type), 255],
    getLineColor: [...MARKER_OUTLINE, 255],
    getLineWidth: 1.5,
  });
}
