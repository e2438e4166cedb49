// Colours that follow the shell's light or dark colour scheme. CSS light-dark() picks one by the
// `color-scheme` that Mantine sets on the page (and that the remote's own providers set when it
// runs alone), so a component written for white paper stays readable on the dark theme.
// Kept per remote on purpose: remotes share no code (see the root README).

/** A CSS colour: `light` in the light scheme, `dark` in the dark one (hex colours only). */
export const lightDark = (light: string, dark: string) => `light-dark(${light}, ${dark})`;

/** Secondary text: Mantine gray.7 on white (8.2:1), dark.0 on the dark cards (8.2:1 on #2e2e2e). */
export const MUTED_TEXT = lightDark('#495057', '#c9c9c9');

/** Background of tinted cards (gray.0 in light, dark.7 in dark). */
export const TINTED_BG = lightDark('#f8f9fa', '#242424');

/**
 * The light colour of every light-dark() in a text (a downloaded SVG): a file opened outside the
 * page has no colour scheme, and the chart is drawn on white there.
 */
export const lightColoursOnly = (text: string) => text.replace(/light-dark\(\s*(#[0-9a-f]{3,8})\s*,\s*#[0-9a-f]{3,8}\s*\)/gi, '$1');
