// The islands' extents under the markers, drawn only while a year is chosen on the time control.
// A module of its own, imported when first needed (use-extent-layers.ts): deck.gl's polygon and
// path layers are about 9 KB gzip the map does not fetch for a visitor who never picks a year.
import { PathLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { ExtentDatum, LonLat } from '../../lib/year-items';

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
