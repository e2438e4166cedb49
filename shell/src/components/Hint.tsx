// A tooltip: Radix Tooltip (its Provider in App.tsx sets the spec's 700 ms open delay and
// 300 ms skip delay), styled with Mantine's tokens.
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

/**
 * Extra props (and a ref, React 19) go to the trigger, so a Hint can sit inside Menu.Target.
 * `open`/`onOpenChange` control the tooltip (the language menu keeps it shut when focus returns after a choice).
 */
export function Hint({
  label,
  children,
  open,
  onOpenChange,
  ...triggerProps
}: { label: ReactNode; children: ReactElement; open?: boolean; onOpenChange?: (open: boolean) => void } & Tooltip.TooltipTriggerProps) {
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger asChild {...triggerProps}>
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          style={{
            background: 'var(--mantine-color-dark-6)',
            color: 'var(--mantine-color-white)',
            fontSize: 'var(--mantine-font-size-xs)',
            padding: '4px 8px',
            borderRadius: 'var(--mantine-radius-sm)',
            zIndex: 400,
            maxWidth: 280,
          }}
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
