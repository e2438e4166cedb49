// Mantine's stylesheets. The page links these before its first paint (the report's page carries the
// rules its HTML uses inline instead, server/critical-styles.mjs): the base and the stylesheets
// of the components the product's parts use (every component of the shared surface, shared-surface.mjs,
// with those they are built from), in the order Mantine's own styles.css has them. A unit test
// (tools/compose/__tests__/shared-surface.test.ts) keeps this list and the surface in step.
// The whole of styles.css was 35 KB gzip and render-blocking, 29.5 KB of it unused on `/`
// (Lighthouse, mobile); these are about a third of it.
//
// A remote that starts using another Mantine component brings that component's stylesheet itself,
// as remote code brings any CSS (`import sheet from '@mantine/core/styles/Accordion.css?sheet'`,
// adopted with `useAdoptedStyles`): it comes with the remote's code and no shell release is needed. As a safety net the shell also fetches Mantine's whole stylesheet, inside a
// cascade layer so it can never override these or the product's own rules, when a dialog is about
// to be shown (hover, focus, idle preloading on large screens, opening one): loadAllMantineStyles.
// The service worker does not precache it (shell/rspack.config.mjs); once fetched it is kept as
// any hashed file is.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Title.css';

let all: Promise<void> | null = null;

/** Fetches Mantine's whole stylesheet, in `@layer mantine`, once (see above). Never throws. */
export function loadAllMantineStyles(): Promise<void> {
  all ??= import(/* webpackChunkName: "mantine-all" */ '@mantine/core/styles.layer.css').then(
    () => undefined,
    () => {
      all = null; // offline or a failed fetch: the next dialog tries again
    },
  );
  return all;
}
