// The settings panel, fetched when the visitor first reaches for it (points at, focuses or presses
// the header's settings button) and opened when it has arrived. Its Drawer, Select and
// SegmentedControl are Mantine's on-demand share (shared-surface.mjs, MANTINE_ON_DEMAND), which the
// page's first view never loads. Once fetched it stays mounted, so closing keeps its transition.
// Through onDemand, not React.lazy: a lazy component suspends on its first render even when its code
// is there, and React then holds the revealed panel back for up to 300 ms.
// A failed load reaches the settings region's boundary, whose Retry remounts this and loads again.
import { memo, type ComponentProps } from 'react';
import { onDemand, useOpenedAfterMount } from '@forest-city/remote-kit';
import { popups } from '../../components/on-demand-popups';
import type { SettingsPanel as Panel } from './SettingsPanel';

type PanelProps = ComponentProps<typeof Panel>;

// With the popups (the header's tooltips): their arrival mounts the settings button anew, which
// must happen before the panel remembers that button as the place to give focus back to.
const panel = onDemand(() => Promise.all([import('./SettingsPanel'), popups.preload().catch(() => undefined)]).then(([m]) => m));

/** Starts fetching the panel's code (the header's settings button calls it on pointer, focus or press). */
export function preloadSettingsPanel(): void {
  void panel.preload().catch(() => undefined);
}

export const SettingsPanel = memo(function SettingsPanel(props: PanelProps) {
  const { module: loaded, failure } = panel.useWhen(props.opened);
  if (failure) throw failure.error;
  return loaded ? <OpenedAfterMount Panel={loaded.SettingsPanel} {...props} /> : null;
});

/** The panel mounts closed and opens a frame later, as if it had always been there (useOpenedAfterMount). */
function OpenedAfterMount({ Panel: Loaded, ...props }: PanelProps & { Panel: typeof Panel }) {
  return <Loaded {...props} opened={useOpenedAfterMount(props.opened)} />;
}
