// The phone's base-layer menu, fetched on first use (BaseLayerPopup.tsx); a press before it arrived opens it.
import { onDemand } from '@forest-city/remote-kit';

export const baseLayerPopup = onDemand(() => import('./BaseLayerPopup'));
