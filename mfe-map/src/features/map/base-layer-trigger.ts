// The phone's base-layer menu, fetched on first use (BaseLayerPopup.tsx): its loader, and what the
// plain button and the menu's button share so focus stays on the button across the swap.
import { onDemand } from '@forest-city/remote-kit';
import type { BaseLayer } from '@forest-city/contracts';

export interface BaseLayerMenuProps {
  base: BaseLayer;
  onBaseChange: (base: BaseLayer) => void;
}

export const baseLayerPopup = onDemand(() => import('./BaseLayerPopup'));

export const TRIGGER = { 'data-on-demand-trigger': 'map-base-layer' };
