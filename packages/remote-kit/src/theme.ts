// The product's Mantine theme, one for every page that shows its modules: the shell, each remote's
// standalone page, a partner's mount and the custom elements (partners: accent and colour scheme on top).
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brown for the soil & foundation layer (spec, Business constants: infrastructure markers are brown). */
const brown: MantineColorsTuple = ['#fbf3ec', '#f0e2d5', '#e1c3a8', '#d2a278', '#c5874f', '#bd7536', '#b96b29', '#a3591d', '#925017', '#7f430e'];

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  defaultRadius: 'md',
  colors: { brown },
  // WCAG AA: white on teal.9 is 5.0:1 (teal.6 was 2.6:1, teal.8 3.9:1), in both colour schemes.
  primaryShade: { light: 9, dark: 9 },
});

/**
 * Contrast fixes for the light theme (WCAG 2.2 AA, 4.5:1 for small text): Mantine's dimmed grey
 * (#868e96) is 3.3:1 on white, and teal text on the default light-variant background is 4.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-teal-light': '#e6fcf5',
    '--mantine-color-teal-light-hover': '#d3f9ec',
    // Text of light badges (priorities, health statuses) at 4.5:1 or more on their tint.
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-red-light-color': '#b02525',
  },
  // Dark theme (checked by shell/e2e/a11y-axe.e2e.test.ts): Mantine's dimmed dark.2 (#828282) is
  // 3.5:1 on the cards (#2e2e2e); dark.1 is 6.9:1.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
