// The deck.gl layer of the item markers. It lives with the WebGL canvas, the one module that loads
// deck.gl, so nothing else (the markers feature's index, the preview, unit tests) pulls it in.
import { ScatterplotLayer } from '@deck.gl/layers';
import { MARKER_OUTLINE, markerColour, markerRadius, type MarkerDatum } from '../markers';

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
