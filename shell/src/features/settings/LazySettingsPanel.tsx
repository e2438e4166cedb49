// The settings panel, fetched when the visitor first reaches for it (points at, focuses or presses
// the header's settings button) and opened when it has arrived. Its Drawer, Select and
// SegmentedControl are Mantine's on-demand share (shared-surface.mjs, MANTINE_ON_DEMAND), which the
// page's first view never loads. Once fetched it stays mounted, so closing keeps its transition.
// A failed load reaches the settings region's boundary, whose Retry remounts this with a new load.
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { useOpenedAfterMount } from '@forest-city/remote-kit';
import { popups } from '../../components/on-demand-popups';
import type { SettingsPanel as Panel } from './SettingsPanel';

type PanelProps = ComponentProps<typeof Panel>;

// With the popups (the header's tooltips): their arrival mounts the settings button anew, which
// must happen before the panel remembers that button as the place to give focus back to.
const loadPanel = () => Promise.all([import('./SettingsPanel'), popups.preload().catch(() => undefined)]).then(([m]) => ({ default: m.SettingsPanel }));

/** Starts fetching the panel's code (the header's settings button calls it on pointer, focus or press). */
export function preloadSettingsPanel(): void {
  void loadPanel().catch(() => undefined);
}

export function SettingsPanel(props: PanelProps) {
  const [wanted, setWanted] = useState(false);
  const [LoadedPanel] = useState(() => lazy(loadPanel));
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpenedAfterMount Panel={LoadedPanel} {...props} />
    </Suspense>
  );
}

/** The panel mounts closed and opens a frame later, as if it had always been there (useOpenedAfterMount). */
function OpenedAfterMount({ Panel: Loaded, ...props }: PanelProps & { Panel: ComponentType<PanelProps> }) {
  return <Loaded {...props} opened={useOpenedAfterMount(props.opened)} />;
}
