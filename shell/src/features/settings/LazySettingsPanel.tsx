// The settings panel, fetched when the visitor first reaches for it (points at, focuses or presses
// the header's settings button) and opened when it has arrived. Its Drawer, Select and
// SegmentedControl are Mantine's on-demand share (shared-surface.mjs, MANTINE_ON_DEMAND), which the
// page's first view never loads. Once fetched it stays mounted, so closing keeps its transition.
// A failed load reaches the settings region's boundary, whose Retry remounts this with a new load.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { SettingsPanel as Panel } from './SettingsPanel';

const loadPanel = () => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel }));

/** Starts fetching the panel's code (the header's settings button calls it on pointer, focus or press). */
export function preloadSettingsPanel(): void {
  void loadPanel().catch(() => undefined);
}

export function SettingsPanel(props: ComponentProps<typeof Panel>) {
  const [wanted, setWanted] = useState(false);
  const [LoadedPanel] = useState(() => lazy(loadPanel));
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPanel {...props} />
    </Suspense>
  );
}
