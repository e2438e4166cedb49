// A tooltip: Mantine's Tooltip, opened by hover or keyboard focus after the spec's 700 ms; inside the
// Tooltip.Group of App.tsx a neighbour's tooltip opens at once while one closes (the spec's 300 ms
// skip delay). Extra props go to the Tooltip (e.g. `disabled`); the trigger is the child.
import { Tooltip, type TooltipProps } from '@mantine/core';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

const EVENTS = { hover: true, focus: true, touch: false };

export function Hint(props: TooltipProps) {
  return <Tooltip openDelay={TOOLTIP_DELAY} events={EVENTS} multiline maw={280} fz="xs" offset={6} {...props} />;
}
