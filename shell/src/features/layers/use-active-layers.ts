// Active layers live in the URL (?layers=water,drainage), so a link opens the same map.
import { useCallback, useMemo } from 'react';
import type { ItemType } from '@forest-city/api-contract';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';
import { parseLayersParam, serializeLayers, toggleLayer } from './layers';

export const LAYERS_PARAM = URL_PARAMS.layers;

export function useActiveLayers() {
  const { params, replace } = useUrlState();
  const raw = params.get(LAYERS_PARAM);
  const activeLayers = useMemo(() => parseLayersParam(raw), [raw]);
  const toggle = useCallback(
    (type: ItemType) => replace((current) => ({ [LAYERS_PARAM]: serializeLayers(toggleLayer(parseLayersParam(current.get(LAYERS_PARAM)), type)) })),
    [replace],
  );
  const set = useCallback((layers: readonly ItemType[]) => replace({ [LAYERS_PARAM]: serializeLayers(layers) }), [replace]);
  return { activeLayers, toggle, set };
}
