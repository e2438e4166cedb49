// A partner's `accent` (any CSS colour the browser accepts) as the elements' primary colour: the
// browser resolves it to sRGB (resolveColour), then accentColors derives the ten shades Mantine
// reads so that every text and control drawn with them keeps WCAG 2.2 AA contrast in the scheme
// shown: 4.5:1 for text (links, light-variant and outline labels, filled labels), 3:1 for the
// filled controls against the page. Which shade Mantine uses for what is in its
// get-css-color-variables (light: 1/2 light backgrounds, 8 hover, 9 filled, links and light text;
// dark: 0 light text, 4 links and text, 5 outline, 8 hover, 9 filled; its light backgrounds are set here).
import { DEFAULT_THEME, darken, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2.2 AA for text, and for large text and the parts of controls. */
export const MIN_CONTRAST = 4.5;
export const MIN_UI_CONTRAST = 3;
/** Above this luminance a filled control gets black text, below it white (Mantine's autoContrast): 4.5:1 either way. */
export const LUMINANCE_THRESHOLD = 0.18;

const WHITE = '#ffffff';
const BLACK = '#000000';
/** The surfaces of each scheme a text may sit on: Mantine's body, and in dark its cards. */
export const SURFACES = { light: [DEFAULT_THEME.white], dark: [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]] } as const;

export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `colour` made darker (or lighter) in small steps until `ok`; black (or white) if it never is. */
function adjust(colour: string, direction: 'darker' | 'lighter', ok: (c: string) => boolean): string {
  let c = colour;
  for (let step = 0; step < 120 && !ok(c); step++) c = direction === 'darker' ? darken(c, 0.03) : lighten(c, 0.03);
  return ok(c) ? c : direction === 'darker' ? BLACK : WHITE;
}

const readableOn =
  (backgrounds: readonly string[], min = MIN_CONTRAST) =>
  (c: string) =>
    backgrounds.every((b) => contrast(c, b) >= min);

/** The ten shades of the accent `colour` (`#rrggbb` or `rgb()`, as resolveColour gives it) for one scheme. */
export function accentColors(colour: string, scheme: 'light' | 'dark'): MantineColorsTuple {
  if (scheme === 'light') {
    const tint = lighten(colour, 0.9);
    const tintHover = lighten(colour, 0.84);
    // Links, light-variant labels, outlines and filled controls: readable on white and on the tints,
    // dark enough that a filled control's label is white (and stays so on its darker hover).
    const strong = adjust(colour, 'darker', (c) => luminance(c) <= LUMINANCE_THRESHOLD - 0.01 && readableOn([WHITE, tint, tintHover])(c));
    const step = (amount: number) => lighten(strong, amount);
    return [lighten(colour, 0.95), tint, tintHover, step(0.6), step(0.45), step(0.3), step(0.2), step(0.1), darken(strong, 0.12), strong];
  }
  // Filled controls: the partner's colour where it stands out from the page (3:1), lighter if not;
  // their hover moves away from the label autoContrast gives them.
  const filled = adjust(colour, 'lighter', readableOn(SURFACES.dark, MIN_UI_CONTRAST));
  const hover = luminance(filled) > LUMINANCE_THRESHOLD ? lighten(filled, 0.1) : darken(filled, 0.12);
  // Links, text and outlines on the page and its cards.
  const text = adjust(colour, 'lighter', readableOn(SURFACES.dark));
  // Light-variant labels, on their backgrounds (darkLightBackgrounds).
  const lightText = adjust(text, 'lighter', readableOn(Object.values(darkLightBackgrounds(filled))));
  return [lightText, lighten(text, 0.45), lighten(text, 0.3), lighten(text, 0.15), text, text, filled, filled, hover, filled];
}

/**
 * The dark scheme's light-variant backgrounds from the filled shade: darker than Mantine's own
 * (darkened 0.5 and 0.3), so that a light label stays readable on them whatever the accent (white
 * is 5.7:1 or more on anything darkened by 0.6).
 */
export function darkLightBackgrounds(filled: string): { '--mantine-color-accent-light': string; '--mantine-color-accent-light-hover': string } {
  return { '--mantine-color-accent-light': darken(filled, 0.7), '--mantine-color-accent-light-hover': darken(filled, 0.6) };
}

/**
 * Any CSS colour the browser accepts (named, hex, rgb()/hsl()/oklch(), ...) as the sRGB `#rrggbb`
 * the browser paints it (a partly transparent colour over white); null for what is not a colour.
 */
export function resolveColour(value: string): string | null {
  if (typeof CSS?.supports !== 'function' || !CSS.supports('color', value)) return null;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = WHITE;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}
