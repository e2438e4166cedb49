// The deck.gl layers of the islands' extents for the year chosen: none without extents, and the
// layer code (extent-layers.ts) is loaded the first time there are some. Until it has loaded the map
// draws its markers alone; a load that fails leaves the extents out (the markers carry the data).
import { useEffect, useState } from 'react';
import type { ExtentDatum } from '../../lib/year-items';

type ExtentLayers = ReturnType<typeof import('./extent-layers').createExtentLayers>;
const NONE: ExtentLayers = [];

export function useExtentLayers(extents: ExtentDatum[]): ExtentLayers {
  const [layers, setLayers] = useState<ExtentLayers>(NONE);
  useEffect(() => {
    if (extents.length === 0) {
      setLayers(NONE);
      return;
    }
    let current = true;
    import('./extent-layers').then(
      ({ createExtentLayers }) => current && setLayers(createExtentLayers(extents)),
      () => current && setLayers(NONE),
    );
    return () => {
      current = false;
    };
  }, [extents]);
  return layers;
}
