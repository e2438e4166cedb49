import { createContext, useContext } from 'react';
import type { ItemType } from '@forest-city/api-contract';

export interface LayoutState {
  /** Layer types switched on in the layer panel (spec, States and transitions: water and drainage at start). */
  activeLayers: ItemType[];
  toggleLayer: (type: ItemType) => void;
  /** Sets the layers at once (the map's "Show" on a search result in a switched-off layer). */
  setLayers: (layers: ItemType[]) => void;
  /**
   * The search text passed to the map: the header's debounced text when it is long enough for a
   * server search (spec: Validation rules), otherwise '' (the full list).
   */
  searchText: string;
}

export const LayoutContext = createContext<LayoutState | null>(null);

export function useLayoutContext(): LayoutState {
  const ctx = useContext(LayoutContext);
  if (!ctx) throw new Error('useLayoutContext must be used inside DashboardLayout');
  return ctx;
}
