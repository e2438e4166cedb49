// The phone's base-layer menu, fetched on first use (BaseLayerPopup.tsx): its loader, and what the
// plain button and the menu's button share so focus stays on the button across the swap, and a press
// before the menu arrived opens it.
import { onDemand, ON_DEMAND_TRIGGER } from '@forest-city/remote-kit';
import type { BaseLayer } from '@forest-city/contracts';

export interface BaseLayerMenuProps {
  base: BaseLayer;
  onBaseChange: (base: BaseLayer) => void;
}

export const baseLayerPopup = onDemand(() => import('./BaseLayerPopup'));

/** The trigger's key: its focus survives the swap, and a press before the menu arrived opens it on arrival. */
export const KEY = 'map-base-layer';
export const TRIGGER = { [ON_DEMAND_TRIGGER]: KEY };
