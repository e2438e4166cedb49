// A tooltip: Mantine's Tooltip, opened by hover or keyboard focus after the spec's 700 ms; inside a
// HintGroup a neighbour's tooltip opens at once while one closes (the spec's 300 ms skip delay).
// Extra props go to the Tooltip (e.g. `disabled`); the trigger is the child. Until the popups'
// code has arrived (on-demand-popups.ts) the trigger renders alone: a phone never needs it.
import type { ReactNode } from 'react';
import type { TooltipProps } from '@mantine/core';
import { popups } from './on-demand-popups';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

const EVENTS = { hover: true, focus: true, touch: false };

export function Hint(props: TooltipProps) {
  const ui = popups.useModule();
  if (!ui) return props.children;
  return <ui.Tooltip openDelay={TOOLTIP_DELAY} events={EVENTS} multiline maw={280} fz="xs" offset={6} {...props} />;
}

/** Neighbouring hints (the header's buttons): moving from one to the next shows the next at once. */
export function HintGroup({ children }: { children: ReactNode }) {
  const ui = popups.useModule();
  if (!ui) return children;
  return (
    <ui.Tooltip.Group openDelay={TOOLTIP_DELAY} closeDelay={TOOLTIP_SKIP_DELAY}>
      {children}
    </ui.Tooltip.Group>
  );
}
