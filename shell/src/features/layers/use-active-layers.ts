// Active layers live in the URL (?layers=water,drainage), so a link opens the same map.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ItemType } from 'api-mock/contract';
import { currentSearchParams } from '../../app/current-search-params';
import { parseLayersParam, serializeLayers, toggleLayer } from './layers';

export const LAYERS_PARAM = 'layers';

export function useActiveLayers() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(LAYERS_PARAM);
  const activeLayers = useMemo(() => parseLayersParam(raw), [raw]);
  const toggle = useCallback(
    (type: ItemType) => {
      const next = currentSearchParams();
      next.set(LAYERS_PARAM, serializeLayers(toggleLayer(parseLayersParam(next.get(LAYERS_PARAM)), type)));
      setParams(next, { replace: true, state: window.history.state?.usr });
    },
    [setParams],
  );
  return { activeLayers, toggle };
}
