// The deck.gl layers of the item markers and, with a year chosen, the islands' extents. They live
// with the WebGL canvas, the one module that loads deck.gl, so nothing else (the markers feature's
// index, the preview, unit tests) pulls it in.
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import { markerPaint, markerRadius, type MarkerDatum } from '../markers';
import type { ExtentDatum, LonLat } from '../time';

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

interface ExtentLine {
  path: LonLat[];
  colour: ExtentDatum['line'];
}

/** The islands' extents under the markers: a translucent fill and an outline (dashed when only planned). Not pickable. */
export function createExtentLayers(data: ExtentDatum[]) {
  const lines: ExtentLine[] = data.flatMap((d) => d.paths.map((path) => ({ path, colour: d.line })));
  return [
    new SolidPolygonLayer<ExtentDatum>({
      id: 'island-extents-fill',
      data,
      getPolygon: (d) => d.ring as [number, number][],
      getFillColor: (d) => [...d.fill],
    }),
    new PathLayer<ExtentLine>({
      id: 'island-extents-outline',
      data: lines,
      widthUnits: 'pixels',
      getPath: (d) => d.path as [number, number][],
      getColor: (d) => [...d.colour],
      getWidth: 2,
    }),
  ];
}
