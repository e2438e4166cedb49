// Build configuration shared by every part (with rspack.base.mjs, which applies it).
/**
 * The shared surface: the exports of @mantine/core and React Router the product uses. A shared
 * module is bundled whole (no part can know what another part will call), which made Mantine 165 KB
 * and React Router 64 KB gzip of the shell's first paint. Each part's build points these two
 * packages at a generated module that re-exports only the names below, so every part provides and
 * consumes the same trimmed copy: one copy on the page, as before, about 90 + 14 KB.
 *
 * The Mantine names also include what @mantine/notifications (the shell's toasts) imports from
 * @mantine/core: the alias applies to every import in a part's build, libraries included.
 *
 * This list is part of the contract between the shell and the remotes (docs/shared-libraries.md, "Shared
 * surface"): a part that needs another export adds it here and the shell ships first. The unit test
 * tools/compose/__tests__/shared-surface.test.ts fails when any part imports a name not listed.
 */
export const SHARED_SURFACE = {
  '@mantine/core': [
    'ActionIcon',
    'Alert',
    'Anchor',
    'AppShell',
    'Badge',
    'Box',
    'Burger',
    'Button',
    'Card',
    'Center',
    'Chip',
    'Container',
    'DEFAULT_THEME',
    'Divider',
    'Drawer',
    'Group',
    'List',
    'Loader',
    'MantineContext',
    'MantineProvider',
    'Menu',
    'Modal',
    'Notification',
    'OptionalPortal',
    'Paper',
    'Progress',
    'RemoveScroll',
    'ScrollArea',
    'SegmentedControl',
    'Select',
    'SimpleGrid',
    'Stack',
    'Switch',
    'Table',
    'Tabs',
    'Text',
    'TextInput',
    'Timeline',
    'Title',
    'Tooltip',
    'UnstyledButton',
    'VisuallyHidden',
    'colorsTuple',
    'convertCssVariables',
    'createTheme',
    'createVarsResolver',
    'darken',
    'defaultCssVariablesResolver',
    'extractStyleProps',
    'factory',
    'getDefaultZIndex',
    'getSpacing',
    'getStyleObject',
    'lighten',
    'localStorageColorSchemeManager',
    'luminance',
    'mergeMantineTheme',
    'mergeThemeOverrides',
    'rem',
    'useMantineColorScheme',
    'useMantineStyleNonce',
    'useMantineTheme',
    'useMatches',
    'useProps',
    'useStyles',
  ],
  'react-router': [
    'BrowserRouter',
    'MemoryRouter',
    'Routes',
    'Route',
    'Outlet',
    'Link',
    'NavLink',
    'Navigate',
    'useInRouterContext',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useSearchParams',
    'useHref',
    'createSearchParams',
  ],
};

/**
 * The Mantine names no first view renders (issue 19: unused JavaScript on `/` below 20 KiB). They
 * are shared apart, as `@forest-city/mantine-on-demand`, and fetched when a part first renders one
 * (a dialog's tabs and tables, the settings panel, a menu or tooltip once the visitor reaches for
 * it: packages/remote-kit onDemand); every other name is `@forest-city/mantine-first-view`.
 * Both are built from the same Mantine files in the providing part, so they share one set of
 * Mantine internals (one theme context). A part imports `@mantine/core` as usual: its build sends
 * each name to the share that holds it (rspack.base.mjs, `MANTINE_SHARES`).
 */
export const MANTINE_ON_DEMAND = ['Chip', 'Drawer', 'Menu', 'Modal', 'Progress', 'ScrollArea', 'SegmentedControl', 'Select', 'Table', 'Tabs', 'Timeline', 'Tooltip'];

/** The share that holds each part of @mantine/core's surface. */
export const MANTINE_SHARES = { firstView: '@forest-city/mantine-first-view', onDemand: '@forest-city/mantine-on-demand' };

/**
 * The shared surface as the parts provide and consume it: Mantine's names split between its two
 * shares, React Router's as they are. This is what a part's manifest records and what the shell
 * checks a remote against (shell/src/federation/runtime-plugin.ts, missingSharedNames).
 * @returns {Record<string, string[]>}
 */
export function surfaceByShare() {
  const { '@mantine/core': mantine, ...others } = SHARED_SURFACE;
  return {
    [MANTINE_SHARES.firstView]: mantine.filter((name) => !MANTINE_ON_DEMAND.includes(name)),
    [MANTINE_SHARES.onDemand]: mantine.filter((name) => MANTINE_ON_DEMAND.includes(name)),
    ...others,
  };
}
