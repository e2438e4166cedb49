// The deck.gl layer of the item markers. It lives with the WebGL canvas, the one module that loads
// deck.gl, so nothing else (the markers feature's index, the preview, unit tests) pulls it in. The
// islands' extents (drawn only with a year chosen) are in extent-layers.ts, loaded when first needed.
import { ScatterplotLayer } from '@deck.gl/layers';
import { markerPaint, markerRadius, type MarkerDatum } from '../../lib/markers';

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
    getFillColor: (d) => [...markerPaint(d.item.type, d.phase).fill],
    getLineColor: (d) => [...markerPaint(d.item.type, d.phase).line],
    getLineWidth: (d) => markerPaint(d.item.type, d.phase).lineWidth,
  });
}
