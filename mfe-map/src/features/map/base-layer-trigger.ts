// What the phone's plain base-layer button and its menu (BaseLayerPopup.tsx, fetched on first use by
// base-layer-popup.ts) share, so focus stays on the button across the swap. The popup imports this,
// not its loader, so that the two do not import each other.
import { ON_DEMAND_TRIGGER } from '@forest-city/remote-kit';
import type { BaseLayer } from '@forest-city/contracts';

export interface BaseLayerMenuProps {
  base: BaseLayer;
  onBaseChange: (base: BaseLayer) => void;
}

/** How the menu learns, when it mounts, that a press came before it arrived (the loader's `takePress`). */
export interface BaseLayerPopupProps extends BaseLayerMenuProps {
  takePress: () => boolean;
}

/** The trigger's key: its focus survives the swap, and a press before the menu arrived opens it on arrival. */
export const KEY = 'map-base-layer';
export const TRIGGER = { [ON_DEMAND_TRIGGER]: KEY };
