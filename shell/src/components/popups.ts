// Mantine's popups, which the shell's first view renders only once the visitor reaches for them:
// the chunk `popups` (on-demand-popups.ts) fetches. Menu and Tooltip are Mantine's on-demand share
// (shared-surface.mjs, MANTINE_ON_DEMAND), with Floating UI, which positions them.
export { Menu, Tooltip } from '@mantine/core';
